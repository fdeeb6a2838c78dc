import { sumCents, toCents, type Cents } from './cents';
import {
  adjustmentsTotalCents,
  paidFigureCents,
  pendingAmountCents,
  realTotalCents,
  superAdminEstimateCents,
  superAdminEstimatedTotalCents,
  type AdjustmentInput,
  type EstimateInput,
} from './finance';
import { groupBy } from './finance-joins';
import { MONTHS, type Month } from './months';
import type { NetUnitsInput } from './units';

/** The SuperAdmin Home (spec sections 2 and 9): the four cards and the per-month chart. */

export type SuperAdminCards = {
  totalCobrarCents: Cents;
  totalCobradoCents: Cents;
  totalPagadoCents: Cents;
  pendienteCents: Cents;
};

export function superAdminCards(input: {
  estimados: readonly EstimateInput[];
  tareas: readonly AdjustmentInput[];
  montos: readonly { monto: number }[];
  cobros: readonly NetUnitsInput[];
}): SuperAdminCards {
  const totalCobrarCents = superAdminEstimatedTotalCents(input.estimados, input.tareas);
  const totalCobradoCents = realTotalCents(input.montos);
  return {
    totalCobrarCents,
    totalCobradoCents,
    totalPagadoCents: paidFigureCents(input.cobros),
    pendienteCents: pendingAmountCents(totalCobrarCents, totalCobradoCents),
  };
}

export type MonthMoney = { month: Month; collectedCents: Cents; estimatedCents: Cents };

/** The year and month (0–11) of a 'YYYY-MM-DD…' date, read from its digits: no time zone shifts it. */
function yearMonth(fecha: string | null): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})/.exec(fecha ?? '');
  if (!match) return null;
  const month = Number(match[2]) - 1;
  return month >= 0 && month < 12 ? { year: Number(match[1]), month } : null;
}

/**
 * Money collected per month of `year` beside the month's estimated total.
 * - A payment's month is the payment date of the history (`fecha`, the fecha_pago the SuperAdmin
 *   typed), not when the extra amount was written: that is the day the money came in.
 * - Estimates carry no date, so an estimate (SuperAdmin rule: bill + notas + subir_notas, plus its
 *   adjustments) counts in the month its document was created.
 */
export function moneyByMonth(
  input: {
    pagos: readonly { monto: number; fecha: string }[];
    documentos: readonly { id: number; fecha_creacion: string | null }[];
    estimados: readonly (EstimateInput & { id: number; documento: { id: number } })[];
    tareas: readonly (AdjustmentInput & { cobro: number })[];
  },
  year: number,
): MonthMoney[] {
  const collected = MONTHS.map(() => 0);
  const estimated = MONTHS.map(() => 0);
  for (const pago of input.pagos) {
    const date = yearMonth(pago.fecha);
    if (date?.year === year) collected[date.month] += toCents(pago.monto);
  }
  const documentMonth = new Map<number, number>();
  for (const documento of input.documentos) {
    const date = yearMonth(documento.fecha_creacion);
    if (date?.year === year) documentMonth.set(documento.id, date.month);
  }
  const tareasByEstimado = groupBy(input.tareas, (tarea) => tarea.cobro);
  for (const estimado of input.estimados) {
    const month = documentMonth.get(estimado.documento.id);
    if (month === undefined) continue;
    estimated[month] += sumCents([
      superAdminEstimateCents(estimado),
      adjustmentsTotalCents(tareasByEstimado.get(estimado.id) ?? []),
    ]);
  }
  return MONTHS.map((month, index) => ({
    month,
    collectedCents: collected[index],
    estimatedCents: estimated[index],
  }));
}
