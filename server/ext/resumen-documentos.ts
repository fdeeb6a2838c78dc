import type { Database } from '../db/sqlite-driver';
import { fromCents, lineCents, sumCents, type Cents } from '../../src/domain/cents';
import { UNIT_VALUE_CENTS, type ComparativaClientRow } from '../../src/domain/comparativa';
import { isDiscrepancy } from '../../src/domain/finance';
import { sum } from '../../src/domain/numeric';
import { cobroPay } from '../../src/domain/pay';
import { cobroUnits } from '../../src/domain/units';
import type { DirtyGroups } from '../db/grouped-list';
import { NO_DOCUMENT, resumenCobros, trackResumenDocuments, type ResumenCobro } from '../db/resumen-queries';

/**
 * What the summaries need of the cobros, per document: the real units and value 'Comparativa'
 * shows for it, and what its cobros pay the workers and supervisors ('Total Pagado'). Each is a
 * sum of per-cobro lines, so the figures of all documents add up to those of all cobros. They are
 * kept per connection; a write marks the documents whose cobros or records it touched (TEMP
 * triggers, resumen-queries.ts) and the next read redoes only those documents from their cobros,
 * with the domain's rules. The first read of a connection walks every cobro once.
 */

export type DocumentFigures = {
  /** The sum of its cobros' units, as Comparativa adds them (`sum`, newest cobro first). */
  units: number;
  /** Each cobro's units at UNIT_VALUE_CENTS, one line per cobro. */
  realCents: Cents;
  /**
   * What its cobros pay: each worker line (floored at 0) plus the supervisor's. Every cobro carries
   * the rate fixed at its registration (`tarifa`), so no role enters it and a role change does
   * not touch it.
   */
  payCents: Cents;
};

function figuresOf(cobros: readonly ResumenCobro[]): DocumentFigures {
  const units = cobros.map(cobroUnits);
  return {
    units: sum(units),
    realCents: sumCents(units.map((cobroUnits) => lineCents(cobroUnits, UNIT_VALUE_CENTS))),
    payCents: sumCents(
      cobros.map((cobro) => {
        const pay = cobroPay(cobro);
        return pay.workerCents + pay.supervisorCents;
      }),
    ),
  };
}

type Kept = { dirty: DirtyGroups; builtAt: number; figures: Map<number, DocumentFigures> | null };
const kept = new WeakMap<Database, Kept>();

function allFigures(db: Database): Map<number, DocumentFigures> {
  const byDocument = new Map<number, ResumenCobro[]>();
  for (const cobro of resumenCobros(db)) {
    const key = cobro.documento?.id ?? NO_DOCUMENT;
    const own = byDocument.get(key);
    if (own) own.push(cobro);
    else byDocument.set(key, [cobro]);
  }
  return new Map([...byDocument].map(([documento, cobros]) => [documento, figuresOf(cobros)]));
}

/** Every document's figures (NO_DOCUMENT: the cobros without one), up to date with every write. */
export function documentFigures(db: Database): ReadonlyMap<number, DocumentFigures> {
  let entry = kept.get(db);
  if (!entry) {
    entry = { dirty: trackResumenDocuments(db), builtAt: 0, figures: null };
    kept.set(db, entry);
  }
  entry.dirty.noteWrites();
  if (!entry.figures) entry.figures = allFigures(db);
  else {
    for (const documento of entry.dirty.touchedSince(entry.builtAt)) {
      const cobros = resumenCobros(db, documento);
      if (cobros.length === 0) entry.figures.delete(documento);
      else entry.figures.set(documento, figuresOf(cobros));
    }
  }
  entry.builtAt = entry.dirty.version();
  return entry.figures;
}

/** 'Total Pagado': what every cobro pays, the sum of the documents' figures. */
export function payrollCents(figures: ReadonlyMap<number, DocumentFigures>): Cents {
  return sumCents([...figures.values()].map((figure) => figure.payCents));
}

const NONE: DocumentFigures = { units: 0, realCents: 0, payCents: 0 };

/**
 * Comparativa's rows with each document's real units and value from its figures, where
 * `comparativaRows` would add them up from the document's cobros: the same sums, kept per
 * document instead of redone over every cobro.
 */
export function withDocumentFigures(
  rows: readonly ComparativaClientRow[],
  figures: ReadonlyMap<number, DocumentFigures>,
): ComparativaClientRow[] {
  return rows.map((row) => {
    const documents = row.documents.map((document) => {
      const { units, realCents } = figures.get(document.id) ?? NONE;
      return {
        ...document,
        actualUnits: units,
        actualCents: realCents,
        differenceCents: realCents - document.estimatedCents,
        discrepancy: isDiscrepancy(units, fromCents(document.estimatedCents)),
      };
    });
    return {
      ...row,
      documents,
      actualUnits: sum(documents.map((document) => document.actualUnits)),
      actualCents: sumCents(documents.map((document) => document.actualCents)),
      discrepancies: documents.filter((document) => document.discrepancy).length,
    };
  });
}
