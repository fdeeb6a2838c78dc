import type { Database } from './db/sqlite-driver';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { buildApp } from './app';
import { signToken } from './auth/token';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { seedDemo } from './db/seed';
import { findUserById } from './db/usuario-queries';
import type { Role } from '../src/domain/roles';

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
  db: Database;
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

export function countRows(db: Database, table: string): number {
  return (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
}

export const FORBIDDEN_BODY = { detail: 'No tiene permiso para realizar esta acción.' };
export const NOT_AUTHENTICATED_BODY = { detail: 'Las credenciales de autenticación no se proveyeron.' };

/** Every role of the table, plus a signed-in user without a role. */
export const CALLERS: readonly (readonly [Role | null, number])[] = [
  ['SuperAdmin', USER_IDS.superadmin],
  ['Admin', USER_IDS.admin],
  ['user_Supervisor', USER_IDS.supervisor],
  ['user_User', USER_IDS.usuario],
  ['user_Supervisado', USER_IDS.supervisado],
  [null, USER_IDS.dquispe],
];

type Sent = { statusCode: number; json: () => unknown };

/**
 * The two checks every route test makes, bound to its own `send` (which signs in a default user)
 * and `contents` (a snapshot of the tables the route may write): a refused request answers the
 * expected status and body and writes nothing; each role gets what the permission table says.
 */
export function requestChecks<Call>(
  send: (call: Call, userId?: number | null) => Promise<Sent>,
  contents: () => unknown,
) {
  async function expectRejected(call: Call, status: number, body: unknown, userId?: number) {
    const before = contents();
    const response = await (userId === undefined ? send(call) : send(call, userId));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(contents()).toEqual(before);
  }

  /** Sends the request as every caller: the allowed ones get `okStatus`, the rest 403 and no write. */
  async function expectAccess(
    callFor: (role: Role | null) => Call,
    allowed: readonly Role[],
    okStatus: number,
  ) {
    for (const [role, userId] of CALLERS) {
      const before = contents();
      const response = await send(callFor(role), userId);
      if (role !== null && allowed.includes(role)) {
        expect(response.statusCode, String(role)).toBe(okStatus);
      } else {
        expect(response.statusCode, String(role)).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN_BODY);
        expect(contents()).toEqual(before);
      }
    }
    const before = contents();
    const anonymous = await send(callFor(null), null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED_BODY);
    expect(contents()).toEqual(before);
  }

  return { expectRejected, expectAccess };
}

/** One request of a route test; `payload` is sent as JSON. */
export type Call = { method: HTTPMethods; url: string; payload?: unknown };

/**
 * The harness of a route test file: one seeded app for the file (set up before its tests, closed
 * after them), `send` signed in as `defaultUserId` unless told otherwise (null: no token), and
 * `contentsOf` for the snapshot `requestChecks` compares. `app` and `db` are read at call time.
 */
export function setupRouteTests(defaultUserId: number | null) {
  let current: TestApp | null = null;
  beforeAll(async () => {
    current = await createTestApp();
  });
  afterAll(async () => {
    await current?.app.close();
  });
  const get = (): TestApp => {
    if (!current) throw new Error('La aplicación de pruebas solo existe dentro de los tests');
    return current;
  };

  async function send(call: Call, userId: number | null = defaultUserId) {
    const { app } = get();
    const headers = userId === null ? {} : bearer(await tokenFor(app, userId));
    return app.inject({
      method: call.method,
      url: call.url,
      headers,
      ...(call.payload === undefined ? {} : { payload: call.payload as object }),
    });
  }

  /** Whole rows, not just counts, so that an update that should not happen is caught too. */
  const contentsOf = (tables: readonly string[]) => (): Record<string, unknown[]> =>
    Object.fromEntries(
      tables.map((table) => [table, get().db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()]),
    );

  return {
    get app() {
      return get().app;
    },
    get db() {
      return get().db;
    },
    /** Moves the server's clock for the rest of the file, until moved back. */
    setNow: (date: Date) => get().setNow(date),
    send,
    contentsOf,
  };
}
