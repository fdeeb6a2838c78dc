import type { Database, Statement } from './sqlite-driver';
import { cobroJsonSql, scopeParams, whereClause, type CobroScope } from './cobro-json-sql';
import type { CachedAnswer } from '../compression';
import {
  LIST_GROUP_IDS,
  bringUpToDate,
  keepList,
  markRowTriggers,
  trackDirtyGroups,
  type KeptList,
} from './grouped-list';
import { createPeriodCache, type PeriodAnswer } from './cobro-period-cache';

/** Reads and writes of cobros; the lists come from SQLite as JSON (cobro-json-sql.ts), cached by group. */

export type { CobroScope };

export type CobroReader = {
  /** Every cobro in scope, newest first, as a JSON array kept with its compressed forms. */
  listAnswer: (scope: CobroScope) => CachedAnswer;
  /** The JSON array of every cobro in scope, newest first, as UTF-8 bytes. */
  listJson: (scope: CobroScope) => Buffer;
  /** One period's cobros in scope, newest first, kept as the whole list is (cobro-period-cache.ts). */
  periodAnswer: PeriodAnswer;
  /** One cobro as a JSON object in UTF-8, or undefined when it does not exist. */
  oneJson: (id: number) => Buffer | undefined;
};

/** Cobros are cached in groups of this many consecutive ids (grouped-list.ts). */
export const COBRO_GROUP_IDS = LIST_GROUP_IDS;
/** Each worker has a scope of its own; the least recently used ones go past this many. */
const MAX_CACHED_SCOPES = 32;

/**
 * Which cobros a write changed, as far as their JSON goes: the cobro itself, its records, and
 * every cobro naming a renamed (or removed) user, client, agency or document.
 */
const DIRTY = 'cobro_list_dirty';
const DIRTY_TRACKING = `
  ${markRowTriggers(DIRTY, 'cobro_list_cobro', 'cobros', 'id')}
  ${markRowTriggers(DIRTY, 'cobro_list_registro', 'cobro_registros', 'cobro_id')}
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_user_update AFTER UPDATE ON main.users
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros
      WHERE usuario_registra_id = old.id OR usuario_supervisor_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_update AFTER UPDATE ON main.clientes
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros WHERE cliente_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_insert AFTER INSERT ON main.cliente_agencias
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros WHERE cliente_id = new.cliente_id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_update AFTER UPDATE ON main.cliente_agencias
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros
      WHERE cliente_id IN (old.cliente_id, new.cliente_id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_delete AFTER DELETE ON main.cliente_agencias
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros WHERE cliente_id = old.cliente_id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_agencia_update AFTER UPDATE ON main.agencias
    BEGIN INSERT INTO ${DIRTY} (id) SELECT cobros.id FROM main.cobros
      JOIN main.cliente_agencias ON cliente_agencias.cliente_id = cobros.cliente_id
      WHERE cliente_agencias.agencia_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_documento_update AFTER UPDATE ON main.documentos
    BEGIN INSERT INTO ${DIRTY} (id) SELECT id FROM main.cobros WHERE documento_id = old.id; END;
`;

/** One reader per connection: the write marks are read by one reader only. */
const readers = new WeakMap<Database, CobroReader>();

/** The connection's reader; statements are prepared once, one per kind of scope and range. */
export function createCobroReader(db: Database): CobroReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = newCobroReader(db);
    readers.set(db, reader);
  }
  return reader;
}

function newCobroReader(db: Database): CobroReader {
  const dirty = trackDirtyGroups(db, DIRTY, DIRTY_TRACKING);
  const statements = new Map<string, Statement>();
  const statement = (scope: CobroScope, ranged: boolean) => {
    const key = `${scope.kind}:${ranged}`;
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = db.prepare(
        cobroJsonSql(whereClause(scope, 'scoped', ranged), whereClause(scope, 'c', ranged)),
      );
      statements.set(key, prepared);
    }
    return prepared;
  };
  /** [json, id] of the scope's cobros, newest first; only ids from lo to hi when given. */
  const rows = (scope: CobroScope, range?: { lo: number; hi: number }) =>
    statement(scope, range !== undefined)
      .raw()
      .all({ ...scopeParams(scope), ...range }) as [Buffer, number][];

  const changesNow = db.prepare('SELECT total_changes()').pluck();
  /** Per scope, each its cobros newest first in groups. */
  const entries = new Map<string, KeptList>();

  const listAnswer = (scope: CobroScope): CachedAnswer => {
    const key = JSON.stringify(scope);
    const cached = entries.get(key);
    if (cached && cached.changes === changesNow.get()) return cached.answer;
    dirty.noteWrites();
    let entry = cached;
    if (entry) {
      bringUpToDate(entry, dirty, (range) => rows(scope, range), true);
      entries.delete(key);
    } else {
      entry = keepList(rows(scope), dirty, true);
      if (entries.size >= MAX_CACHED_SCOPES) entries.delete(entries.keys().next().value as string);
    }
    // Read after the bookkeeping above, whose rare clean-up counts as a change too.
    entry.changes = changesNow.get() as number;
    entries.set(key, entry);
    return entry.answer;
  };

  return {
    listAnswer,
    listJson: (scope) => listAnswer(scope).body(),
    periodAnswer: createPeriodCache(db, dirty, changesNow),
    oneJson: (id) => rows({ kind: 'id', id })[0]?.[0],
  };
}
