import { sumCents, toCents, type Cents } from './cents';
import { matchesSearch } from './collator';
import {
  adjustmentCents,
  adjustmentKind,
  estimateBaseCents,
  proportionalSharesCents,
  type AdjustmentInput,
  type AdjustmentKind,
  type EstimateInput,
} from './finance';

/**
 * The joins every finance screen shares: client → documents → cobro estimado → adjustments, and
 * client → money received. Each join goes through a Map keyed by id, built once, so the whole
 * screen costs linear time in the size of its lists instead of one scan per row.
 */

export type FinanceCliente = { id: number; nombre: string };
export type FinanceDocumento = { id: number; nombre_archivo: string; cliente: { id: number | null } | null };
export type FinanceEstimado = EstimateInput & { id: number; documento: { id: number } };
export type FinanceTarea = AdjustmentInput & { id: number; cobro: number; tarea: number | null };
export type FinanceMonto = { cliente: number; monto: number };

export type AdjustmentRow = { id: number; tarea: number | null; cents: Cents; kind: AdjustmentKind };

export type DocumentEstimate = {
  id: number;
  nombre: string;
  /** The cobro estimado adjustments are written against; null when the document has none yet. */
  estimadoId: number | null;
  /** Cobro estimado (all five task kinds) plus adjustments; 0 without a cobro estimado. */
  estimatedCents: Cents;
  adjustmentsCents: Cents;
  adjustments: AdjustmentRow[];
  /** How many adjustment lines it has, whether or not they are at hand (a summary's rows carry none). */
  adjustmentCount: number;
};

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Money received per client: the sum of its extra amounts (spec section 4). */
export function paidByClient(montos: readonly FinanceMonto[]): Map<number, Cents> {
  const paid = new Map<number, Cents>();
  for (const monto of montos) paid.set(monto.cliente, (paid.get(monto.cliente) ?? 0) + toCents(monto.monto));
  return paid;
}

/**
 * Each cobro estimado's adjustment rows and their sum, in one pass over the tasks, each task's
 * céntimos computed once (36,000 tasks at the large seed).
 */
export function adjustmentsByEstimado(
  tareas: readonly FinanceTarea[],
): Map<number, { rows: AdjustmentRow[]; cents: Cents }> {
  const byEstimado = new Map<number, { rows: AdjustmentRow[]; cents: Cents }>();
  for (const tarea of tareas) {
    const cents = adjustmentCents(tarea);
    const row: AdjustmentRow = { id: tarea.id, tarea: tarea.tarea, cents, kind: adjustmentKind(cents) };
    const own = byEstimado.get(tarea.cobro);
    if (own) {
      own.rows.push(row);
      own.cents += cents;
    } else byEstimado.set(tarea.cobro, { rows: [row], cents });
  }
  return byEstimado;
}

/**
 * Each client's documents with their estimates. A document with more than one cobro estimado
 * keeps the first (the backend creates one per document); one without an estimate shows 0.
 */
export function documentEstimatesByClient(
  documentos: readonly FinanceDocumento[],
  estimados: readonly FinanceEstimado[],
  tareas: readonly FinanceTarea[],
): Map<number, DocumentEstimate[]> {
  const estimadoByDocument = new Map<number, FinanceEstimado>();
  for (const estimado of estimados) {
    if (!estimadoByDocument.has(estimado.documento.id))
      estimadoByDocument.set(estimado.documento.id, estimado);
  }
  const adjustments = adjustmentsByEstimado(tareas);
  const byClient = new Map<number, DocumentEstimate[]>();
  for (const documento of documentos) {
    // A document whose client came without an id belongs to no client's totals.
    if (documento.cliente?.id == null) continue;
    const clienteId = documento.cliente.id;
    const estimado = estimadoByDocument.get(documento.id) ?? null;
    const own = estimado ? adjustments.get(estimado.id) : undefined;
    const adjustmentsCents = own?.cents ?? 0;
    const row: DocumentEstimate = {
      id: documento.id,
      nombre: documento.nombre_archivo,
      estimadoId: estimado?.id ?? null,
      // estimateTotalCents: the estimate's amounts plus its adjustments.
      estimatedCents: estimado ? estimateBaseCents(estimado) + adjustmentsCents : 0,
      adjustmentsCents,
      adjustments: own?.rows ?? [],
      adjustmentCount: own?.rows.length ?? 0,
    };
    const list = byClient.get(clienteId);
    if (list) list.push(row);
    else byClient.set(clienteId, [row]);
  }
  return byClient;
}

export type ClientDocumentsInput = {
  clientes: readonly FinanceCliente[];
  documentos: readonly FinanceDocumento[];
  estimados: readonly FinanceEstimado[];
  tareas: readonly FinanceTarea[];
  montos: readonly FinanceMonto[];
};

export type PaidDocumentEstimate = DocumentEstimate & {
  /** The client's payments spread over its documents in proportion to their estimates. */
  paidCents: Cents;
};

export type ClientDocuments = {
  cliente: FinanceCliente;
  documents: PaidDocumentEstimate[];
  /** What the client paid in all: its extra amounts. */
  paidCents: Cents;
  /** The sum of its documents' estimates. */
  estimatedCents: Cents;
};

/**
 * Each client with its documents' estimates and its money received spread over them: the figures
 * the client payments and the comparison both start from.
 */
export function clientDocuments(input: ClientDocumentsInput): ClientDocuments[] {
  const documentsByClient = documentEstimatesByClient(input.documentos, input.estimados, input.tareas);
  const paid = paidByClient(input.montos);
  return input.clientes.map((cliente) => {
    const estimates = documentsByClient.get(cliente.id) ?? [];
    const paidCents = paid.get(cliente.id) ?? 0;
    const shares = proportionalSharesCents(
      paidCents,
      estimates.map((document) => ({ id: document.id, estimated: document.estimatedCents })),
    );
    return {
      cliente,
      documents: estimates.map((document, index) => ({ ...document, paidCents: shares[index].cents })),
      paidCents,
      estimatedCents: sumCents(estimates.map((document) => document.estimatedCents)),
    };
  });
}

export type ClientDocumentFilters = { cliente: string; documento: string };

/**
 * The name filters of the finance lists: a client stays when its name matches (and `keep` agrees);
 * a document filter narrows its documents and drops a client left with none. It narrows what is
 * listed, never a client's figures.
 */
export function filterClientDocuments<
  Row extends { nombre: string; documents: readonly { nombre: string }[] },
>(rows: readonly Row[], filters: ClientDocumentFilters, keep: (row: Row) => boolean = () => true): Row[] {
  const byDocument = filters.documento.trim() !== '';
  return rows.flatMap((row) => {
    if (!matchesSearch(row.nombre, filters.cliente) || !keep(row)) return [];
    if (!byDocument) return [row];
    const documents = row.documents.filter((document) => matchesSearch(document.nombre, filters.documento));
    return documents.length > 0 ? [{ ...row, documents }] : [];
  });
}
