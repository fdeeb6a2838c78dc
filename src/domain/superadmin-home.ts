import { sumCents, toCents, type Cents } from './cents';
import { clientPaymentRows, debtAndFunds, type ClientPaymentsInput } from './client-payments';
import {
  adjustmentsTotalCents,
  pendingAmountCents,
  realTotalCents,
  superAdminEstimateCents,
  superAdminEstimatedTotalCents,
  type AdjustmentInput,
  type EstimateInput,
} from './finance';
import { groupBy } from './finance-joins';
import { MONTHS, type Month } from './months';
import { payroll, type PayCobro, type PayrollUser } from './pay';

/** The SuperAdmin Home (spec sections 2 and 9): the four cards and the per-month chart. */

export type SuperAdminCards = {
  totalCobrarCents: Cents;
  totalCobradoCents: Cents;
  totalPagadoCents: Cents;
  pendienteCents: Cents;
  /** Beside 'Pendiente por Cobrar': what the clients in debt owe, per client (Pagos de Clientes). */
  deudaClientesCents: Cents;
  /** Beside it too: the funds the clients paid ahead hold, never netted against others' debts. */
  fondosClientesCents: Cents;
};

/**
 * Every client a document or a payment names, by id: the balances need only the ids, so the Home
 * does not read the client list for them (names are not shown).
 */
function clientsOf(input: Omit<ClientPaymentsInput, 'clientes'>): ClientPaymentsInput['clientes'] {
  const ids = new Set<number>();
  for (const documento of input.documentos) if (documento.cliente?.id != null) ids.add(documento.cliente.id);
  for (const monto of input.montos) ids.add(monto.cliente);
  return [...ids].map((id) => ({ id, nombre: '' }));
}

/**
 * 'Total Pagado' is what the agency pays its workers over every cobro: the payroll of all months,
 * i.e. the sum of 'Lista Pagos' over the months (workers and supervisors, bonuses and discounts,
 * each cobro's worker pay floored at 0, each worker at its role's rate). The roles come from the
 * users list; without it a user_Supervisado's unsupervised cobro would be priced at 0.40.
 */
export function superAdminCards(
  input: Omit<ClientPaymentsInput, 'clientes'> & {
    cobros: readonly PayCobro[];
    users: readonly PayrollUser[];
  },
): SuperAdminCards {
  const totalCobrarCents = superAdminEstimatedTotalCents(input.estimados, input.tareas);
  const totalCobradoCents = realTotalCents(input.montos);
  const { debtCents, fundsCents } = debtAndFunds(clientPaymentRows({ ...input, clientes: clientsOf(input) }));
  return {
    totalCobrarCents,
    totalCobradoCents,
    totalPagadoCents: payroll(input.cobros, input.users).totalCents,
    pendienteCents: pendingAmountCents(totalCobrarCents, totalCobradoCents),
    deudaClientesCents: debtCents,
    fondosClientesCents: fundsCents,
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
