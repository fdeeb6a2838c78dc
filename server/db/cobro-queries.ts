import type Database from 'better-sqlite3';
import type { RecordKind } from '../../src/domain/task-types';

/**
 * Reads and writes of cobros. The lists are the heaviest answers of the API: 100,000 cobros
 * make some 75 MB of JSON. Every row handed from SQLite to JavaScript costs more than the SQL
 * that produced it, so SQLite writes each cobro's JSON itself, in one statement whatever the
 * number of cobros: clients (with their agencies), documents and users are serialised once per
 * request in materialised CTEs, each cobro's records are gathered by the cobro_id index, and one
 * UTF-8 blob per cobro crosses into Node, to be concatenated and sent as it is. On the
 * 100,000-cobro seed this took about 40% less CPU than reading cobros and records in three queries
 * and serialising them in JavaScript with cached fragments (bench/cobros-server.ts times the
 * result). The shape is the wire's `CobroWire` (src/contract/cobro.ts); cobro-queries.test.ts
 * compares it with a plain JavaScript reading of the tables.
 */

/** Which cobros a caller sees (listar_cobro/ and friends), or one cobro by id. */
export type CobroScope =
  | { kind: 'all' }
  | { kind: 'registeredBy'; userId: number }
  | { kind: 'registeredOrSupervisedBy'; userId: number }
  | { kind: 'id'; id: number };

/** The scope as a condition on the cobros table under `alias`, with named parameters. */
function scopeFilter(
  scope: CobroScope,
  alias: string,
): { where: string; params: Record<string, number> | null } {
  switch (scope.kind) {
    case 'all':
      return { where: '', params: null };
    case 'registeredBy':
      return { where: `WHERE ${alias}.usuario_registra_id = @user`, params: { user: scope.userId } };
    case 'registeredOrSupervisedBy':
      return {
        where: `WHERE ${alias}.usuario_registra_id = @user OR ${alias}.usuario_supervisor_id = @user`,
        params: { user: scope.userId },
      };
    case 'id':
      return { where: `WHERE ${alias}.id = @id`, params: { id: scope.id } };
  }
}

/**
 * A REAL as JSON: whole numbers as JavaScript writes them (12, not SQLite's 12.0); fractions as
 * SQLite writes them, with enough digits to read back as the very same double.
 */
const jsonNumber = (column: string) =>
  `iif(${column} = CAST(${column} AS INTEGER), CAST(${column} AS INTEGER), ${column})`;
/** Integer cents as a decimal amount: 250 → 2.5, 500 → 5. */
const jsonMoney = (column: string) => `iif(${column} % 100 = 0, ${column} / 100, ${column} / 100.0)`;
const jsonText = (column: string) => `ifnull(json_quote(${column}), 'null')`;
/** SQLite's trim() removes only spaces unless told which characters. */
const trimmed = (column: string) => `trim(${column}, char(32, 9, 10, 13))`;

const recordItem = `concat('{"id":', ifnull(r.registro_id, 'null'), ',"nombre_completo":', json_quote(r.nombre_completo),
  ',"unidades":', ${jsonNumber('r.unidades')}, '}')`;
/**
 * One of the three record lists of a cobro, in the order the records were chosen (their id).
 * Without an ORDER BY in group_concat, which would build a sorter for each of 100,000 cobros
 * (a quarter of the whole list's CPU): both plans SQLite can pick for `cobro_id = ?`, the
 * cobro_id index (its entries are in rowid order within a key) and a table scan, already yield
 * the rows by id. cobro-queries.test.ts pins the order.
 */
const recordList = (kind: RecordKind) =>
  `ifnull(group_concat(CASE WHEN r.kind = '${kind}' THEN ${recordItem} END, ','), '')`;

/**
 * The statement behind every cobro answer. The CTEs hold only the clients and documents the
 * scope's cobros name (every user: a few hundred rows). A user's `nombre` is the first and last
 * name, or the username when both are empty; a client's agencies come in name order.
 */
function cobroJsonSql(where: string, mainWhere: string): string {
  const named = (column: string, cobroColumn: string) =>
    where === '' ? '' : `WHERE ${column} IN (SELECT ${cobroColumn} FROM cobros scoped ${where})`;
  return `
    WITH
      usuario_json AS MATERIALIZED (
        SELECT id, concat('{"id":', id, ',"nombre":', json_quote(coalesce(
          nullif(${trimmed(`concat(${trimmed('first_name')}, ' ', ${trimmed('last_name')})`)}, ''), username)), '}') AS json
        FROM users),
      cliente_json AS MATERIALIZED (
        SELECT clientes.id, concat('{"id":', clientes.id, ',"nombre":', json_quote(clientes.nombre), ',"agencias":[',
          (SELECT group_concat(concat('{"id":', agencias.id, ',"nombre":', json_quote(agencias.nombre), '}'), ','
             ORDER BY agencias.nombre COLLATE NOCASE, agencias.id)
           FROM cliente_agencias JOIN agencias ON agencias.id = cliente_agencias.agencia_id
           WHERE cliente_agencias.cliente_id = clientes.id),
          ']}') AS json
        FROM clientes ${named('clientes.id', 'scoped.cliente_id')}),
      documento_json AS MATERIALIZED (
        SELECT id, concat('{"id":', id, ',"nombre_documento":', json_quote(nombre_archivo), '}') AS json
        FROM documentos ${named('documentos.id', 'scoped.documento_id')})
    SELECT CAST(concat(
      '{"id":', c.id,
      ',"cliente":', ifnull(cliente_json.json, 'null'),
      ',"documento":', ifnull(documento_json.json, 'null'),
      ',"usuario_registra":', ifnull(registra.json, 'null'),
      ',"usuario_supervisor":', ifnull(supervisor.json, 'null'),
      ',"mes":', ${jsonText('c.mes')},
      ',"tipo_tarea":', c.tipo_tarea,
      ',"unidades":', ${jsonNumber('c.unidades')},
      ',"bonificado":', ${jsonMoney('c.bonificado_cents')},
      ',"sancionado":', ${jsonMoney('c.sancionado_cents')},
      ',"nota_bonificado":', ${jsonText('c.nota_bonificado')},
      ',"nota_sancionado":', ${jsonText('c.nota_sancionado')},
      (SELECT concat(',"contenido":[', ${recordList('bill')}, '],"contenido_open":[', ${recordList('open')},
         '],"contenido_spr":[', ${recordList('spr')}, ']')
       FROM cobro_registros r WHERE r.cobro_id = c.id),
      ',"pagado":', iif(c.pagado = 1, 'true', 'false'),
      ',"fecha_creacion":', ${jsonText('c.fecha_creacion')},
      '}') AS BLOB)
    FROM cobros c
    LEFT JOIN cliente_json ON cliente_json.id = c.cliente_id
    LEFT JOIN documento_json ON documento_json.id = c.documento_id
    LEFT JOIN usuario_json registra ON registra.id = c.usuario_registra_id
    LEFT JOIN usuario_json supervisor ON supervisor.id = c.usuario_supervisor_id
    ${mainWhere}
    ORDER BY c.id DESC`;
}

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

export type CobroReader = {
  /** The JSON array of every cobro in scope, newest first, as UTF-8 bytes. */
  listJson: (scope: CobroScope) => Buffer;
  /** One cobro as a JSON object in UTF-8, or undefined when it does not exist. */
  oneJson: (id: number) => Buffer | undefined;
};

/** Statements are prepared once per database, one per kind of scope. */
export function createCobroReader(db: Database.Database): CobroReader {
  const statements = new Map<CobroScope['kind'], Database.Statement>();
  const rows = (scope: CobroScope): Buffer[] => {
    let statement = statements.get(scope.kind);
    if (!statement) {
      statement = db
        .prepare(cobroJsonSql(scopeFilter(scope, 'scoped').where, scopeFilter(scope, 'c').where))
        .pluck();
      statements.set(scope.kind, statement);
    }
    const { params } = scopeFilter(scope, 'c');
    return (params === null ? statement.all() : statement.all(params)) as Buffer[];
  };

  /*
   * An agency lists its cobros far more often than it writes them, and the admin's list of
   * 100,000 cobros costs over a second to build. Each scope's answer is kept until the next write:
   * total_changes() counts every row this connection has inserted, updated or deleted, so any write
   * through the API (the only writer) invalidates it. Bounded, as each worker has a scope of its own.
   */
  const changesNow = db.prepare('SELECT total_changes()').pluck();
  const cache = new Map<string, { changes: number; json: Buffer }>();
  const MAX_CACHED_SCOPES = 32;

  const buildList = (scope: CobroScope): Buffer => {
    const cobros = rows(scope);
    const parts: Buffer[] = [OPEN];
    cobros.forEach((cobro, index) => {
      if (index > 0) parts.push(COMMA);
      parts.push(cobro);
    });
    parts.push(CLOSE);
    return Buffer.concat(parts);
  };

  return {
    listJson: (scope) => {
      const key = JSON.stringify(scope);
      const changes = changesNow.get() as number;
      const cached = cache.get(key);
      if (cached && cached.changes === changes) return cached.json;
      if (cache.size >= MAX_CACHED_SCOPES) cache.clear();
      const json = buildList(scope);
      cache.set(key, { changes, json });
      return json;
    },
    oneJson: (id) => rows({ kind: 'id', id })[0],
  };
}
