import { toCents } from './cents';
import { AGING_BUCKETS, type AgingBucket, type AgingBucketKey } from './client-account';
import type { ComparativaClientRow } from './comparativa';
import type { BalanceCents, BalanceKind, PaymentStatus } from './finance';
import type { ClientPaymentRow } from './client-payments';
import { adjustmentsByEstimado, type FinanceTarea, type PaidDocumentEstimate } from './finance-joins';
import type { Month } from './months';
import type { Debtor, MonthMoney, RecentPayment, SuperAdminCards } from './superadmin-home';

/**
 * The figures of extension `resumenes` (amounts in soles, as the wire sends them) as the rows and
 * cards the screens draw from the full lists: each amount into céntimos once, nothing recomputed,
 * so a screen shows the summary's figures to the cent.
 */

type Money = number;

export type ResumenDocumentoInput = {
  id: number;
  nombre: string;
  estimado_id: number | null;
  estimado: Money;
  ajustes: Money;
  pagado: Money;
  estado: PaymentStatus;
  real_unidades: number;
  real: Money;
  diferencia: Money;
  discrepancia: boolean;
  cobros: number;
  ajustes_lineas?: number;
};

type AgingInput = Record<AgingBucketKey, Money>;

export type ResumenClienteInput = {
  id: number;
  nombre: string;
  estimado: Money;
  ajustes: Money;
  pagado: Money;
  saldo: Money;
  saldo_tipo: BalanceKind;
  estado: PaymentStatus;
  fondo: Money;
  /** Absent from an older server; null when the client owes nothing by age. */
  antiguedad?: AgingInput | null;
  real_unidades: number;
  real: Money;
  discrepancias: number;
  documentos: readonly ResumenDocumentoInput[];
};

export type ResumenFinanzasInput = {
  total_cobrar: Money;
  total_cobrado: Money;
  total_pagado: Money;
  pendiente: Money;
  deuda: Money;
  fondo: Money;
  serie: readonly { mes: Month; cobrado: Money; estimado: Money }[];
  deudores?: readonly {
    id: number;
    nombre: string;
    deuda: Money;
    antiguedad: AgingInput | null;
  }[];
  pagos_recientes?: readonly {
    id: number;
    fecha: string;
    cliente_id: number;
    cliente: string;
    monto: Money;
  }[];
};

/** The wire signs the balance (a fund is negative); the screens carry its size and its kind. */
function balanceFromResumen(cliente: ResumenClienteInput): BalanceCents {
  return { kind: cliente.saldo_tipo, cents: Math.abs(toCents(cliente.saldo)) };
}

/**
 * A summary's document as the screens' rows carry it: its adjustment lines counted, not at hand
 * (they are asked when it is opened).
 */
function documentFromResumen(documento: ResumenDocumentoInput): PaidDocumentEstimate {
  return {
    id: documento.id,
    nombre: documento.nombre,
    estimadoId: documento.estimado_id,
    estimatedCents: toCents(documento.estimado),
    adjustmentsCents: toCents(documento.ajustes),
    adjustments: [],
    adjustmentCount: documento.ajustes_lineas ?? 0,
    paidCents: toCents(documento.pagado),
  };
}

/** True when every document of the summary says how many adjustment lines it has (our addition). */
export function resumenCountsAdjustments(clientes: readonly ResumenClienteInput[]): boolean {
  return clientes.every((cliente) =>
    cliente.documentos.every((documento) => documento.ajustes_lineas !== undefined),
  );
}

/**
 * 'Comparativa' from `resumen_clientes`. The summary carries each document's adjustments as a sum;
 * the lines under a document come from the tasks written against its cobro estimado, when `tareas`
 * are given; without them (null) a document carries only how many it has (`ajustes_lineas`) and
 * they are asked when it is expanded. It carries no cobro, only how many a document has: their
 * lines are asked per document when it is expanded.
 */
export function comparativaRowsFromResumen(
  clientes: readonly ResumenClienteInput[],
  tareas: readonly FinanceTarea[] | null,
): ComparativaClientRow[] {
  const adjustments = tareas ? adjustmentsByEstimado(tareas) : null;
  const linesOf = (documento: ResumenDocumentoInput) => {
    if (!adjustments) return {};
    const rows = documento.estimado_id === null ? [] : (adjustments.get(documento.estimado_id)?.rows ?? []);
    return { adjustments: rows, adjustmentCount: rows.length };
  };
  return clientes.map((cliente) => ({
    id: cliente.id,
    nombre: cliente.nombre,
    documents: cliente.documentos.map((documento) => ({
      ...documentFromResumen(documento),
      ...linesOf(documento),
      cobros: [],
      cobroCount: documento.cobros,
      actualUnits: documento.real_unidades,
      actualCents: toCents(documento.real),
      differenceCents: toCents(documento.diferencia),
      discrepancy: documento.discrepancia,
    })),
    estimatedCents: toCents(cliente.estimado),
    adjustmentsCents: toCents(cliente.ajustes),
    actualUnits: cliente.real_unidades,
    actualCents: toCents(cliente.real),
    paidCents: toCents(cliente.pagado),
    balance: balanceFromResumen(cliente),
    discrepancies: cliente.discrepancias,
  }));
}

/** The SuperAdmin Home's four cards, with Deuda and Fondo, from `resumen_finanzas`. */
export function superAdminCardsFromResumen(resumen: ResumenFinanzasInput): SuperAdminCards {
  return {
    totalCobrarCents: toCents(resumen.total_cobrar),
    totalCobradoCents: toCents(resumen.total_cobrado),
    totalPagadoCents: toCents(resumen.total_pagado),
    pendienteCents: toCents(resumen.pendiente),
    deudaClientesCents: toCents(resumen.deuda),
    fondosClientesCents: toCents(resumen.fondo),
  };
}

/** The Home's money per month from `resumen_finanzas`' series. */
export function moneyByMonthFromResumen(resumen: ResumenFinanzasInput): MonthMoney[] {
  return resumen.serie.map((month) => ({
    month: month.mes,
    collectedCents: toCents(month.cobrado),
    estimatedCents: toCents(month.estimado),
  }));
}

/**
 * The Home's debtors, their debt by age and its latest payments from `resumen_finanzas`, or null
 * when the answer does not carry them (an older server): the Home then computes them from the lists.
 */
export function homeListsFromResumen(
  resumen: ResumenFinanzasInput,
): { debtors: Debtor[]; aging: Map<number, AgingBucket[]>; payments: RecentPayment[] } | null {
  const { deudores, pagos_recientes: pagos } = resumen;
  if (!deudores || !pagos) return null;
  return {
    debtors: deudores.map((deudor) => ({
      id: deudor.id,
      nombre: deudor.nombre,
      debtCents: toCents(deudor.deuda),
    })),
    aging: agingFromResumen(deudores),
    payments: pagos.map((pago) => ({
      id: pago.id,
      fecha: pago.fecha,
      clienteId: pago.cliente_id,
      cliente: pago.cliente,
      cents: toCents(pago.monto),
    })),
  };
}

/** Each client's debt by age from a summary's `antiguedad` (clients owing nothing by age are absent). */
function agingFromResumen(
  clientes: readonly { id: number; antiguedad?: AgingInput | null }[],
): Map<number, AgingBucket[]> {
  return new Map(
    clientes.flatMap(({ id, antiguedad }) =>
      antiguedad
        ? [[id, AGING_BUCKETS.map(({ key, label }) => ({ key, label, cents: toCents(antiguedad[key]) }))]]
        : [],
    ),
  );
}

/**
 * 'Pagos de Clientes' from `resumen_clientes`, or null when the summary does not carry each
 * client's debt by age (an older server): the page then computes everything from the lists. Its
 * documents carry how many adjustment lines they have; the lines are asked when one is opened.
 */
export function clientPaymentsFromResumen(
  clientes: readonly ResumenClienteInput[],
): { rows: ClientPaymentRow[]; aging: Map<number, AgingBucket[]> } | null {
  if (!clientes.every((cliente) => cliente.antiguedad !== undefined)) return null;
  const rows = clientes.map((cliente) => ({
    id: cliente.id,
    nombre: cliente.nombre,
    documents: cliente.documentos.map((documento) => ({
      ...documentFromResumen(documento),
      status: documento.estado,
    })),
    estimatedCents: toCents(cliente.estimado),
    paidCents: toCents(cliente.pagado),
    balance: balanceFromResumen(cliente),
    status: cliente.estado,
    fundCents: toCents(cliente.fondo),
  }));
  return { rows, aging: agingFromResumen(clientes) };
}
