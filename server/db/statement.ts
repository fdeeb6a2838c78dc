import type Database from 'better-sqlite3';

const cache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * A prepared statement, compiled once per database. The seeds write hundreds of thousands of rows
 * through the same insert functions the routes use, and compiling the SQL per row would cost more
 * than the writes themselves.
 */
export function statement(db: Database.Database, sql: string): Database.Statement {
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
