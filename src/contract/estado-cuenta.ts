import { z } from 'zod';
import { isCalendarDay } from '../domain/calendar-day';
import { fromCents, toCents, type Cents } from '../domain/cents';
import type { AgingMovement, Movement, MovementKind } from '../domain/client-account';
import type { BalanceCents } from '../domain/finance';
import { formatMoney } from '../domain/format';
import { taskTypeLabel } from '../domain/task-types';
import './common';
import { lazySchema } from './lazy-schema';

/**
 * Extension `estado_cuenta` (shared/extensions.md): a client's statement and the check of every
 * client's paid amount against its payment history. The server reads the query with these schemas
 * and types its answers with the wire types; the app validates the answers with the schemas.
 * Amounts travel as decimals of the currency with at most two decimals (céntimos / 100).
 */

export const ESTADO_CUENTA_MESSAGES = {
  fechaInvalida: 'Indique una fecha válida con el formato AAAA-MM-DD.',
  rangoInvertido: 'La fecha "desde" no puede ser posterior a "hasta".',
  clienteInvalido: 'El cliente debe ser un número entero positivo.',
  clienteNoEncontrado: 'Cliente no encontrado',
  /** The CLI's last line when every client agrees. */
  todosCuadran: (revisados: number) =>
    revisados === 1 ? 'El cliente cuadra.' : `Los ${revisados} clientes cuadran.`,
  conDiferencias: (diferencias: number, revisados: number) =>
    `${diferencias} de ${revisados} clientes no cuadran:`,
  diferencia: (nombre: string, id: number, registrado: number, historial: number, detalle: string) =>
    `- ${nombre} (id ${id}): pagado registrado ${formatMoney(registrado)}, según el historial ${formatMoney(historial)}. ${detalle}`,
  cliUso: 'Uso: npm run verificar-saldos [BASE_DE_DATOS]',
  cliSinBase: (file: string) => `No existe la base de datos ${file}.`,
} as const;

const money = (cents: Cents) => formatMoney(fromCents(cents));
const balanceText = ({ kind, cents }: BalanceCents) =>
  kind === 'Saldado' ? kind : `${kind} ${money(cents)}`;

/** What each movement of a statement says, in Spanish. */
export const MOVIMIENTO_DESCRIPCION = {
  cargo: 'Cobro estimado del documento',
  ajuste: (cents: Cents, tarea: number | null) =>
    `${cents < 0 ? 'Resta' : 'Suma'} de unidades${tarea === null ? '' : ` (${taskTypeLabel(tarea)})`}`,
  pago: 'Pago registrado',
} as const;

/** The causes `verificar_saldos` names in `detalle`, in Spanish. */
export const VERIFICAR_DETALLE = {
  sumas: (registradoCents: Cents, historialCents: Cents) =>
    `El pagado registrado (montos extra) suma ${money(registradoCents)} y el historial de pagos ${money(historialCents)}.`,
  pagoDistinto: (pagoId: number, pagoCents: Cents, montoId: number, montoCents: Cents) =>
    `El pago ${pagoId} del historial es de ${money(pagoCents)} y su monto extra ${montoId} de ${money(montoCents)}.`,
  pagoSinMonto: (pagoId: number, pagoCents: Cents) =>
    `El pago ${pagoId} del historial (${money(pagoCents)}) no tiene monto extra: no cuenta como pagado.`,
  pagoDeOtroCliente: (pagoId: number, montoId: number, otroCliente: number) =>
    `El pago ${pagoId} del historial es de este cliente, pero su monto extra ${montoId} es del cliente ${otroCliente}.`,
  montoDeOtroCliente: (montoId: number, pagoId: number, otroCliente: number) =>
    `El monto extra ${montoId} es de este cliente, pero su pago ${pagoId} del historial es del cliente ${otroCliente}.`,
  montoRepetido: (montoId: number, pagoIds: readonly number[]) =>
    `El monto extra ${montoId} lo tienen ${pagoIds.length} pagos del historial (${pagoIds.join(', ')}); cuenta una sola vez como pagado.`,
  montoSinPago: (montoId: number, montoCents: Cents) =>
    `El monto extra ${montoId} (${money(montoCents)}) no tiene pago en el historial.`,
  saldos: (registrado: BalanceCents, historial: BalanceCents) =>
    `Pagos de Clientes muestra ${balanceText(registrado)}; según el historial sería ${balanceText(historial)}.`,
} as const;

/** The description of a domain movement, as the statement and its PDF show it. */
export function movimientoDescripcion(movement: Movement): string {
  if (movement.tipo === 'pago') return MOVIMIENTO_DESCRIPCION.pago;
  if (movement.tipo === 'ajuste')
    return MOVIMIENTO_DESCRIPCION.ajuste(movement.cargoCents - movement.abonoCents, movement.tarea);
  return MOVIMIENTO_DESCRIPCION.cargo;
}

/** A query day: absent or empty means an open end. */
const diaSchema = lazySchema(() =>
  z
    .string({ error: ESTADO_CUENTA_MESSAGES.fechaInvalida })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isCalendarDay(value), ESTADO_CUENTA_MESSAGES.fechaInvalida),
);

/** `?desde=&hasta=`: both optional, days inclusive, desde not after hasta. */
export const estadoCuentaQuerySchema = lazySchema(() =>
  z.object({ desde: diaSchema, hasta: diaSchema }).superRefine((value, ctx) => {
    if (value.desde !== undefined && value.hasta !== undefined && value.desde > value.hasta) {
      ctx.addIssue({ code: 'custom', path: ['desde'], message: ESTADO_CUENTA_MESSAGES.rangoInvertido });
    }
  }),
);
export type EstadoCuentaQuery = z.infer<typeof estadoCuentaQuerySchema>;

/** An amount of the currency with at most two decimals. */
const montoSchema = lazySchema(() =>
  z
    .number()
    .finite()
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6),
);

const clienteRefSchema = lazySchema(() => z.object({ id: z.number().int(), nombre: z.string() }));

export const MOVIMIENTO_TIPOS = ['cargo', 'ajuste', 'pago'] as const satisfies readonly MovementKind[];

export const movimientoSchema = lazySchema(() =>
  z.object({
    fecha: z.string(),
    tipo: z.enum(MOVIMIENTO_TIPOS),
    descripcion: z.string(),
    documento: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
    cargo: montoSchema,
    abono: montoSchema,
    saldo: montoSchema,
  }),
);
export type MovimientoWire = z.infer<typeof movimientoSchema>;

/** `GET ext/estado_cuenta/{clienteId}/`: `desde`/`hasta` are null when that end is open. */
export const estadoCuentaSchema = lazySchema(() =>
  z.object({
    cliente: clienteRefSchema,
    desde: z.string().nullable(),
    hasta: z.string().nullable(),
    saldo_inicial: montoSchema,
    movimientos: z.array(movimientoSchema),
    saldo_final: montoSchema,
  }),
);
export type EstadoCuentaWire = z.infer<typeof estadoCuentaSchema>;

export const diferenciaSaldoSchema = lazySchema(() =>
  z.object({
    cliente: clienteRefSchema,
    pagado_registrado: montoSchema,
    pagado_historial: montoSchema,
    detalle: z.string(),
  }),
);
export type DiferenciaSaldoWire = z.infer<typeof diferenciaSaldoSchema>;

/** `GET ext/verificar_saldos/`. */
export const verificarSaldosSchema = lazySchema(() =>
  z.object({
    revisados: z.number().int(),
    diferencias: z.array(diferenciaSaldoSchema),
  }),
);
export type VerificarSaldosWire = z.infer<typeof verificarSaldosSchema>;

/** A wire movement back in céntimos, the shape the domain's `aging` reads. */
export function movementCentsOf(movimiento: MovimientoWire): AgingMovement {
  return {
    fecha: movimiento.fecha,
    tipo: movimiento.tipo,
    documento: movimiento.documento,
    cargoCents: toCents(movimiento.cargo),
    abonoCents: toCents(movimiento.abono),
    saldoCents: toCents(movimiento.saldo),
  };
}
