import type { Database, Statement } from './sqlite-driver';

const cache = new WeakMap<Database, Map<string, Statement>>();

/**
 * A prepared statement, compiled once per database. The seeds write hundreds of thousands of rows
 * through the same insert functions the routes use, and compiling the SQL per row would cost more
 * than the writes themselves.
 */
export function statement(db: Database, sql: string): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let prepared = statements.get(sql);
  if (!prepared) {
    prepared = db.prepare(sql);
    statements.set(sql, prepared);
  }
  return prepared;
}
