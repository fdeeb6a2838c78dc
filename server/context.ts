import type { Database } from './db/sqlite-driver';
import type { AnswerCache } from './answer-cache';
import type { TokenSettings } from './auth/token';
import type { UserRow } from './db/usuario-queries';

/** What every route module needs, decorated on the app as `app.deps`. */
export type AppDeps = {
  db: Database;
  token: TokenSettings;
  now: () => Date;
  /** The agency's time zone: "today" for the dates users type is its calendar day (dates.ts). */
  timeZone: string;
  /** Large list answers kept until the next write (answer-cache.ts). */
  answers: AnswerCache;
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
