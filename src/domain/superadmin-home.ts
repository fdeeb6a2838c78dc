import { sumCents, toCents, type Cents } from './cents';
import {
  clientPaymentRows,
  debtAndFunds,
  type ClientPaymentRow,
  type ClientPaymentsInput,
} from './client-payments';
import { compareEs } from './collator';
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
import { dayOf, type HistoryPayment } from './payment-history';
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
  return superAdminCardsOf(input, clientPaymentRows({ ...input, clientes: clientsOf(input) }));
}

/** The four cards from the client rows 'Pagos de Clientes' shows, when the screen has them already. */
export function superAdminCardsOf(
  input: Pick<ClientPaymentsInput, 'estimados' | 'tareas' | 'montos'> & {
    cobros: readonly PayCobro[];
    users: readonly PayrollUser[];
  },
  rows: readonly Pick<ClientPaymentRow, 'balance'>[],
): SuperAdminCards {
  const totalCobrarCents = superAdminEstimatedTotalCents(input.estimados, input.tareas);
  const totalCobradoCents = realTotalCents(input.montos);
  const { debtCents, fundsCents } = debtAndFunds(rows);
  return {
    totalCobrarCents,
    totalCobradoCents,
    totalPagadoCents: payroll(input.cobros, input.users).totalCents,
    pendienteCents: pendingAmountCents(totalCobrarCents, totalCobradoCents),
    deudaClientesCents: debtCents,
    fondosClientesCents: fundsCents,
  };
}

export type Debtor = { id: number; nombre: string; debtCents: Cents };

/** 'Clientes con mayor deuda': the clients that owe most, largest debt first (ties by name). */
export function topDebtors(
  rows: readonly Pick<ClientPaymentRow, 'id' | 'nombre' | 'balance'>[],
  count: number,
): Debtor[] {
  return rows
    .flatMap((row) =>
      row.balance.kind === 'Deuda' ? [{ id: row.id, nombre: row.nombre, debtCents: row.balance.cents }] : [],
    )
    .sort((a, b) => b.debtCents - a.debtCents || compareEs(a.nombre, b.nombre))
    .slice(0, count);
}

export type RecentPayment = { id: number; fecha: string; clienteId: number; cliente: string; cents: Cents };

/**
 * 'Últimos pagos recibidos': the newest payments of the history, by payment date then by id (the
 * later registered first), as 'Historial de Pagos' orders a client's payments.
 */
export function latestPayments(
  pagos: readonly HistoryPayment[],
  clientes: readonly { id: number; nombre: string }[],
  count: number,
): RecentPayment[] {
  const names = new Map(clientes.map((cliente) => [cliente.id, cliente.nombre]));
  return [...pagos]
    .sort((a, b) => dayOf(b.fecha).localeCompare(dayOf(a.fecha)) || b.id - a.id)
    .slice(0, count)
    .map((pago) => ({
      id: pago.id,
      fecha: pago.fecha,
      clienteId: pago.cliente_id,
      cliente: names.get(pago.cliente_id) ?? `Cliente ${pago.cliente_id}`,
      cents: toCents(pago.monto),
    }));
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
