import { FINANZAS_MESSAGES, PAGO_MONTO_RULES } from '../../contract/finanzas';
import { moneyInputMessage } from '../../contract/money';
import { fromCents } from '../../domain/cents';
import { parseMoneyInput } from '../../domain/money-input';
import type { HistorialPagoBody } from './api/create-historial-pago';

export type RegistrarPagoValues = { cliente: string; monto: string; fecha: string };

export const EMPTY_PAGO: RegistrarPagoValues = { cliente: '', monto: '', fecha: '' };

const CLIENTE_MISSING = 'Elige un cliente';
const FECHA_MISSING = 'Indica la fecha de pago';

/**
 * Spec section 5: a client, an amount above 0 and a date not after today, or no payment; the
 * button stays disabled and this says what is missing (the first thing, in the form's order).
 */
export function registrarPagoBlocker(values: RegistrarPagoValues, today: string): string | null {
  const cliente = Number(values.cliente);
  if (!Number.isInteger(cliente) || cliente <= 0) return CLIENTE_MISSING;
  const monto = parseMoneyInput(values.monto, PAGO_MONTO_RULES);
  if (!monto.ok) return moneyInputMessage(monto.error, PAGO_MONTO_RULES);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.fecha)) return FECHA_MISSING;
  if (values.fecha > today) return FINANZAS_MESSAGES.fechaFutura;
  return null;
}

/** The payment the form holds, read to the cent as typed ('12,50' is 12.5), or null. */
export function toRegistrarPagoBody(values: RegistrarPagoValues, today: string): HistorialPagoBody | null {
  if (registrarPagoBlocker(values, today) !== null) return null;
  const cents = parseMoneyInput(values.monto, PAGO_MONTO_RULES);
  if (!cents.ok) return null;
  return { cliente: Number(values.cliente), monto: fromCents(cents.value), fecha_pago: values.fecha };
}
