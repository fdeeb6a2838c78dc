import { z } from 'zod';
import { gzipPiece, piecesAnswer, type CachedAnswer, type GzipPiece } from '../compression';
import { cobroSchema } from '../../src/contract/cobro';
import { encodeCobroColumns } from '../../src/contract/cobro-columns-encode';
import type { Database, Statement } from './sqlite-driver';
import { scopeParams, type CobroScope } from './cobro-json-sql';
import { periodListSql } from './cobro-period-queries';
import { bringUpToDate, keepList, orderedGroups, type DirtyGroups, type KeptList } from './grouped-list';

/**
 * One period's cobros in scope (`listar_cobro/?anio=&mes=`, extension `resumenes`), kept as the
 * whole list is (grouped-list.ts): its cobros in groups of consecutive ids, each with its gzip
 * piece. The marks the cobro reader's triggers leave say which groups a write touched; the next
 * read re-reads only those groups' ids of the period (a cobro moved to another month is marked
 * under its id, so it leaves the old period's group and joins the new one's). At the large seed a
 * month is some 8,400 cobros and 6.6 MB of JSON: read whole it took the server 300–600 ms on
 * every visit, and its gzip as much again; a write elsewhere now costs it nothing, a write to one
 * of its cobros one group.
 */

/** The answers kept stay under this many bytes together (a month at 1,000,000 cobros is some 60 MB). */
const MAX_KEPT_BYTES = 256 * 1024 * 1024;

/** `columnas`: the same cobros in the columns of src/contract/cobro-columns-wire.ts. */
export type PeriodAnswer = (scope: CobroScope, anio: number, mes: string, columnas?: boolean) => CachedAnswer;

/**
 * The server's own rows, read strictly: one the contract refused would be a fault of this server,
 * a 500, not an item left out as the page leaves out a backend's (cobroListSchema).
 */
const cobroList = z.array(cobroSchema);

/**
 * Each group's part of the columns answer, made from its JSON piece when that piece is new: a
 * write redoes the parts of the groups it touched, as it does their JSON.
 */
const columnParts = new WeakMap<GzipPiece, GzipPiece>();
function columnPart(json: GzipPiece): GzipPiece {
  let part = columnParts.get(json);
  if (!part) {
    const cobros = cobroList.parse(JSON.parse(`[${json.raw.toString()}]`));
    part = gzipPiece(Buffer.from(encodeCobroColumns(cobros)));
    columnParts.set(json, part);
  }
  return part;
}
/** The columns answer of a kept period, kept with the JSON answer it was made from. */
const columnAnswers = new WeakMap<CachedAnswer, CachedAnswer>();
function columnsOf(entry: KeptList): CachedAnswer {
  let answer = columnAnswers.get(entry.answer);
  if (!answer) {
    answer = piecesAnswer(orderedGroups(entry.groups, true).map(columnPart));
    columnAnswers.set(entry.answer, answer);
  }
  return answer;
}

/**
 * `dirty` is the cobro reader's marks (cobro-queries.ts), shared so that both caches follow the
 * same writes; `changesNow` reads total_changes().
 */
export function createPeriodCache(db: Database, dirty: DirtyGroups, changesNow: Statement): PeriodAnswer {
  const statements = new Map<string, Statement>();
  const statement = (scope: CobroScope, ranged: boolean) => {
    const key = `${scope.kind}:${ranged}`;
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = db.prepare(periodListSql(scope, ranged)).raw();
      statements.set(key, prepared);
    }
    return prepared;
  };
  const rows = (
    scope: CobroScope,
    period: { anio: number; mes: string },
    range?: { lo: number; hi: number },
  ) =>
    statement(scope, range !== undefined).all({ ...scopeParams(scope), ...period, ...range }) as [
      Buffer,
      number,
    ][];

  /** Least recently read first. */
  const entries = new Map<string, KeptList>();
  const keptBytes = () => [...entries.values()].reduce((total, entry) => total + entry.answer.size, 0);

  return (scope, anio, mes, columnas = false) => {
    const key = JSON.stringify([scope, anio, mes]);
    const period = { anio, mes };
    const cached = entries.get(key);
    if (cached && cached.changes === changesNow.get()) {
      entries.delete(key);
      entries.set(key, cached);
      return columnas ? columnsOf(cached) : cached.answer;
    }
    dirty.noteWrites();
    let entry = cached;
    if (entry) bringUpToDate(entry, dirty, (range) => rows(scope, period, range), true);
    else entry = keepList(rows(scope, period), dirty, true);
    // Read after the bookkeeping above, whose rare clean-up counts as a change too.
    entry.changes = changesNow.get() as number;
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > 1 && keptBytes() > MAX_KEPT_BYTES)
      entries.delete(entries.keys().next().value as string);
    return columnas ? columnsOf(entry) : entry.answer;
  };
}
