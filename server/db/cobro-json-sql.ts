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

/** The scope as a condition on the cobros table under `alias` (named parameter @user or @id), or null. */
function scopeCondition(scope: CobroScope, alias: string): string | null {
  switch (scope.kind) {
    case 'all':
      return null;
    case 'registeredBy':
      return `${alias}.usuario_registra_id = @user`;
    case 'registeredOrSupervisedBy':
      return `(${alias}.usuario_registra_id = @user OR ${alias}.usuario_supervisor_id = @user)`;
    case 'id':
      return `${alias}.id = @id`;
  }
}

export function scopeParams(scope: CobroScope): Record<string, number> {
  switch (scope.kind) {
    case 'all':
      return {};
    case 'registeredBy':
    case 'registeredOrSupervisedBy':
      return { user: scope.userId };
    case 'id':
      return { id: scope.id };
  }
}

/** The scope's condition, narrowed to ids from @lo to @hi when `ranged`, as a WHERE clause. */
export function whereClause(scope: CobroScope, alias: string, ranged: boolean): string {
  const conditions = [scopeCondition(scope, alias), ranged ? `${alias}.id BETWEEN @lo AND @hi` : null];
  const present = conditions.filter((condition) => condition !== null);
  return present.length === 0 ? '' : `WHERE ${present.join(' AND ')}`;
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
export function cobroJsonSql(where: string, mainWhere: string): string {
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
      ',"anio":', c.anio,
      ',"tarifa":', ${jsonMoney('c.tarifa_cents')},
      '}') AS BLOB) AS json, c.id
    FROM cobros c
    LEFT JOIN cliente_json ON cliente_json.id = c.cliente_id
    LEFT JOIN documento_json ON documento_json.id = c.documento_id
    LEFT JOIN usuario_json registra ON registra.id = c.usuario_registra_id
    LEFT JOIN usuario_json supervisor ON supervisor.id = c.usuario_supervisor_id
    ${mainWhere}
    ORDER BY c.id DESC`;
}
