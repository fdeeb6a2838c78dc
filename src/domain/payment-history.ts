import { sumCents, toCents, type Cents } from './cents';
import { matchesSearch } from './collator';
import { groupBy, type FinanceCliente } from './finance-joins';

/** The SuperAdmin's payment history (modificarPagoCliente): clients with their registered payments. */

export type HistoryPayment = { id: number; cliente_id: number; monto: number; fecha: string };

export type HistoryStatus = 'Con pagos' | 'Sin pagos';

export type HistoryPaymentRow = { id: number; cents: Cents; fecha: string };

export type PaymentHistoryRow = {
  id: number;
  nombre: string;
  /** Newest first. */
  payments: HistoryPaymentRow[];
  totalCents: Cents;
  /** The newest payment's date, or null (shown as N/A). */
  lastDate: string | null;
  status: HistoryStatus;
};

export type PaymentHistoryFilters = { cliente: string; desde: string; hasta: string };

/** The calendar day of a date or a full ISO datetime, 'YYYY-MM-DD', which sorts as text. */
export function dayOf(fecha: string): string {
  return fecha.slice(0, 10);
}

/**
 * Dates filter payments, inclusive at both ends. With a date range set, only clients with a
 * payment inside it are listed: a client without one says nothing about that period.
 */
export function paymentHistoryRows(
  clientes: readonly FinanceCliente[],
  pagos: readonly HistoryPayment[],
  filters: PaymentHistoryFilters,
): PaymentHistoryRow[] {
  const inRange = (pago: HistoryPayment) => {
    const day = dayOf(pago.fecha);
    return (!filters.desde || day >= filters.desde) && (!filters.hasta || day <= filters.hasta);
  };
  const byClient = groupBy(pagos.filter(inRange), (pago) => pago.cliente_id);
  const dated = Boolean(filters.desde || filters.hasta);
  return clientes.flatMap((cliente) => {
    if (!matchesSearch(cliente.nombre, filters.cliente)) return [];
    const payments = (byClient.get(cliente.id) ?? [])
      .map((pago) => ({ id: pago.id, cents: toCents(pago.monto), fecha: pago.fecha }))
      .sort((a, b) => dayOf(b.fecha).localeCompare(dayOf(a.fecha)) || b.id - a.id);
    if (dated && payments.length === 0) return [];
    return [
      {
        id: cliente.id,
        nombre: cliente.nombre,
        payments,
        totalCents: sumCents(payments.map((payment) => payment.cents)),
        lastDate: payments[0]?.fecha ?? null,
        status: payments.length > 0 ? 'Con pagos' : 'Sin pagos',
      },
    ];
  });
}
