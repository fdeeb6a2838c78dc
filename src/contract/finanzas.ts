import { z } from 'zod';
import { listOf } from './list';
import { decimal, idSchema, numberInput } from './common';
import { wireMoney, type MoneyRules } from './money';
import { formatNumber } from '../domain/format';
import { isTaskType, type TaskType } from '../domain/task-types';
import { taskTypeSchema } from './cobro';
import { CLIENTE_REQUIRED, INVALID_DATA, UNIDADES_TOO_LARGE } from './messages';
import { lazySchema } from './lazy-schema';

const amount = lazySchema(() => decimal.nullish().transform((value) => value ?? 0));

/** The document of an estimate: `{id, nombre}`; nombre_archivo / nombre_documento are accepted too. */
const estimadoDocumentoSchema = lazySchema(() =>
  z
    .object({
      id: idSchema,
      nombre: z.string().nullish(),
      nombre_archivo: z.string().nullish(),
      nombre_documento: z.string().nullish(),
    })
    .transform((documento) => ({
      id: documento.id,
      nombre: documento.nombre ?? documento.nombre_archivo ?? documento.nombre_documento ?? '',
    })),
);

/** A cobro estimado: the amounts expected from one document, as listar_cobros_estimados/ sends it. */
export const cobroEstimadoSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    documento: estimadoDocumentoSchema,
    bill: amount,
    notas: amount,
    subir_notas: amount,
    open: amount,
    spr: amount,
  }),
);
export type CobroEstimado = z.infer<typeof cobroEstimadoSchema>;
export type CobroEstimadoWire = z.input<typeof cobroEstimadoSchema>;
export const cobroEstimadoListSchema = lazySchema(() => listOf(cobroEstimadoSchema));

/**
 * An adjustment as listar_tarea/ sends it: `{id, tipo_tarea?, cobro: {id, tarea, suma, restar}}`,
 * where `cobro.id` is the cobro estimado. Flattened to the names of the create payload:
 * `{id, cobro, tarea, suma, restar}`.
 */
export const tareaSchema = lazySchema(() =>
  z
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
    })),
);
export type Tarea = z.infer<typeof tareaSchema>;
export type TareaWire = z.input<typeof tareaSchema>;
export const tareaListSchema = lazySchema(() => listOf(tareaSchema));

/** An extra amount (money received from a client): `{id, monto, cliente}`, sometimes `fecha_registro`. */
export const montoExtraSchema = lazySchema(() =>
  z.object({
    id: idSchema,
    monto: decimal,
    cliente: idSchema,
    fecha_registro: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
  }),
);
export type MontoExtra = z.infer<typeof montoExtraSchema>;
export type MontoExtraWire = z.input<typeof montoExtraSchema>;
export const montoExtraListSchema = lazySchema(() => listOf(montoExtraSchema));

/** A payment as listar_historial_pago/ sends it: `{id, cliente_id, monto, fecha}`. */
export const historialPagoSchema = lazySchema(() =>
  z
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
        ctx.addIssue({ code: 'custom', message: INVALID_DATA, path: ['cliente_id'] });
        return z.NEVER;
      }
      return { id: pago.id, cliente_id: clienteId, monto: pago.monto, fecha: pago.fecha };
    }),
);
export type HistorialPago = z.infer<typeof historialPagoSchema>;
export type HistorialPagoWire = z.input<typeof historialPagoSchema>;
export const historialPagoListSchema = lazySchema(() => listOf(historialPagoSchema));

/**
 * `POST ext/pagos_cliente/` (extension `pago_atomico`) answers 201 with both rows it wrote: the
 * extra amount and the history entry that holds it.
 */
export const pagoClienteResponseSchema = lazySchema(() =>
  z.object({
    monto_extra: montoExtraSchema,
    pago: historialPagoSchema,
  }),
);
export type PagoClienteResponse = z.input<typeof pagoClienteResponseSchema>;

/** A fund movement as historial_fondo/ sends it. */
export const historialFondoSchema = lazySchema(() =>
  z.object({
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
  }),
);
export type HistorialFondo = z.infer<typeof historialFondoSchema>;
export type HistorialFondoWire = z.input<typeof historialFondoSchema>;
export const historialFondoListSchema = lazySchema(() => listOf(historialFondoSchema));

/** Amounts are stored as integer cents; this keeps every cent exact in a double with room to spare. */
export const MONTO_MAX_ABS = 10_000_000_000;

/** Refusals of the client-payment and adjustment calls, shared by the server and the screens. */
export const FINANZAS_MESSAGES = {
  clienteRequired: CLIENTE_REQUIRED,
  clienteNotFound: 'Cliente no encontrado',
  fechaInvalid: 'La fecha de pago debe tener el formato AAAA-MM-DD',
  fechaFutura: 'La fecha de pago no puede ser posterior a hoy',
  cobroRequired: 'El cobro estimado es requerido',
  cobroNotFound: 'No se encontró el cobro estimado',
  tareaInvalid: 'El tipo de tarea debe ser un número del 1 al 5',
  unidadesInvalid: 'Las unidades deben ser un número mayor o igual a 0',
  unidadesTooLarge: UNIDADES_TOO_LARGE,
  sumarORestar: 'Indique unidades mayores que 0 en sumar o en restar (solo en uno de los dos)',
  restarExcede: (maxUnits: number) =>
    `No se puede restar tanto: el total estimado del documento quedaría por debajo de 0. Como máximo se pueden restar ${formatNumber(maxUnits, Number.isInteger(maxUnits) ? 0 : 2)} unidades.`,
} as const;

/** Far above any real adjustment; it keeps a typo from becoming an estimate. */
export const TAREA_UNIDADES_MAX = 1_000_000;

/** Money received: above 0, at most two decimals (stored in cents), within MONTO_MAX_ABS. */
export const PAGO_MONTO_RULES: MoneyRules = {
  maxCents: MONTO_MAX_ABS * 100,
  allowZero: false,
  allowNegative: false,
};
const montoPositivo = wireMoney(PAGO_MONTO_RULES);

/** `PUT monto_extra/{clienteId}` (no trailing slash): `{monto}`, the money received. */
export const montoExtraRequestSchema = lazySchema(() => z.object({ monto: montoPositivo }));
export type MontoExtraRequest = z.infer<typeof montoExtraRequestSchema>;

/**
 * `PUT actualizar_monto_extra/{id}/`: `{monto}`, as a number or a DecimalField-style string such
 * as "12.50". A correction of what was received is still money received: above 0 and to the cent,
 * like the amount it corrects. Zero or a negative amount would leave the client's paid total below
 * the payments Historial shows for it; money that was never received is deleted, which takes its
 * payment with it (eliminar_monto_extra).
 */
export const MONTO_EXTRA_RULES: MoneyRules = PAGO_MONTO_RULES;
export const actualizarMontoExtraRequestSchema = lazySchema(() =>
  z.object({ monto: wireMoney(MONTO_EXTRA_RULES) }),
);
export type ActualizarMontoExtraRequest = z.infer<typeof actualizarMontoExtraRequestSchema>;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
const calendarDate = lazySchema(() =>
  z
    .string({ error: FINANZAS_MESSAGES.fechaInvalid })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: FINANZAS_MESSAGES.fechaInvalid, abort: true })
    .refine((value) => {
      const [year, month, day] = value.split('-').map(Number);
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, FINANZAS_MESSAGES.fechaInvalid),
);

const positiveId = (required: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: required })
    .pipe(
      z.number({ error: required }).int(required).positive(required).max(Number.MAX_SAFE_INTEGER, required),
    );

/**
 * `POST historial_pago/`: `{cliente, monto, fecha_pago}`. Whether the date is after today
 * depends on the clock of whoever checks it, so that check is the server's (and the form's).
 */
export const historialPagoRequestSchema = lazySchema(() =>
  z.object({
    cliente: positiveId(FINANZAS_MESSAGES.clienteRequired),
    monto: montoPositivo,
    fecha_pago: calendarDate,
  }),
);
export type HistorialPagoRequest = z.infer<typeof historialPagoRequestSchema>;

const unidadesAjuste = numberInput(FINANZAS_MESSAGES.unidadesInvalid).pipe(
  z
    .number()
    .finite(FINANZAS_MESSAGES.unidadesInvalid)
    .min(0, FINANZAS_MESSAGES.unidadesInvalid)
    .max(TAREA_UNIDADES_MAX, FINANZAS_MESSAGES.unidadesTooLarge),
);

/**
 * `POST crear_tarea/`: `{cobro, tarea, sumar, restar}`, `cobro` being the cobro estimado. One
 * adjustment moves the estimate one way: exactly one of sumar and restar is above 0 and the
 * other is 0 or left out; an adjustment of nothing is refused rather than stored as a no-op row.
 */
export const crearTareaRequestSchema = lazySchema(() =>
  z
    .object({
      cobro: positiveId(FINANZAS_MESSAGES.cobroRequired),
      tarea: positiveId(FINANZAS_MESSAGES.tareaInvalid).pipe(
        z.custom<TaskType>(isTaskType, FINANZAS_MESSAGES.tareaInvalid),
      ),
      sumar: unidadesAjuste.optional().default(0),
      restar: unidadesAjuste.optional().default(0),
    })
    // Only once the fields are valid, so a negative sumar is not also reported as "no side above 0".
    .refine((value) => value.sumar > 0 !== value.restar > 0, {
      message: FINANZAS_MESSAGES.sumarORestar,
      when: (payload) => payload.issues.length === 0,
    }),
);
export type CrearTareaRequest = z.infer<typeof crearTareaRequestSchema>;
