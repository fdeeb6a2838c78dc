import { z } from 'zod';
import { MONTHS, monthLabel, type Month } from '../domain/months';
import './common';
import { lazySchema } from './lazy-schema';

/**
 * Extensions `cierre_mes` and `auditoria` (shared/extensions.md): a month's payroll, closing and
 * reopening it, and the change history. Requests are read by these schemas on the server; the
 * answers are typed by the wire types below.
 */

export const PERIODO_ANIO_MIN = 2000;
export const PERIODO_ANIO_MAX = 2100;
export const MOTIVO_REAPERTURA_MIN = 10;
export const MOTIVO_REAPERTURA_MAX = 500;

export const CIERRE_MESSAGES = {
  anioInvalido: `Indique un año válido, entre ${PERIODO_ANIO_MIN} y ${PERIODO_ANIO_MAX}.`,
  mesInvalido: 'Indique un mes válido, en minúsculas: enero, febrero, …, diciembre.',
  usuarioInvalido: 'Indique un usuario válido.',
  usuarioSinCobros: 'Este usuario no cobra nada en ese mes; no hay nada que cerrar.',
  periodoSinCobros: 'No hay cobros en ese mes; no hay nada que cerrar.',
  yaCerrado: (nombre: string, periodo: string) => `El mes de ${periodo} de ${nombre} ya está cerrado.`,
  todosCerrados: (periodo: string) => `El mes de ${periodo} ya está cerrado para todos sus trabajadores.`,
  cierreNoEncontrado: 'No se encontró el cierre.',
  yaReabierto: 'Este cierre ya fue reabierto; cierre el mes de nuevo si hace falta.',
  motivoCorto: `Explique el motivo de la reapertura en al menos ${MOTIVO_REAPERTURA_MIN} caracteres.`,
  motivoLargo: `El motivo no puede pasar de ${MOTIVO_REAPERTURA_MAX} caracteres.`,
  boletaUsuarioNoEncontrado: 'No se encontró el trabajador.',
  boletaSinCobros: (periodo: string) => `Este trabajador no cobra nada en ${periodo}; no hay boleta.`,
  boletasSinCobros: (periodo: string) => `Nadie cobra nada en ${periodo}; no hay boletas.`,
  /** The lock's 409: names the worker and the period. */
  mesCerrado: (nombre: string, periodo: string) =>
    `Mes cerrado: el mes de ${periodo} de ${nombre} está cerrado y este cambio alteraría su pago. Pida a un SuperAdmin que lo reabra.`,
} as const;

/** A page of the change history: `limite` records at most, this many when not given. */
export const AUDITORIA_LIMITE_DEFECTO = 200;
export const AUDITORIA_LIMITE_MAX = 500;

export const AUDITORIA_MESSAGES = {
  entidadInvalida: 'La entidad no es válida.',
  idSinEntidad: 'Indique la entidad del id.',
  idInvalido: 'El id debe ser un número entero positivo.',
  usuarioInvalido: 'El usuario debe ser un número entero positivo.',
  fechaInvalida: 'Indique una fecha válida con el formato AAAA-MM-DD.',
  rangoInvertido: 'La fecha "desde" no puede ser posterior a "hasta".',
  clienteInvalido: 'El cliente debe ser un número entero positivo.',
  trabajadorInvalido: 'El trabajador debe ser un número entero positivo.',
  limiteInvalido: `El límite debe ser un número entero entre 1 y ${AUDITORIA_LIMITE_MAX}.`,
  antesInvalido: 'El parámetro "antes" debe ser el id de un registro (entero positivo).',
} as const;

/** 'marzo de 2026', as the lock and the refusals name a period. */
export const periodoLabel = (anio: number, mes: string): string => `${monthLabel(mes)} de ${anio}`;

export const anioSchema = lazySchema(() =>
  z.coerce
    .number({ error: CIERRE_MESSAGES.anioInvalido })
    .int(CIERRE_MESSAGES.anioInvalido)
    .min(PERIODO_ANIO_MIN, CIERRE_MESSAGES.anioInvalido)
    .max(PERIODO_ANIO_MAX, CIERRE_MESSAGES.anioInvalido),
);

export const mesSchema = lazySchema(() => z.enum(MONTHS, { error: CIERRE_MESSAGES.mesInvalido }));

/** A positive whole id, as a number or (in a query) a string of digits. */
const positiveId = (error: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      ],
      { error },
    )
    .pipe(z.number().int(error).min(1, error));

/** `GET ext/liquidacion/?anio=&mes=`. */
export const periodoQuerySchema = lazySchema(() => z.object({ anio: anioSchema, mes: mesSchema }));
export type Periodo = { anio: number; mes: Month };

/** `POST ext/cierres/` `{anio, mes, usuario?}`: one worker, or every worker paid in the period. */
export const cerrarRequestSchema = lazySchema(() =>
  z.object({
    anio: anioSchema,
    mes: mesSchema,
    usuario: positiveId(CIERRE_MESSAGES.usuarioInvalido).nullish(),
  }),
);

/** `DELETE ext/cierres/{id}/` `{motivo}`. */
export const reabrirRequestSchema = lazySchema(() =>
  z.object({
    motivo: z
      .string({ error: CIERRE_MESSAGES.motivoCorto })
      .trim()
      .min(MOTIVO_REAPERTURA_MIN, CIERRE_MESSAGES.motivoCorto)
      .max(MOTIVO_REAPERTURA_MAX, CIERRE_MESSAGES.motivoLargo),
  }),
);

export type UsuarioRefWire = { id: number; nombre: string };

export type CierreWire = {
  id: number;
  usuario: UsuarioRefWire;
  anio: number;
  mes: string;
  cerrado_por: UsuarioRefWire;
  cerrado_en: string;
  reabierto_por: UsuarioRefWire | null;
  reabierto_en: string | null;
  motivo_reapertura: string | null;
};

/** `GET ext/cierres/?anio=&mes=`: both optional; each one given narrows. */
export const cierresQuerySchema = lazySchema(() =>
  z.object({ anio: anioSchema.optional(), mes: mesSchema.optional() }),
);

const usuarioRefSchema = lazySchema(() => z.object({ id: z.number(), nombre: z.string() }));

/** A closing in force as `GET ext/cierres/` lists it: what the screens need to say a month is locked. */
export const cierreVigenteSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    anio: z.number(),
    mes: z.string(),
    usuario: usuarioRefSchema,
    cerrado_por: usuarioRefSchema,
    cerrado_en: z.string(),
  }),
);
export type CierreVigenteWire = z.infer<typeof cierreVigenteSchema>;
export const cierresVigentesSchema = lazySchema(() => z.array(cierreVigenteSchema));

export type LiquidacionMoneyWire = {
  devengado: number;
  bonificaciones: number;
  descuentos: number;
  neto: number;
};

export type LiquidacionRowWire = {
  usuario: UsuarioRefWire & { rol: string | null };
  /**
   * Our addition to `cierre_mes`: the workers whose cobros this one supervises in the period, by
   * name. Optional: a server without it still answers, and 'Lista Pagos' then reads the names
   * from the period's cobros.
   */
  supervisados?: UsuarioRefWire[];
  unidades_propias: number;
  unidades_supervisadas: number;
  cobros: number;
  estado: 'abierto' | 'cerrado';
  cierre: { id: number; cerrado_por: UsuarioRefWire; cerrado_en: string } | null;
} & LiquidacionMoneyWire;

export type LiquidacionWire = {
  anio: number;
  mes: string;
  filas: LiquidacionRowWire[];
  totales: LiquidacionMoneyWire;
};

const liquidacionMoneySchema = lazySchema(() =>
  z.object({
    devengado: z.number(),
    bonificaciones: z.number(),
    descuentos: z.number(),
    neto: z.number(),
  }),
);

/** `GET ext/liquidacion/` as the app reads it. */
export const liquidacionSchema = lazySchema(
  () =>
    z.object({
      anio: z.number(),
      mes: z.string(),
      filas: z.array(
        liquidacionMoneySchema.extend({
          usuario: usuarioRefSchema.extend({ rol: z.string().nullable() }),
          supervisados: z.array(usuarioRefSchema).optional(),
          unidades_propias: z.number(),
          unidades_supervisadas: z.number(),
          cobros: z.number(),
          estado: z.enum(['abierto', 'cerrado']),
          cierre: z
            .object({ id: z.number(), cerrado_por: usuarioRefSchema, cerrado_en: z.string() })
            .nullable(),
        }),
      ),
      totales: liquidacionMoneySchema,
    }) satisfies z.ZodType<LiquidacionWire>,
);

/** What the history records, by entity; `entidad_id` is that entity's id. */
export const AUDITORIA_ENTIDADES = [
  'cobro',
  'monto_extra',
  'historial_pago',
  'tarea',
  'usuario',
  'cierre',
] as const;
export type AuditoriaEntidad = (typeof AUDITORIA_ENTIDADES)[number];
export type AuditoriaAccion = 'crear' | 'modificar' | 'eliminar' | 'cerrar' | 'reabrir';

const fechaSchema = lazySchema(() =>
  z.string({ error: AUDITORIA_MESSAGES.fechaInvalida }).refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const [y, m, d] = value.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, AUDITORIA_MESSAGES.fechaInvalida),
);

/**
 * `GET ext/auditoria/?entidad=&id=&usuario=&desde=&hasta=&cliente=&trabajador=&limite=&antes=`:
 * every filter optional, days inclusive. `usuario` is who made the change; `cliente` is every
 * record of that client's money (its extra amounts, payments and unit adjustments); `trabajador`
 * every record of that worker's pay (the cobros it registered or supervises, its role, its
 * closings). A page is `limite` records, newest first, with ids below `antes`.
 */
export const auditoriaQuerySchema = lazySchema(() =>
  z
    .object({
      entidad: z.enum(AUDITORIA_ENTIDADES, { error: AUDITORIA_MESSAGES.entidadInvalida }).optional(),
      id: positiveId(AUDITORIA_MESSAGES.idInvalido).optional(),
      usuario: positiveId(AUDITORIA_MESSAGES.usuarioInvalido).optional(),
      desde: fechaSchema.optional(),
      hasta: fechaSchema.optional(),
      cliente: positiveId(AUDITORIA_MESSAGES.clienteInvalido).optional(),
      trabajador: positiveId(AUDITORIA_MESSAGES.trabajadorInvalido).optional(),
      limite: positiveId(AUDITORIA_MESSAGES.limiteInvalido)
        .pipe(z.number().max(AUDITORIA_LIMITE_MAX, AUDITORIA_MESSAGES.limiteInvalido))
        .default(AUDITORIA_LIMITE_DEFECTO),
      antes: positiveId(AUDITORIA_MESSAGES.antesInvalido).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.id !== undefined && value.entidad === undefined) {
        ctx.addIssue({ code: 'custom', path: ['entidad'], message: AUDITORIA_MESSAGES.idSinEntidad });
      }
      if (value.desde !== undefined && value.hasta !== undefined && value.desde > value.hasta) {
        ctx.addIssue({ code: 'custom', path: ['desde'], message: AUDITORIA_MESSAGES.rangoInvertido });
      }
    }),
);

export type AuditoriaWire = {
  id: number;
  fecha: string;
  usuario: UsuarioRefWire;
  accion: AuditoriaAccion;
  entidad: AuditoriaEntidad;
  entidad_id: number;
  campo: string | null;
  antes: unknown;
  despues: unknown;
  motivo: string | null;
};

/** The history's answer as the app reads it. */
export const auditoriaListSchema = lazySchema(() =>
  z.array(
    z.object({
      id: z.number(),
      fecha: z.string(),
      usuario: z.object({ id: z.number(), nombre: z.string() }),
      accion: z.enum(['crear', 'modificar', 'eliminar', 'cerrar', 'reabrir']),
      entidad: z.enum(AUDITORIA_ENTIDADES),
      entidad_id: z.number(),
      campo: z.string().nullable(),
      antes: z.unknown(),
      despues: z.unknown(),
      motivo: z.string().nullable(),
    }) satisfies z.ZodType<AuditoriaWire>,
  ),
);
