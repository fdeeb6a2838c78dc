import type { Database, Statement } from './sqlite-driver';
import { cobroJsonSql, scopeParams, whereClause, type CobroScope } from './cobro-json-sql';

/**
 * One period's cobros in scope (extension `resumenes`: `listar_cobro/?anio=&mes=`), written by the
 * same SQL as the whole list, so each item is the very JSON the full answer holds. The period
 * condition goes through the cobros(anio, mes) index: the cost follows the period's cobros, not
 * the history's.
 */

const statements = new WeakMap<Database, Map<string, Statement>>();

/** The scope's condition and the period's, as one WHERE clause on the cobros under `alias`. */
function periodWhere(scope: CobroScope, alias: string): string {
  const period = `${alias}.anio = @anio AND ${alias}.mes = @mes`;
  const where = whereClause(scope, alias, false);
  return where === '' ? `WHERE ${period}` : `${where} AND ${period}`;
}

/** The statement of a period's cobros in scope: `[json, id]` rows, newest first. */
export function periodListSql(scope: CobroScope): string {
  return cobroJsonSql(periodWhere(scope, 'scoped'), periodWhere(scope, 'c'));
}

/** The JSON array of the period's cobros in scope, newest first, as UTF-8 bytes. */
export function periodListJson(db: Database, scope: CobroScope, anio: number, mes: string): Buffer {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = new Map();
    statements.set(db, prepared);
  }
  let select = prepared.get(scope.kind);
  if (!select) {
    select = db.prepare(periodListSql(scope)).pluck();
    prepared.set(scope.kind, select);
  }
  const items = select.all({ ...scopeParams(scope), anio, mes }) as Buffer[];
  const parts: Buffer[] = [Buffer.from('[')];
  items.forEach((item, index) => {
    if (index > 0) parts.push(Buffer.from(','));
    parts.push(item);
  });
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}
