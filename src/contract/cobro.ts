import { z } from 'zod';
import { MONTHS } from '../domain/months';
import { isTaskType, type TaskType } from '../domain/task-types';
import { decimal, idSchema, namedRefSchema } from './common';
import { clienteRefSchema } from './cliente';

/** `mes` is a lowercase Spanish month; the casing and spaces are forgiven on the way in. */
export const monthSchema = z
  .string()
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.enum(MONTHS));

export const taskTypeSchema = idSchema.pipe(z.custom<TaskType>(isTaskType, 'Tipo de tarea inválido'));

/** A record of a cobro (contenido, contenido_open, contenido_spr). */
export const cobroRegistroSchema = z.object({
  id: idSchema.nullish().transform((value) => value ?? null),
  nombre_completo: z.string(),
  unidades: decimal,
});
export type CobroRegistro = z.infer<typeof cobroRegistroSchema>;

const registros = z
  .array(cobroRegistroSchema)
  .nullish()
  .transform((value) => value ?? []);

const amount = decimal.nullish().transform((value) => value ?? 0);
const note = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** The document of a cobro: `{id, nombre_documento}`; nombre_archivo is accepted as the name too. */
export const cobroDocumentoSchema = z
  .object({
    id: idSchema.nullish(),
    nombre_documento: z.string().nullish(),
    nombre_archivo: z.string().nullish(),
  })
  .transform((documento) => ({
    id: documento.id ?? null,
    nombre_documento: documento.nombre_documento ?? documento.nombre_archivo ?? '',
  }));

/**
 * A cobro as listar_cobro/, listar_cobro_usuario_en_sesion/ and listar_cobro_detalles/{id}/
 * send it. Record lists, amounts and notes that are missing or null become [] / 0 / null;
 * numbers may be strings. `unidades` stays as sent: use domain `cobroUnits`, never add it to
 * the records' sum.
 */
export const cobroSchema = z.object({
  id: idSchema,
  cliente: clienteRefSchema.nullish().transform((value) => value ?? null),
  documento: cobroDocumentoSchema.nullish().transform((value) => value ?? null),
  usuario_registra: namedRefSchema.nullish().transform((value) => value ?? null),
  usuario_supervisor: namedRefSchema.nullish().transform((value) => value ?? null),
  mes: monthSchema,
  tipo_tarea: taskTypeSchema,
  unidades: amount,
  bonificado: amount,
  sancionado: amount,
  nota_bonificado: note,
  nota_sancionado: note,
  contenido: registros,
  contenido_open: registros,
  contenido_spr: registros,
  pagado: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  fecha_creacion: note,
});
export type Cobro = z.infer<typeof cobroSchema>;
export type CobroWire = z.input<typeof cobroSchema>;
export const cobroListSchema = z.array(cobroSchema);

/** insertar_cobro/ and insertar_cobro_doble/ answer `{success: true, ...}` (backend-notes). */
export const cobroMutationResponseSchema = z.looseObject({
  success: z.literal(true),
  message: z.string().optional(),
});
