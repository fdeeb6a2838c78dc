import type Database from 'better-sqlite3';
import { cachedAnswer, type CachedAnswer } from './compression';

/**
 * The finance screens' lists (estimates, adjustments, extra amounts, documents) are read on every
 * visit and written seldom. Each answer is kept, with its compressed forms, until the next write
 * on the connection: total_changes() counts every row inserted, updated or deleted through it,
 * and the API is its only writer. These lists are a few MB at the large seed, so rebuilding one
 * whole after a write is cheaper than tracking which rows changed (listar_cobro/ does that:
 * db/cobro-queries.ts). Keyed by the caller's scope where an answer depends on it.
 */
export type AnswerCache = (key: string, build: () => string | Buffer | object) => CachedAnswer;

/** Bounded: the keys are routes times scopes, and a worker has a scope of its own. */
const MAX_ANSWERS = 64;

export function createAnswerCache(db: Database.Database): AnswerCache {
  const changesNow = db.prepare('SELECT total_changes()').pluck();
  const entries = new Map<string, { changes: number; answer: CachedAnswer }>();
  return (key, build) => {
    const changes = changesNow.get() as number;
    const cached = entries.get(key);
    if (cached && cached.changes === changes) return cached.answer;
    const built = build();
    const body = Buffer.isBuffer(built)
      ? built
      : Buffer.from(typeof built === 'string' ? built : JSON.stringify(built));
    const answer = cachedAnswer(body);
    entries.delete(key);
    if (entries.size >= MAX_ANSWERS) entries.delete(entries.keys().next().value as string);
    entries.set(key, { changes, answer });
    return answer;
  };
}
