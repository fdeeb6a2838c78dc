import { z } from 'zod';
import { decimal, idSchema } from './common';
import { taskTypeSchema } from './cobro';

const amount = decimal.nullish().transform((value) => value ?? 0);

/** The document of an estimate: `{id, nombre}`; nombre_archivo / nombre_documento are accepted too. */
const estimadoDocumentoSchema = z
  .object({
    id: idSchema,
    nombre: z.string().nullish(),
    nombre_archivo: z.string().nullish(),
    nombre_documento: z.string().nullish(),
  })
  .transform((documento) => ({
    id: documento.id,
    nombre: documento.nombre ?? documento.nombre_archivo ?? documento.nombre_documento ?? '',
  }));

/** A cobro estimado: the amounts expected from one document, as listar_cobros_estimados/ sends it. */
export const cobroEstimadoSchema = z.object({
  id: idSchema,
  documento: estimadoDocumentoSchema,
  bill: amount,
  notas: amount,
  subir_notas: amount,
  open: amount,
  spr: amount,
});
export type CobroEstimado = z.infer<typeof cobroEstimadoSchema>;
export type CobroEstimadoWire = z.input<typeof cobroEstimadoSchema>;
export const cobroEstimadoListSchema = z.array(cobroEstimadoSchema);

/**
 * An adjustment as listar_tarea/ sends it: `{id, tipo_tarea?, cobro: {id, tarea, suma, restar}}`,
 * where `cobro.id` is the cobro estimado. Flattened to the names of the create payload:
 * `{id, cobro, tarea, suma, restar}`.
 */
export const tareaSchema = z
  .object({
    id: idSchema,
    tipo_tarea: taskTypeSchema.nullish(),
    cobro: z.object({
      id: idSchema,
      tarea: taskTypeSchema.nullish(),
      suma: amount,
      restar: amount,
    }),
  })
  .transform((tarea) => ({
    id: tarea.id,
    cobro: tarea.cobro.id,
    tarea: tarea.cobro.tarea ?? tarea.tipo_tarea ?? null,
    suma: tarea.cobro.suma,
    restar: tarea.cobro.restar,
  }));
export type Tarea = z.infer<typeof tareaSchema>;
export type TareaWire = z.input<typeof tareaSchema>;
export const tareaListSchema = z.array(tareaSchema);

/** An extra amount (money received from a client): `{id, monto, cliente}`, sometimes `fecha_registro`. */
export const montoExtraSchema = z.object({
  id: idSchema,
  monto: decimal,
  cliente: idSchema,
  fecha_registro: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type MontoExtra = z.infer<typeof montoExtraSchema>;
export type MontoExtraWire = z.input<typeof montoExtraSchema>;
export const montoExtraListSchema = z.array(montoExtraSchema);

/** A payment as listar_historial_pago/ sends it: `{id, cliente_id, monto, fecha}`. */
export const historialPagoSchema = z
  .object({
    id: idSchema,
    cliente_id: idSchema.optional(),
    cliente: idSchema.optional(),
    monto: decimal,
    fecha: z.string(),
  })
  .transform((pago, ctx) => {
    const clienteId = pago.cliente_id ?? pago.cliente;
    if (clienteId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Formato de datos inválido', path: ['cliente_id'] });
      return z.NEVER;
    }
    return { id: pago.id, cliente_id: clienteId, monto: pago.monto, fecha: pago.fecha };
  });
export type HistorialPago = z.infer<typeof historialPagoSchema>;
export type HistorialPagoWire = z.input<typeof historialPagoSchema>;
export const historialPagoListSchema = z.array(historialPagoSchema);

/** A fund movement as historial_fondo/ sends it. */
export const historialFondoSchema = z.object({
  id: idSchema.nullish().transform((value) => value ?? null),
  cliente_id: idSchema,
  cliente_nombre: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  monto: decimal,
  descripcion: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  fecha: z.string(),
});
export type HistorialFondo = z.infer<typeof historialFondoSchema>;
export type HistorialFondoWire = z.input<typeof historialFondoSchema>;
export const historialFondoListSchema = z.array(historialFondoSchema);

const MONTO_INVALID = 'El monto debe ser un número';
/** Amounts are stored as integer cents; this keeps every cent exact in a double with room to spare. */
export const MONTO_MAX_ABS = 10_000_000_000;

/**
 * `PUT actualizar_monto_extra/{id}/`: `{monto}`, any finite number, negative included (a
 * correction), sent as a number or as a DecimalField-style string such as "12.50".
 */
export const actualizarMontoExtraRequestSchema = z.object({
  monto: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      { error: MONTO_INVALID },
    )
    .pipe(
      z
        .number({ error: MONTO_INVALID })
        .refine(
          (value) => Math.abs(value) <= MONTO_MAX_ABS,
          `El monto no puede superar ${MONTO_MAX_ABS} en valor absoluto`,
        ),
    ),
});
export type ActualizarMontoExtraRequest = z.infer<typeof actualizarMontoExtraRequestSchema>;
