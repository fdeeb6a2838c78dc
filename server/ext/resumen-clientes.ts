import type { Database } from '../db/sqlite-driver';
import { gzipPiece, piecesAnswer, type CachedAnswer, type GzipPiece } from '../compression';
import { groupPiece } from '../db/grouped-list';
import type { AgingBucket } from '../../src/domain/client-account';
import { agingByClient } from '../../src/domain/client-aging';
import { clientPaymentRows, type ClientPaymentRow } from '../../src/domain/client-payments';
import { comparativaRows } from '../../src/domain/comparativa';
import { clientLists, clientesWire, keptAnswer } from './resumenes';
import {
  documentFigures,
  estimateTareas,
  keptAdjustments,
  withDocumentFigures,
  type DocumentFigures,
  type EstimateAdjustments,
} from './resumen-documentos';

/**
 * `ext/resumen_clientes/` kept per client. A client's row reads only its own documents, estimates,
 * adjustments, extra amounts and cobro figures, so each row is computed from its client's share of
 * the lists with the same src/domain functions the whole answer would use, and kept as JSON, in
 * pieces of CLIENTS_PER_PIECE clients with their gzip. A cobro or a task written (a working day's
 * writes) replaces the figures of one document or one estimate; the next read redoes the rows whose
 * figures changed and recompresses only their pieces. A write to the clients, documents, estimates
 * or extra amounts (or a new day, which ages every debt) lays every row out again.
 */

type Lists = ReturnType<typeof clientLists>;

/** A client and what belongs to it, each in the lists' order. */
type Slice = {
  cliente: Lists['clientes'][number];
  documentos: Lists['documentos'][number][];
  estimados: Lists['estimados'][number][];
  montos: Lists['montos'][number][];
};

type Kept = {
  lists: Lists;
  hoy: string;
  slices: Slice[];
  /** Per client, the figure objects its row was computed from (its documents', its estimates'). */
  figures: (DocumentFigures | undefined)[][];
  adjustments: (EstimateAdjustments | undefined)[][];
  /** Per client, its row of 'Pagos de Clientes' (also the Home's debts and funds) and its JSON. */
  payments: ClientPaymentRow[];
  /** By client id, the debt by age of each client that owes any (also the Home's debtors'). */
  aging: Map<number, AgingBucket[]>;
  rows: Buffer[];
  pieces: GzipPiece[];
  /** The pieces whose clients' rows were redone since they were last compressed. */
  stale: Set<number>;
};

export const CLIENTS_PER_PIECE = 32;
const OPEN = gzipPiece(Buffer.from('{"clientes":['));
const COMMA = gzipPiece(Buffer.from(','));
const CLOSE = gzipPiece(Buffer.from(']}'));

const keptRows = new WeakMap<Database, Kept>();

function slicesOf(lists: Lists): Slice[] {
  const byClient = new Map<number, Slice>();
  const slices = lists.clientes.map((cliente) => {
    const slice: Slice = { cliente, documentos: [], estimados: [], montos: [] };
    byClient.set(cliente.id, slice);
    return slice;
  });
  const byDocument = new Map<number, Slice>();
  for (const documento of lists.documentos) {
    // A document whose client came without an id belongs to no client's figures.
    const slice = documento.cliente?.id == null ? undefined : byClient.get(documento.cliente.id);
    if (!slice) continue;
    slice.documentos.push(documento);
    byDocument.set(documento.id, slice);
  }
  for (const estimado of lists.estimados) byDocument.get(estimado.documento.id)?.estimados.push(estimado);
  for (const monto of lists.montos) byClient.get(monto.cliente)?.montos.push(monto);
  return slices;
}

function rowOf(
  slice: Slice,
  figures: ReadonlyMap<number, DocumentFigures>,
  adjustments: ReadonlyMap<number, EstimateAdjustments>,
  hoy: string,
): { payment: ClientPaymentRow; aging: AgingBucket[] | undefined; json: Buffer } {
  const lines = new Map<number, number>();
  const tareas = slice.estimados.flatMap((estimado) => {
    const own = adjustments.get(estimado.id);
    if (!own) return [];
    lines.set(estimado.id, own.lines);
    return estimateTareas(estimado.id, own);
  });
  const input = { ...slice, clientes: [slice.cliente], tareas };
  const payments = clientPaymentRows(input);
  const aging = agingByClient(input, hoy);
  const [row] = clientesWire(
    payments,
    withDocumentFigures(comparativaRows({ ...input, cobros: [] }), figures),
    aging,
    lines,
  ).clientes;
  return {
    payment: payments[0],
    aging: aging.get(slice.cliente.id),
    json: Buffer.from(JSON.stringify(row)),
  };
}

const sameItems = <T>(a: readonly T[], b: readonly T[] | undefined) =>
  b !== undefined && a.length === b.length && a.every((item, index) => item === b[index]);

const sameLists = (a: Lists, b: Lists) =>
  a.clientes === b.clientes &&
  a.documentos === b.documentos &&
  a.estimados === b.estimados &&
  a.montos === b.montos;

/**
 * Every client's kept rows, up to date with every write: those whose figures changed are redone.
 * `hoy` ('YYYY-MM-DD', agency time): the day each client's debt is aged at.
 */
function upToDate(db: Database, hoy: string): Kept {
  // Before the lists: bringing these up to date may count as a change.
  const figures = documentFigures(db);
  const adjustments = keptAdjustments(db);
  const lists = clientLists(db);
  let kept = keptRows.get(db);
  if (!kept || kept.hoy !== hoy || !sameLists(kept.lists, lists)) {
    kept = {
      lists,
      hoy,
      slices: slicesOf(lists),
      figures: [],
      adjustments: [],
      payments: [],
      aging: new Map(),
      rows: [],
      pieces: [],
      stale: new Set(),
    };
    keptRows.set(db, kept);
  }
  const { slices, stale } = kept;
  for (let index = 0; index < slices.length; index += 1) {
    const slice = slices[index];
    const ownFigures = slice.documentos.map((documento) => figures.get(documento.id));
    const ownAdjustments = slice.estimados.map((estimado) => adjustments.get(estimado.id));
    if (sameItems(ownFigures, kept.figures[index]) && sameItems(ownAdjustments, kept.adjustments[index]))
      continue;
    kept.figures[index] = ownFigures;
    kept.adjustments[index] = ownAdjustments;
    const { payment, aging, json } = rowOf(slice, figures, adjustments, hoy);
    kept.payments[index] = payment;
    if (aging) kept.aging.set(slice.cliente.id, aging);
    else kept.aging.delete(slice.cliente.id);
    kept.rows[index] = json;
    stale.add(Math.floor(index / CLIENTS_PER_PIECE));
  }
  return kept;
}

/**
 * Every client's row of 'Pagos de Clientes', in the clients' order, as `clientPaymentRows` gives
 * them, and each indebted client's debt by age, as `agingByClient` gives it.
 */
export function keptClientRows(
  db: Database,
  hoy: string,
): { payments: readonly ClientPaymentRow[]; aging: ReadonlyMap<number, readonly AgingBucket[]> } {
  const { payments, aging } = upToDate(db, hoy);
  return { payments, aging };
}

/** `hoy` ('YYYY-MM-DD', agency time): the day each client's debt is aged at. */
export function resumenClientesAnswer(db: Database, hoy: string): CachedAnswer {
  // Before the kept answer is looked up: bringing the figures up to date may count as a change.
  documentFigures(db);
  keptAdjustments(db);
  return keptAnswer(db, `clientes:${hoy}`, () => {
    const kept = upToDate(db, hoy);
    for (const piece of kept.stale)
      kept.pieces[piece] = groupPiece(
        kept.rows.slice(piece * CLIENTS_PER_PIECE, (piece + 1) * CLIENTS_PER_PIECE),
      );
    kept.stale.clear();
    const pieces: GzipPiece[] = [OPEN];
    kept.pieces.forEach((piece, index) => {
      if (index > 0) pieces.push(COMMA);
      pieces.push(piece);
    });
    pieces.push(CLOSE);
    return piecesAnswer(pieces);
  });
}
