import type Database from 'better-sqlite3';
import type { TokenSettings } from './auth/token';
import type { UserRow } from './db/usuario-queries';

/** What every route module needs, decorated on the app as `app.deps`. */
export type AppDeps = {
  db: Database.Database;
  token: TokenSettings;
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** The authenticated user, set before the body is read; null on public routes. */
    user: UserRow | null;
  }
}
