import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Database } from './sqlite-driver';

export const IN_MEMORY = ':memory:';

/** Opens (creating its folder if needed) a database with the settings every connection needs. */
export function openDatabase(file: string): Database {
  if (file !== IN_MEMORY) mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets the listener read while a long upload transaction writes.
  db.pragma('journal_mode = WAL');
  // SQLite leaves foreign keys off per connection unless asked; the schema relies on them.
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
