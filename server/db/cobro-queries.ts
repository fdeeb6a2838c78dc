import type Database from 'better-sqlite3';
import { cobroJsonSql, scopeParams, whereClause, type CobroScope } from './cobro-json-sql';
import { compress, gzipPiece, joinGzipPieces, type CachedAnswer, type GzipPiece } from '../compression';

/** Reads and writes of cobros; the lists come from SQLite as JSON (cobro-json-sql.ts), cached by group. */

export type { CobroScope };

export type CobroReader = {
  /** Every cobro in scope, newest first, as a JSON array kept with its compressed forms. */
  listAnswer: (scope: CobroScope) => CachedAnswer;
  /** The JSON array of every cobro in scope, newest first, as UTF-8 bytes. */
  listJson: (scope: CobroScope) => Buffer;
  /** One cobro as a JSON object in UTF-8, or undefined when it does not exist. */
  oneJson: (id: number) => Buffer | undefined;
};

/**
 * Cobros are cached in groups of this many consecutive ids: a write rebuilds (and recompresses)
 * only its group, some 800 kB of JSON at the large seed, instead of 77 MB.
 */
export const COBRO_GROUP_IDS = 1024;
const groupOf = (id: number) => Math.floor(id / COBRO_GROUP_IDS);
/** Each worker has a scope of its own; the least recently used ones go past this many. */
const MAX_CACHED_SCOPES = 32;

/**
 * Which cobros a write changed, as far as their JSON goes: the cobro itself, its records, and
 * every cobro naming a renamed (or removed) user, client, agency or document. TEMP triggers live
 * with this connection, the API's only writer, and need no migration; a write that rolls back
 * takes its marks with it. The reader reads the marks past the last it saw rather than deleting
 * them, so reading a list writes nothing and other caches keyed by total_changes() stay valid.
 */
/** A write to a row of `table` dirties the cobro its `column` names: before and after an update. */
const markCobroOfRow = (name: string, table: string, column: string) => `
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_${name}_insert AFTER INSERT ON main.${table}
    BEGIN INSERT INTO cobro_list_dirty (id) VALUES (new.${column}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_${name}_update AFTER UPDATE ON main.${table}
    BEGIN INSERT INTO cobro_list_dirty (id) VALUES (old.${column}), (new.${column}); END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_${name}_delete AFTER DELETE ON main.${table}
    BEGIN INSERT INTO cobro_list_dirty (id) VALUES (old.${column}); END;`;

const DIRTY_TRACKING = `
  CREATE TEMP TABLE IF NOT EXISTS cobro_list_dirty (seq INTEGER PRIMARY KEY AUTOINCREMENT, id INTEGER NOT NULL);
  ${markCobroOfRow('cobro', 'cobros', 'id')}
  ${markCobroOfRow('registro', 'cobro_registros', 'cobro_id')}
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_user_update AFTER UPDATE ON main.users
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros
      WHERE usuario_registra_id = old.id OR usuario_supervisor_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_update AFTER UPDATE ON main.clientes
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros WHERE cliente_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_insert AFTER INSERT ON main.cliente_agencias
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros WHERE cliente_id = new.cliente_id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_update AFTER UPDATE ON main.cliente_agencias
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros
      WHERE cliente_id IN (old.cliente_id, new.cliente_id); END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_cliente_agencia_delete AFTER DELETE ON main.cliente_agencias
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros WHERE cliente_id = old.cliente_id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_agencia_update AFTER UPDATE ON main.agencias
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT cobros.id FROM main.cobros
      JOIN main.cliente_agencias ON cliente_agencias.cliente_id = cobros.cliente_id
      WHERE cliente_agencias.agencia_id = old.id; END;
  CREATE TEMP TRIGGER IF NOT EXISTS cobro_list_documento_update AFTER UPDATE ON main.documentos
    BEGIN INSERT INTO cobro_list_dirty (id) SELECT id FROM main.cobros WHERE documento_id = old.id; END;
`;

const piece = (text: string) => gzipPiece(Buffer.from(text));
const OPEN = piece('[');
const COMMA = piece(',');
const CLOSE = piece(']');

type Group = GzipPiece;
type ScopeEntry = {
  /** Groups by group number, each the JSON of its cobros newest first, joined by commas. */
  groups: Map<number, Group>;
  /** `version` when the groups were last brought up to date. */
  builtAt: number;
  /** total_changes() then: while it stays, nothing was written and the answer stands as it is. */
  changes: number;
  answer: CachedAnswer;
};

function joinWithCommas(parts: readonly Buffer[]): Buffer {
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(COMMA.raw);
    joined.push(part);
  });
  return Buffer.concat(joined);
}

/** The answer of a scope's groups: `[`, the groups newest first with commas between, `]`. */
function answerOf(groups: Map<number, Group>): CachedAnswer {
  const ordered = [...groups.keys()].sort((a, b) => b - a).map((key) => groups.get(key) as Group);
  const pieces: GzipPiece[] = [OPEN];
  ordered.forEach((group, index) => {
    if (index > 0) pieces.push(COMMA);
    pieces.push(group);
  });
  pieces.push(CLOSE);
  let body: Buffer | undefined;
  let gzip: Buffer | undefined;
  let brotli: Buffer | undefined;
  const identity = () => (body ??= Buffer.concat(pieces.map((part) => part.raw)));
  return {
    body: identity,
    encoded: (encoding) =>
      encoding === 'gzip' ? (gzip ??= joinGzipPieces(pieces)) : (brotli ??= compress(identity(), 'br')),
  };
}

const MAX_KEPT_MARKS = 100_000;
/** One reader per connection: the write marks are read by one reader only. */
const readers = new WeakMap<Database.Database, CobroReader>();

/** The connection's reader; statements are prepared once, one per kind of scope and range. */
export function createCobroReader(db: Database.Database): CobroReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = newCobroReader(db);
    readers.set(db, reader);
  }
  return reader;
}

function newCobroReader(db: Database.Database): CobroReader {
  db.exec(DIRTY_TRACKING);
  const statements = new Map<string, Database.Statement>();
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
  const marksSince = db.prepare('SELECT seq, id FROM cobro_list_dirty WHERE seq > ? ORDER BY seq').raw();
  const forgetMarks = db.prepare('DELETE FROM cobro_list_dirty WHERE seq <= ?');
  let lastMark = 0;
  /** Bumped by every batch of writes; a group touched after a scope's `builtAt` is rebuilt. */
  let version = 0;
  const touchedAt = new Map<number, number>();
  const entries = new Map<string, ScopeEntry>();

  const noteWrites = () => {
    const marks = marksSince.all(lastMark) as [number, number][];
    if (marks.length === 0) return;
    version += 1;
    for (const [, id] of marks) touchedAt.set(groupOf(id), version);
    const previous = lastMark;
    lastMark = marks[marks.length - 1][0];
    // Rarely, so the table stays small without a write on most reads.
    if (lastMark - previous > MAX_KEPT_MARKS || lastMark % MAX_KEPT_MARKS < previous % MAX_KEPT_MARKS)
      forgetMarks.run(lastMark);
  };

  const groupsOf = (found: [Buffer, number][]): Map<number, Group> => {
    const byGroup = new Map<number, Buffer[]>();
    for (const [json, id] of found) {
      const members = byGroup.get(groupOf(id));
      if (members) members.push(json);
      else byGroup.set(groupOf(id), [json]);
    }
    return new Map([...byGroup].map(([key, members]) => [key, gzipPiece(joinWithCommas(members))]));
  };

  const refresh = (scope: CobroScope, entry: ScopeEntry) => {
    for (const [key, touched] of touchedAt) {
      if (touched <= entry.builtAt) continue;
      const found = rows(scope, { lo: key * COBRO_GROUP_IDS, hi: (key + 1) * COBRO_GROUP_IDS - 1 });
      if (found.length === 0) entry.groups.delete(key);
      else entry.groups.set(key, gzipPiece(joinWithCommas(found.map(([json]) => json))));
    }
  };

  const listAnswer = (scope: CobroScope): CachedAnswer => {
    const key = JSON.stringify(scope);
    const cached = entries.get(key);
    if (cached && cached.changes === changesNow.get()) return cached.answer;
    noteWrites();
    let entry = cached;
    if (entry) {
      const before = entry.builtAt;
      refresh(scope, entry);
      entry.builtAt = version;
      if (version !== before) entry.answer = answerOf(entry.groups);
      entries.delete(key);
    } else {
      const groups = groupsOf(rows(scope));
      entry = { groups, builtAt: version, changes: 0, answer: answerOf(groups) };
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
    oneJson: (id) => rows({ kind: 'id', id })[0]?.[0],
  };
}
