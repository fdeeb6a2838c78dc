import type { Database } from './sqlite-driver';

/** What a database file holds, as a backup check reads it: its tables and whether it is ours. */
export function schemaFacts(db: Database): { tables: number; hasUsers: boolean } {
  const tables = db
    .prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'")
    .pluck()
    .get() as number;
  const users = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'users'").get();
  return { tables, hasUsers: users !== undefined };
}
