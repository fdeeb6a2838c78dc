import type { Database, Statement } from './sqlite-driver';
import { cobroJsonSql, scopeParams, whereClause, type CobroScope } from './cobro-json-sql';

/**
 * A narrowed cobro list in scope (extension `resumenes`): one period's cobros
 * (`listar_cobro/?anio=&mes=`, through the cobros(anio, mes) index) or one document's
 * (`listar_cobro/?documento=`, through cobros_documento), written by the same SQL as the whole
 * list, so each item is the very JSON the full answer holds. The cost follows the cobros named,
 * not the history's.
 */

type Narrowing = 'periodo' | 'documento';

const CONDITIONS: Record<Narrowing, (alias: string) => string> = {
  periodo: (alias) => `${alias}.anio = @anio AND ${alias}.mes = @mes`,
  documento: (alias) => `${alias}.documento_id = @documento`,
};

const statements = new WeakMap<Database, Map<string, Statement>>();

/**
 * The scope's condition and the narrowing's, as one WHERE clause on the cobros under `alias`;
 * `ranged` keeps the ids from @lo to @hi.
 */
function narrowedWhere(scope: CobroScope, narrowing: Narrowing, alias: string, ranged: boolean): string {
  const condition = CONDITIONS[narrowing](alias);
  const where = whereClause(scope, alias, ranged);
  return where === '' ? `WHERE ${condition}` : `${where} AND ${condition}`;
}

/**
 * The statement of a period's cobros in scope: `[json, id]` rows, newest first; `ranged` reads
 * only the ids from @lo to @hi (a group of cobro-period-cache.ts).
 */
export function periodListSql(scope: CobroScope, ranged = false): string {
  return narrowedListSql(scope, 'periodo', ranged);
}

function narrowedListSql(scope: CobroScope, narrowing: Narrowing, ranged = false): string {
  return cobroJsonSql(
    narrowedWhere(scope, narrowing, 'scoped', ranged),
    narrowedWhere(scope, narrowing, 'c', ranged),
  );
}

/** The JSON array of the narrowed cobros in scope, newest first, as UTF-8 bytes. */
function narrowedListJson(
  db: Database,
  scope: CobroScope,
  narrowing: Narrowing,
  params: Record<string, number | string>,
): Buffer {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = new Map();
    statements.set(db, prepared);
  }
  const key = `${narrowing}:${scope.kind}`;
  let select = prepared.get(key);
  if (!select) {
    select = db.prepare(narrowedListSql(scope, narrowing)).pluck();
    prepared.set(key, select);
  }
  const items = select.all({ ...scopeParams(scope), ...params }) as Buffer[];
  const parts: Buffer[] = [Buffer.from('[')];
  items.forEach((item, index) => {
    if (index > 0) parts.push(Buffer.from(','));
    parts.push(item);
  });
  parts.push(Buffer.from(']'));
  return Buffer.concat(parts);
}

/** The JSON array of one document's cobros in scope, newest first, as UTF-8 bytes. */
export function documentoListJson(db: Database, scope: CobroScope, documento: number): Buffer {
  return narrowedListJson(db, scope, 'documento', { documento });
}
