import { z } from 'zod';
import { anioSchema, mesSchema } from './cierre-mes';
import './common';
import { lazySchema } from './lazy-schema';

/**
 * Extension `resumenes` (shared/extensions.md): the cobro lists narrowed to a period, the SuperAdmin
 * Home's figures and the per-client and per-document figures of 'Pagos de Clientes' and
 * 'Comparativa'. Amounts are soles with at most two decimals, computed in céntimos by the same
 * src/domain rules the app applies to the full lists.
 */

export const RESUMENES_MESSAGES = {
  periodoIncompleto: 'Indique el año y el mes del periodo (anio y mes), o ninguno de los dos.',
  documentoInvalido: 'El documento debe ser un número entero positivo.',
  documentoConPeriodo: 'Indique el documento o el periodo (anio y mes), no ambos.',
  formatoInvalido: 'El formato solo puede ser "columnas".',
  formatoSinPeriodo: 'El formato por columnas se pide para un periodo (anio y mes).',
} as const;

/**
 * `?anio=&mes=` of `listar_cobro/` and `listar_cobro_usuario_en_sesion/`: both, or neither; or
 * `?documento=` alone (`listar_cobro/`: one document's cobros, our own addition to `resumenes`).
 * With a period, `&formato=columnas` asks the same cobros in columns (cobro-columns-wire.ts),
 * our own addition too.
 */
export const periodoListaQuerySchema = lazySchema(() =>
  z.object({
    anio: anioSchema.optional(),
    mes: mesSchema.optional(),
    documento: z
      .string({ error: RESUMENES_MESSAGES.documentoInvalido })
      .regex(/^[1-9]\d{0,14}$/, RESUMENES_MESSAGES.documentoInvalido)
      .transform(Number)
      .optional(),
    formato: z.literal('columnas', { error: RESUMENES_MESSAGES.formatoInvalido }).optional(),
  }),
);

/** `GET ext/resumen_finanzas/?anio=`: the year of the series (default: the current year in agency time). */
export const resumenFinanzasQuerySchema = lazySchema(() => z.object({ anio: anioSchema.optional() }));

const money = lazySchema(() => z.number());
const estadoSchema = lazySchema(() => z.enum(['Pendiente', 'Pagado']));
/** A client's debt by age: 0-30, 31-60, 61-90 and over 90 days. */
const agingSchema = lazySchema(() =>
  z.object({ d0_30: money, d31_60: money, d61_90: money, d90_mas: money }),
);

/** `GET ext/resumen_finanzas/`: the four cards of the SuperAdmin Home, Deuda and Fondo, and the year's series. */
export const resumenFinanzasSchema = lazySchema(() =>
  z.object({
    total_cobrar: money,
    total_cobrado: money,
    total_pagado: money,
    pendiente: money,
    deuda: money,
    fondo: money,
    anio: z.number().int(),
    serie: z.array(z.object({ mes: mesSchema, cobrado: money, estimado: money })),
    /**
     * Our addition: 'Clientes con mayor deuda' (the five that owe most, as the Home lists them) with
     * each one's debt by age, and 'Últimos pagos recibidos' (the six newest). Absent from an older
     * server: the Home then computes them from the small lists.
     */
    deudores: z
      .array(
        z.object({
          id: z.number().int(),
          nombre: z.string(),
          deuda: money,
          /** Null when the client owes nothing by age (its aging finds no debt). */
          antiguedad: agingSchema.nullable(),
        }),
      )
      .optional(),
    pagos_recientes: z
      .array(
        z.object({
          id: z.number().int(),
          fecha: z.string(),
          cliente_id: z.number().int(),
          cliente: z.string(),
          monto: money,
        }),
      )
      .optional(),
  }),
);
export type ResumenFinanzas = z.infer<typeof resumenFinanzasSchema>;

const documentoResumenSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    nombre: z.string(),
    /** The cobro estimado adjustments are written against; null when the document has none. */
    estimado_id: z.number().int().nullable(),
    /** Estimate plus adjustments ('Pagos de Clientes' and 'Comparativa'). */
    estimado: money,
    ajustes: money,
    /** The client's payments spread over its documents in proportion to their estimates. */
    pagado: money,
    estado: estadoSchema,
    /** 'Real': the units registered on the document and what they are worth. */
    real_unidades: z.number(),
    real: money,
    /** Real minus estimated. */
    diferencia: money,
    discrepancia: z.boolean(),
    /** How many cobros the document has (its lines on 'Comparativa': `listar_cobro/?documento=`). */
    cobros: z.number().int(),
    /**
     * Our addition: how many adjustment lines (`listar_tarea/` against its cobro estimado) the
     * document has, so 'Comparativa' asks for the tasks only when one is opened. Absent from an
     * older server: the app then reads the tasks with the summary.
     */
    ajustes_lineas: z.number().int().optional(),
  }),
);

const clienteResumenSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    nombre: z.string(),
    estimado: money,
    ajustes: money,
    pagado: money,
    /** Estimated minus paid, as `estado_cuenta` runs it: positive is owed (Deuda), negative a fund (Fondo). */
    saldo: money,
    saldo_tipo: z.enum(['Deuda', 'Fondo', 'Saldado']),
    estado: estadoSchema,
    /** Paid beyond the estimate. */
    fondo: money,
    real_unidades: z.number(),
    real: money,
    discrepancias: z.number().int(),
    /**
     * Our addition: the client's debt by age at the agency's today, as 'Pagos de Clientes' shows it;
     * null when its aging finds no debt. Absent from an older server: the page then reads the lists.
     */
    antiguedad: agingSchema.nullable().optional(),
    documentos: z.array(documentoResumenSchema),
  }),
);

/** `GET ext/resumen_clientes/`: every client, in the order of `list_client/`, with its documents. */
export const resumenClientesSchema = lazySchema(() => z.object({ clientes: z.array(clienteResumenSchema) }));
export type ResumenClientes = z.infer<typeof resumenClientesSchema>;
export type ClienteResumen = z.infer<typeof clienteResumenSchema>;
export type DocumentoResumen = z.infer<typeof documentoResumenSchema>;
