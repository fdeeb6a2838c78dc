import { z } from 'zod';
import { decimal, idSchema } from './common';
import { agenciaRefSchema, agenciaSchema } from './agencia';

/** 1 Terapia, 2 TCM (spec section 3); may arrive as "1". */
export const categoriaSchema = idSchema.pipe(z.union([z.literal(1), z.literal(2)]));
export type Categoria = z.infer<typeof categoriaSchema>;

/**
 * A client. The client endpoints name the agency list `agencia`, the nested forms `agencias`
 * (backend-notes); both become `agencias`. list_client/ may send only id and nombre, so the rest
 * is optional with neutral defaults. `fondo`/`fecha_fondo` are the client's credit when sent.
 */
export const clienteSchema = z
  .object({
    id: idSchema,
    nombre: z.string(),
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
  }));
export type Cliente = z.infer<typeof clienteSchema>;
export type ClienteWire = z.input<typeof clienteSchema>;
export const clienteListSchema = z.array(clienteSchema);

/** A client nested in a cobro: `{nombre, agencias[{nombre}]}`, the id only sometimes. */
export const clienteRefSchema = z
  .object({
    id: idSchema.nullish(),
    nombre: z.string(),
    agencias: z.array(agenciaRefSchema).nullish(),
    agencia: z.array(agenciaRefSchema).nullish(),
  })
  .transform(({ id, nombre, agencias, agencia }) => ({
    id: id ?? null,
    nombre,
    agencias: agencias ?? agencia ?? [],
  }));
export type ClienteRef = z.infer<typeof clienteRefSchema>;
