import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { signToken } from './auth/token';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { seedDemo } from './db/seed';
import { findUserById } from './db/users';

export const TEST_SECRET = 'secreto-de-pruebas';
/** Mid-June, so the seed spreads cobros over six months. */
export const TEST_NOW = new Date(2026, 5, 15, 12, 0, 0);

/** Seed ids of the demo accounts, one per role, plus the extra workers. */
export const USER_IDS = {
  superadmin: 1,
  admin: 2,
  supervisor: 3,
  usuario: 4,
  supervisado: 5,
  mgomez: 6,
  emendoza: 7,
  psalazar: 8,
  dquispe: 9,
} as const;

export type TestApp = {
  app: FastifyInstance;
  db: Database.Database;
  /** Moves the server's clock, e.g. past a token's expiry. */
  setNow: (date: Date) => void;
};

/** A fresh in-memory database, migrated and seeded, behind an app that is not listening. */
export async function createTestApp(): Promise<TestApp> {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db, TEST_NOW);
  let clock = TEST_NOW;
  const app = await buildApp({ db, jwtSecret: TEST_SECRET, now: () => clock });
  return {
    app,
    db,
    setNow: (date) => {
      clock = date;
    },
  };
}

/** Signs a token directly, so tests do not pay for a scrypt login each time. */
export async function tokenFor(app: FastifyInstance, userId: number): Promise<string> {
  const user = findUserById(app.deps.db, userId);
  if (!user) throw new Error(`No existe el usuario ${userId} en la semilla`);
  return signToken(user, app.deps.token);
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function countRows(db: Database.Database, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
}
