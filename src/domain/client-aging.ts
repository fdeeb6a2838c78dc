import { aging, movementsByClient, type AgingBucket } from './client-account';
import { dayOf } from './payment-history';
import type { FinanceDocumento, FinanceEstimado, FinanceMonto, FinanceTarea } from './finance-joins';

/**
 * The aging 'Pagos de Clientes' and the SuperAdmin Home show, computed from the spec's lists alone
 * (no extension): the domain's FIFO aging over each client's charges, with what that screen counts
 * as paid (the extra amounts) paying the oldest charges first. Its buckets add up to the client's
 * Deuda on that screen.
 * - A document's estimate is a charge of the day the document was created.
 * - The spec's adjustments carry no date: each counts from its document's day.
 * - A day after `asOf` (a document created late at night, read in another zone) counts as `asOf`;
 *   a document without a date counts as the oldest debt: its age is unknown, not new.
 */
export type AgingInput = {
  documentos: readonly (FinanceDocumento & { fecha_creacion: string | null })[];
  estimados: readonly FinanceEstimado[];
  tareas: readonly FinanceTarea[];
  montos: readonly (FinanceMonto & { id: number })[];
};

/** The day an undated document counts from. */
const UNDATED = '1970-01-01';

/** Each client in debt at `asOf` ('YYYY-MM-DD') with its debt by age; clients not in debt are absent. */
export function agingByClient(input: AgingInput, asOf: string): Map<number, AgingBucket[]> {
  const dayOfDocument = new Map<number, string>();
  for (const documento of input.documentos) {
    const day = documento.fecha_creacion ? dayOf(documento.fecha_creacion) : UNDATED;
    dayOfDocument.set(documento.id, day > asOf ? asOf : day);
  }
  const movements = movementsByClient({
    documentos: input.documentos.map((documento) => ({
      ...documento,
      fecha_creacion: dayOfDocument.get(documento.id) ?? UNDATED,
    })),
    estimados: input.estimados,
    // The spec's adjustments carry no date: the domain dates each by its document.
    tareas: input.tareas,
    // FIFO pays the oldest charges with every credit whenever it came: what is paid counts by its sum.
    pagos: input.montos.map((monto) => ({
      id: monto.id,
      cliente_id: monto.cliente,
      monto: monto.monto,
      fecha: asOf,
    })),
  });
  const byClient = new Map<number, AgingBucket[]>();
  for (const [clienteId, list] of movements) {
    const result = aging(list, asOf);
    if (result.saldoCents > 0) byClient.set(clienteId, result.buckets);
  }
  return byClient;
}
