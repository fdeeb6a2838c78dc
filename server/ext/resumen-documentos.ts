import type { Database } from '../db/sqlite-driver';
import { fromCents, lineCents, sumCents, type Cents } from '../../src/domain/cents';
import { UNIT_VALUE_CENTS, type ComparativaClientRow } from '../../src/domain/comparativa';
import { adjustmentCents, isDiscrepancy } from '../../src/domain/finance';
import type { FinanceTarea } from '../../src/domain/finance-joins';
import { sum } from '../../src/domain/numeric';
import { cobroPay } from '../../src/domain/pay';
import { cobroUnits } from '../../src/domain/units';
import type { DirtyGroups } from '../db/grouped-list';
import {
  NO_DOCUMENT,
  resumenAjustes,
  resumenCobros,
  trackResumenAjustes,
  trackResumenDocuments,
  type ResumenCobro,
} from '../db/resumen-queries';

/**
 * What the summaries need of the cobros, per document: the real units and value 'Comparativa'
 * shows for it, and what its cobros pay the workers and supervisors ('Total Pagado'). Each is a
 * sum of per-cobro lines, so the figures of all documents add up to those of all cobros. They are
 * kept per connection; a write marks the documents whose cobros or records it touched (TEMP
 * triggers, resumen-queries.ts) and the next read redoes only those documents from their cobros,
 * with the domain's rules. The first read of a connection walks every cobro once. The adjustments
 * (tareas), which grow with every working day too, are kept per estimate the same way.
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
  /** How many cobros it has. */
  count: number;
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
    count: cobros.length,
  };
}

/**
 * Values kept per key (a document, an estimate) for one connection: built whole on the first read,
 * then, at each read, redone only for the keys the triggers of `track` marked since.
 */
type KeptByKey<V> = {
  track: (db: Database) => DirtyGroups;
  all: (db: Database) => Map<number, V>;
  /** A key's value now, or null when nothing is left under it. */
  one: (db: Database, key: number) => V | null;
};

const kept = new WeakMap<
  Database,
  Map<KeptByKey<unknown>, { dirty: DirtyGroups; builtAt: number; values: Map<number, unknown> | null }>
>();

function upToDate<V>(db: Database, spec: KeptByKey<V>): ReadonlyMap<number, V> {
  let byConnection = kept.get(db);
  if (!byConnection) {
    byConnection = new Map();
    kept.set(db, byConnection);
  }
  let entry = byConnection.get(spec as KeptByKey<unknown>);
  if (!entry) {
    entry = { dirty: spec.track(db), builtAt: 0, values: null };
    byConnection.set(spec as KeptByKey<unknown>, entry);
  }
  entry.dirty.noteWrites();
  if (!entry.values) entry.values = spec.all(db);
  else {
    for (const key of entry.dirty.touchedSince(entry.builtAt)) {
      const value = spec.one(db, key);
      if (value === null) entry.values.delete(key);
      else entry.values.set(key, value);
    }
  }
  entry.builtAt = entry.dirty.version();
  return entry.values as Map<number, V>;
}

const DOCUMENTS: KeptByKey<DocumentFigures> = {
  track: trackResumenDocuments,
  all: (db) => {
    const byDocument = new Map<number, ResumenCobro[]>();
    for (const cobro of resumenCobros(db)) {
      const key = cobro.documento?.id ?? NO_DOCUMENT;
      const own = byDocument.get(key);
      if (own) own.push(cobro);
      else byDocument.set(key, [cobro]);
    }
    return new Map([...byDocument].map(([documento, cobros]) => [documento, figuresOf(cobros)]));
  },
  one: (db, documento) => {
    const cobros = resumenCobros(db, documento);
    return cobros.length === 0 ? null : figuresOf(cobros);
  },
};

/**
 * Every document's figures (NO_DOCUMENT: the cobros without one), up to date with every write. A
 * value is replaced only when a write touched its document, so the same object means the same figures.
 */
export function documentFigures(db: Database): ReadonlyMap<number, DocumentFigures> {
  return upToDate(db, DOCUMENTS);
}

/** An estimate's adjustments as the aging reads them: the positive ones (charges) and the negative ones (credits). */
export type EstimateAdjustments = { plusCents: Cents; minusCents: Cents; lines: number };

function adjustmentsOf(rows: readonly [number, number, number][]): EstimateAdjustments {
  const cents = rows.map(([, suma, restar]) => adjustmentCents({ suma, restar }));
  return {
    plusCents: sumCents(cents.map((line) => Math.max(line, 0))),
    minusCents: sumCents(cents.map((line) => Math.max(-line, 0))),
    lines: rows.length,
  };
}

const ADJUSTMENTS: KeptByKey<EstimateAdjustments> = {
  track: trackResumenAjustes,
  all: (db) => {
    const byEstimate = new Map<number, [number, number, number][]>();
    for (const row of resumenAjustes(db)) {
      const own = byEstimate.get(row[0]);
      if (own) own.push(row);
      else byEstimate.set(row[0], [row]);
    }
    return new Map([...byEstimate].map(([estimado, rows]) => [estimado, adjustmentsOf(rows)]));
  },
  one: (db, estimado) => {
    const rows = resumenAjustes(db, estimado);
    return rows.length === 0 ? null : adjustmentsOf(rows);
  },
};

/**
 * The adjustments (tareas) as the summaries need them: per estimate, one carrying the sum of its
 * positive adjustments and one the sum of its negative ones (each line in céntimos, as
 * adjustmentCents takes it). The figures read only each estimate's sum and the total of all; the
 * aging (agingByClient) reads each adjustment as a charge or a credit of its document's day, and
 * charges of one day age alike and credits are summed, so the two per estimate age as the lines
 * do. Kept per estimate like the documents' figures, so a write redoes only the estimates it touched.
 */
export function adjustmentsByEstimate(db: Database): FinanceTarea[] {
  return [...upToDate(db, ADJUSTMENTS)].flatMap(([estimado, adjustments]) =>
    estimateTareas(estimado, adjustments),
  );
}

/** One estimate's two adjustment lines as adjustmentsByEstimate gives them. */
export function estimateTareas(
  estimado: number,
  { plusCents, minusCents }: EstimateAdjustments,
): FinanceTarea[] {
  return [
    { id: 2 * estimado, cobro: estimado, tarea: null, suma: fromCents(plusCents), restar: 0 },
    { id: 2 * estimado + 1, cobro: estimado, tarea: null, suma: 0, restar: fromCents(minusCents) },
  ];
}

/**
 * Every estimate's adjustments, up to date with every write. A value is replaced only when a
 * write touched its estimate, so the same object means the same adjustments.
 */
export function keptAdjustments(db: Database): ReadonlyMap<number, EstimateAdjustments> {
  return upToDate(db, ADJUSTMENTS);
}

/** 'Total Pagado': what every cobro pays, the sum of the documents' figures. */
export function payrollCents(figures: ReadonlyMap<number, DocumentFigures>): Cents {
  return sumCents([...figures.values()].map((figure) => figure.payCents));
}

const NONE: DocumentFigures = { units: 0, realCents: 0, payCents: 0, count: 0 };

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
      const { units, realCents, count } = figures.get(document.id) ?? NONE;
      return {
        ...document,
        cobroCount: count,
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
