import { sumCents, type Cents } from './cents';
import {
  balanceCents,
  fundCents,
  paymentStatusCents,
  type BalanceCents,
  type PaymentStatus,
} from './finance';
import {
  clientDocuments,
  filterClientDocuments,
  type ClientDocumentsInput,
  type PaidDocumentEstimate,
} from './finance-joins';

/** 'Pagos de Clientes' (spec sections 2 and 4): each client, its documents and their adjustments. */

export type ClientPaymentsInput = ClientDocumentsInput;

export type DocumentPaymentRow = PaidDocumentEstimate & { status: PaymentStatus };

export type ClientPaymentRow = {
  id: number;
  nombre: string;
  documents: DocumentPaymentRow[];
  estimatedCents: Cents;
  paidCents: Cents;
  balance: BalanceCents;
  status: PaymentStatus;
  /** Paid beyond the estimate; offered in the 'Registrar Pago' select when above 0. */
  fundCents: Cents;
};

export function clientPaymentRows(input: ClientPaymentsInput): ClientPaymentRow[] {
  return clientDocuments(input).map(({ cliente, documents, paidCents, estimatedCents }) => ({
    id: cliente.id,
    nombre: cliente.nombre,
    documents: documents.map((document) => ({
      ...document,
      status: paymentStatusCents(document.estimatedCents, document.paidCents),
    })),
    estimatedCents,
    paidCents,
    balance: balanceCents(estimatedCents, paidCents),
    status: paymentStatusCents(estimatedCents, paidCents),
    fundCents: fundCents(estimatedCents, paidCents),
  }));
}

export type PaymentStatusFilter = 'todos' | 'pendientes' | 'pagados';

export type ClientPaymentFilters = { cliente: string; documento: string; estado: PaymentStatusFilter };

/**
 * The client name filters clients; the document name keeps the clients with a matching document
 * and shows only those documents. A client's figures stay its whole figures: a document filter
 * narrows what is listed, it does not change what the client owes.
 */
export function filterClientPayments(
  rows: readonly ClientPaymentRow[],
  filters: ClientPaymentFilters,
): ClientPaymentRow[] {
  const wantedStatus: PaymentStatus | null =
    filters.estado === 'pendientes' ? 'Pendiente' : filters.estado === 'pagados' ? 'Pagado' : null;
  return filterClientDocuments(rows, filters, (row) => !wantedStatus || row.status === wantedStatus);
}

export type ClientPaymentTotals = {
  clients: number;
  estimatedCents: Cents;
  paidCents: Cents;
  /** Estimated minus paid over the clients shown: Deuda when positive, Fondo when negative. */
  balance: BalanceCents;
  /** What the clients in debt owe: the sum of the positive balances, never netted against funds. */
  debtCents: Cents;
  /** What the clients with a fund hold: the sum of their funds. */
  fundsCents: Cents;
};

/**
 * Sums of the client rows given: the badges pass every client the filters keep, the table's footer
 * the page it draws, so the footer adds up to the lines above it.
 */
export function clientPaymentTotals(rows: readonly ClientPaymentRow[]): ClientPaymentTotals {
  const estimatedCents = sumCents(rows.map((row) => row.estimatedCents));
  const paidCents = sumCents(rows.map((row) => row.paidCents));
  const { debtCents, fundsCents } = debtAndFunds(rows);
  return {
    clients: rows.length,
    estimatedCents,
    paidCents,
    balance: balanceCents(estimatedCents, paidCents),
    debtCents,
    fundsCents,
  };
}

/**
 * One client's fund pays none of another client's debt, so the two are summed apart: the debt of
 * the clients who owe, and the funds of the clients paid ahead.
 */
export function debtAndFunds(rows: readonly Pick<ClientPaymentRow, 'balance'>[]): {
  debtCents: Cents;
  fundsCents: Cents;
} {
  let debtCents: Cents = 0;
  let fundsCents: Cents = 0;
  for (const { balance } of rows) {
    if (balance.kind === 'Deuda') debtCents += balance.cents;
    else if (balance.kind === 'Fondo') fundsCents += balance.cents;
  }
  return { debtCents, fundsCents };
}
