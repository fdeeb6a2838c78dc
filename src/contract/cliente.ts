import { z } from 'zod';
import { listOf } from './list';
import {
  CONTROL_CHARACTERS_INVALID,
  decimal,
  displayText,
  hasNoControlCharacters,
  idSchema,
  nameRule,
} from './common';
import { agenciaRefSchema, agenciaSchema } from './agencia';
import { CATEGORIA_REQUIRED } from './messages';
import { lazySchema } from './lazy-schema';

/** 1 Terapia, 2 TCM (spec section 3); may arrive as "1". */
export const categoriaSchema = lazySchema(() => idSchema.pipe(z.union([z.literal(1), z.literal(2)])));
export type Categoria = z.infer<typeof categoriaSchema>;

/**
 * A client. The client endpoints name the agency list `agencia`, the nested forms `agencias`
 * (backend-notes); both become `agencias`. list_client/ may send only id and nombre, so the rest
 * is optional with neutral defaults. `fondo`/`fecha_fondo` are the client's credit when sent.
 */
export const clienteSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      nombre: displayText,
      categoria: categoriaSchema.nullish(),
      agencia: z.array(agenciaSchema).nullish(),
      agencias: z.array(agenciaSchema).nullish(),
      estado: z.boolean().nullish(),
      creado: z.string().nullish(),
      fondo: decimal.nullish(),
      fecha_fondo: z.string().nullish(),
    })
    .transform(({ agencia, agencias, categoria, estado, creado, fondo, fecha_fondo, ...rest }) => ({
      ...rest,
      categoria: categoria ?? null,
      agencias: agencia ?? agencias ?? [],
      // A client the backend lists without a state is one it still serves.
      estado: estado ?? true,
      creado: creado ?? null,
      fondo: fondo ?? null,
      fecha_fondo: fecha_fondo ?? null,
    })),
);
export type Cliente = z.infer<typeof clienteSchema>;
export type ClienteWire = z.input<typeof clienteSchema>;
export const clienteListSchema = lazySchema(() => listOf(clienteSchema));

/** A client nested in a cobro: `{nombre, agencias[{nombre}]}`, the id only sometimes. */
export const clienteRefSchema = lazySchema(() =>
  z
    .object({
      id: idSchema.nullish(),
      nombre: displayText,
      agencias: z.array(agenciaRefSchema).nullish(),
      agencia: z.array(agenciaRefSchema).nullish(),
    })
    .transform(({ id, nombre, agencias, agencia }) => ({
      id: id ?? null,
      nombre,
      agencias: agencias ?? agencia ?? [],
    })),
);
export type ClienteRef = z.infer<typeof clienteRefSchema>;

const NOMBRE_REQUIRED = 'El nombre es requerido';
const CATEGORIA_INVALID = 'La categoría debe ser 1 (Terapia) o 2 (TCM)';
const AGENCIA_REQUIRED = 'Selecciona al menos una agencia';
const AGENCIA_INVALID = 'Cada agencia debe indicarse con su id numérico.';
export const CLIENTE_NOMBRE_MAX = 200;
/** Far more than the agencies that exist; it only bounds the work one request can ask for. */
export const CLIENTE_AGENCIAS_MAX = 100;

const agenciaIdInput = lazySchema(() =>
  z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,14}$/)
      .transform(Number),
  ]),
);

/**
 * `POST create_client/` and `PUT update_client/{id}/`: `{nombre, categoria, agencia}`. A select
 * hands over strings, so "1" is accepted for categoria and the agency ids. The ids are checked
 * as a whole so that errors stay under `agencia`, as DRF reports them, and repeats are dropped.
 */
export const clienteRequestSchema = lazySchema(() =>
  z.object({
    nombre: z
      .string({ error: NOMBRE_REQUIRED })
      .trim()
      .normalize('NFC')
      .min(1, NOMBRE_REQUIRED)
      .max(CLIENTE_NOMBRE_MAX, `El nombre no puede tener más de ${CLIENTE_NOMBRE_MAX} caracteres`)
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_INVALID)
      .superRefine(nameRule),
    categoria: z
      .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], {
        error: (issue) =>
          issue.input == null || issue.input === '' ? CATEGORIA_REQUIRED : CATEGORIA_INVALID,
      })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: CATEGORIA_INVALID })),
    agencia: z
      .array(z.unknown(), { error: AGENCIA_REQUIRED })
      .min(1, AGENCIA_REQUIRED)
      .max(CLIENTE_AGENCIAS_MAX, `Selecciona como máximo ${CLIENTE_AGENCIAS_MAX} agencias`)
      .transform((items, ctx) => {
        const ids: number[] = [];
        for (const item of items) {
          const parsed = agenciaIdInput.safeParse(item);
          if (!parsed.success) {
            ctx.addIssue({ code: 'custom', message: AGENCIA_INVALID, input: item });
            return z.NEVER;
          }
          if (!ids.includes(parsed.data)) ids.push(parsed.data);
        }
        return ids;
      }),
  }),
);
export type ClienteRequest = z.infer<typeof clienteRequestSchema>;
