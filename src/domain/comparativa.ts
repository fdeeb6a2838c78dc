import { fromCents, lineCents, sumCents, type Cents } from './cents';
import { balanceCents, isDiscrepancy, type BalanceCents } from './finance';
import {
  clientDocuments,
  filterClientDocuments,
  groupBy,
  type ClientDocumentsInput,
  type PaidDocumentEstimate,
} from './finance-joins';
import { sum } from './numeric';
import { cobroUnits, type CobroUnitsInput } from './units';

/**
 * 'Comparativa Total a Cobrar' (backend-notes, "Payments"): per document, what the cobros
 * registered on it are worth against its estimate.
 */

/**
 * What one unit is worth in the comparison: 1 dollar, 100 céntimos. A registered cobro's units
 * and an adjustment's units (Sumar / Restar unidades, counted 1:1 in the estimate) alike.
 */
export const UNIT_VALUE_CENTS = 100;

export const COMPARATIVA_PAGE_SIZE = 10;

export type ComparativaCobro = CobroUnitsInput & {
  id: number;
  documento: { id: number | null } | null;
  tipo_tarea: number;
  mes: string;
  usuario_registra: { nombre: string } | null;
};

export type ComparativaInput = ClientDocumentsInput & { cobros: readonly ComparativaCobro[] };

export type ActualCobroRow = {
  id: number;
  tipo_tarea: number;
  mes: string;
  usuario: string | null;
  units: number;
  cents: Cents;
};

export type ComparativaDocumentRow = PaidDocumentEstimate & {
  /** Its cobros' lines; empty where the figures come from a summary (see cobroCount). */
  cobros: ActualCobroRow[];
  /** How many cobros it has, whether or not their lines are at hand. */
  cobroCount: number;
  actualUnits: number;
  actualCents: Cents;
  /** Actual minus estimated. */
  differenceCents: Cents;
  discrepancy: boolean;
};

export type ComparativaClientRow = {
  id: number;
  nombre: string;
  documents: ComparativaDocumentRow[];
  estimatedCents: Cents;
  adjustmentsCents: Cents;
  actualUnits: number;
  actualCents: Cents;
  paidCents: Cents;
  balance: BalanceCents;
  discrepancies: number;
};

/** A document's cobros as the lines under it: records of the three kinds, or `unidades` when they sum to 0. */
export function actualCobroRows(cobros: readonly ComparativaCobro[]): ActualCobroRow[] {
  return cobros.map((cobro) => {
    const units = cobroUnits(cobro);
    return {
      id: cobro.id,
      tipo_tarea: cobro.tipo_tarea,
      mes: cobro.mes,
      usuario: cobro.usuario_registra?.nombre ?? null,
      units,
      cents: lineCents(units, UNIT_VALUE_CENTS),
    };
  });
}

export function comparativaRows(input: ComparativaInput): ComparativaClientRow[] {
  const cobrosByDocument = groupBy(input.cobros, (cobro) => cobro.documento?.id ?? null);
  return clientDocuments(input).map(({ cliente, documents: estimates, paidCents, estimatedCents }) => {
    const documents = estimates.map((document): ComparativaDocumentRow => {
      const cobros = actualCobroRows(cobrosByDocument.get(document.id) ?? []);
      const actualUnits = sum(cobros.map((cobro) => cobro.units));
      const actualCents = sumCents(cobros.map((cobro) => cobro.cents));
      return {
        ...document,
        cobros,
        cobroCount: cobros.length,
        actualUnits,
        actualCents,
        differenceCents: actualCents - document.estimatedCents,
        discrepancy: isDiscrepancy(actualUnits, fromCents(document.estimatedCents)),
      };
    });
    return {
      id: cliente.id,
      nombre: cliente.nombre,
      documents,
      estimatedCents,
      adjustmentsCents: sumCents(documents.map((document) => document.adjustmentsCents)),
      actualUnits: sum(documents.map((document) => document.actualUnits)),
      actualCents: sumCents(documents.map((document) => document.actualCents)),
      paidCents,
      balance: balanceCents(estimatedCents, paidCents),
      discrepancies: documents.filter((document) => document.discrepancy).length,
    };
  });
}

export type ComparativaFilters = { cliente: string; documento: string };

/** Same reading as the client payments: a document filter narrows the list, not the figures. */
export function filterComparativa(
  rows: readonly ComparativaClientRow[],
  filters: ComparativaFilters,
): ComparativaClientRow[] {
  return filterClientDocuments(rows, filters);
}

export type ComparativaBadges = {
  clients: number;
  paidCents: Cents;
  estimatedCents: Cents;
  adjustmentsCents: Cents;
  /** 'Real': what the registered cobros are worth, the sum of the clients' Real cells. */
  actualCents: Cents;
  discrepancies: number;
  units: number;
};

/** The badges, over the clients the filters keep (all pages). */
export function comparativaBadges(rows: readonly ComparativaClientRow[]): ComparativaBadges {
  return {
    clients: rows.length,
    paidCents: sumCents(rows.map((row) => row.paidCents)),
    estimatedCents: sumCents(rows.map((row) => row.estimatedCents)),
    adjustmentsCents: sumCents(rows.map((row) => row.adjustmentsCents)),
    actualCents: sumCents(rows.map((row) => row.actualCents)),
    discrepancies: rows.reduce((total, row) => total + row.discrepancies, 0),
    units: sum(rows.map((row) => row.actualUnits)),
  };
}
