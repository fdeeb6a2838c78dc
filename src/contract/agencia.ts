import { z } from 'zod';
import { listOf } from './list';
import {
  CONTROL_CHARACTERS_INVALID,
  displayText,
  hasNoControlCharacters,
  idSchema,
  namedRefSchema,
  nameRule,
} from './common';
import { lazySchema } from './lazy-schema';

/** An agency as listar_agencia/ and the client endpoints send it. */
export const agenciaSchema = namedRefSchema;
export type Agencia = z.infer<typeof agenciaSchema>;
export const agenciaListSchema = lazySchema(() => listOf(agenciaSchema));

/**
 * An agency nested in a cobro or a document: spec section 3 shows only `{nombre}` there,
 * so the id may be missing.
 */
export const agenciaRefSchema = lazySchema(() =>
  z.object({
    id: idSchema.nullish().transform((value) => value ?? null),
    nombre: displayText,
  }),
);
export type AgenciaRef = z.infer<typeof agenciaRefSchema>;

const AGENCIA_NOMBRE_REQUIRED = 'El nombre de la agencia es requerido';
export const AGENCIA_NOMBRE_MAX = 120;

/** `POST crear_agencia/`. */
export const crearAgenciaRequestSchema = lazySchema(() =>
  z.object({
    nombre: z
      .string({ error: AGENCIA_NOMBRE_REQUIRED })
      .trim()
      .normalize('NFC')
      .min(1, AGENCIA_NOMBRE_REQUIRED)
      .max(
        AGENCIA_NOMBRE_MAX,
        `El nombre de la agencia no puede tener más de ${AGENCIA_NOMBRE_MAX} caracteres`,
      )
      .refine(hasNoControlCharacters, CONTROL_CHARACTERS_INVALID)
      .superRefine(nameRule),
  }),
);
export type CrearAgenciaRequest = z.infer<typeof crearAgenciaRequestSchema>;
