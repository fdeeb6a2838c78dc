/**
 * The independent recomputation of every money figure, from the API's lists and the rules of spec
 * sections 4 and 9 and backend-notes.md ("Payments", "Comparativa"), with its own joins. It shares
 * nothing with src/domain or src/features on purpose: the check is only worth something if a
 * wrong rule there cannot be copied into here.
 */
import { wireCents } from './money';
import { MESES, type Wire } from './wire';
import { totalPagado } from './worker-pay';
import { clientFigures, clientTotals } from './client-figures';

export * from './client-figures';
export * from './wire';
export * from './worker-pay';

/** SuperAdmin Home (section 9): Total Cobrar, Total Cobrado, Total Pagado, Pendiente por Cobrar. */
export function superAdminHome(wire: Wire) {
  const clients = clientFigures(wire);
  let totalCobrar = 0;
  for (const c of clients) for (const d of c.documents) totalCobrar += d.baseHome + d.suma - d.resta;
  const totalCobrado = wire.montos.reduce((s, m) => s + wireCents(m.monto), 0);
  const totals = clientTotals(clients);
  return {
    totalCobrar,
    totalCobrado,
    totalPagado: totalPagado(wire),
    pendiente: Math.max(0, totalCobrar - totalCobrado),
    owed: totals.owed,
    funds: totals.funds,
  };
}

/**
 * The SuperAdmin chart's table for `year`: per month, 'Cobrado' (the payment history by the
 * date the money came in) and 'Estimado' (each document's estimate by the SuperAdmin rule, with
 * its adjustments, in the month the document was created). Months are read from the date's
 * digits, so no time zone moves a figure across months.
 */
export function moneyByMonth(wire: Wire, year: number): { cobrado: number; estimado: number }[] {
  const months = MESES.map(() => ({ cobrado: 0, estimado: 0 }));
  const monthOf = (date: string | undefined) => {
    const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
    return match && Number(match[1]) === year ? Number(match[2]) - 1 : null;
  };
  for (const h of wire.historial) {
    const m = monthOf(h.fecha);
    if (m !== null) months[m].cobrado += wireCents(h.monto);
  }
  const created = new Map(wire.documentos.map((d) => [d.id, d.fecha_creacion]));
  for (const c of clientFigures(wire))
    for (const d of c.documents) {
      const m = monthOf(created.get(d.id));
      if (m !== null && d.hasEstimate) months[m].estimado += d.baseHome + d.suma - d.resta;
    }
  return months;
}
