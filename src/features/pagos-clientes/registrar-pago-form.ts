import { parseCents } from '../../domain/cents';
import { parseDecimalInput } from '../../domain/format';
import type { HistorialPagoBody } from './api/create-historial-pago';

export type RegistrarPagoValues = { cliente: string; monto: string; fecha: string };

export const EMPTY_PAGO: RegistrarPagoValues = { cliente: '', monto: '', fecha: '' };

/**
 * Spec section 5: a client, an amount above 0 and a date not after today, or no payment. The
 * amount is read to the cent, as it will be stored; 0.001 is not a payment.
 */
export function toRegistrarPagoBody(values: RegistrarPagoValues, today: string): HistorialPagoBody | null {
  const cliente = Number(values.cliente);
  const cents = parseCents(String(parseDecimalInput(values.monto)));
  if (!Number.isInteger(cliente) || cliente <= 0) return null;
  if (cents === null || cents <= 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.fecha) || values.fecha > today) return null;
  return { cliente, monto: cents / 100, fecha_pago: values.fecha };
}
