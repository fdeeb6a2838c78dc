import { writeVersions, type TrackedTable } from './db/answer-writes';
import type { Database } from './db/sqlite-driver';
import { cachedAnswer, type CachedAnswer } from './compression';

/**
 * The finance screens' lists (estimates, extra amounts, payments, documents, clients) are read on
 * every visit and written seldom. Each answer is kept, with its compressed forms, until a write that
 * can change it. By default that is any write on the connection: total_changes() counts every row
 * inserted, updated or deleted through it, and the API is its only writer. An answer that names
 * the tables it reads (`tables`) is kept across writes to other tables: the documents list
 * (13.6 MB at the large seed, about a second to rebuild) no longer goes at every cobro or task
 * written, nor do the estimates, extra amounts and payments (20–40 ms each) at the
 * cobro and task writes of a working day. These lists are at most a few MB, so rebuilding one
 * whole after a relevant write is cheaper than tracking which rows changed; the two lists that
 * grow with every working day do that (db/grouped-list.ts: listar_cobro/ and listar_tarea/). Keyed
 * by the caller's scope where an answer depends on it.
 */
export type AnswerCache = (
  key: string,
  build: () => string | Buffer | object,
  tables?: readonly TrackedTable[],
) => CachedAnswer;

export type { TrackedTable } from './db/answer-writes';

/** Bounded: the keys are routes times scopes, and a worker has a scope of its own. */
const MAX_ANSWERS = 64;

export function createAnswerCache(db: Database): AnswerCache {
  const versionOf = writeVersions(db);
  const entries = new Map<string, { version: string; answer: CachedAnswer }>();
  return (key, build, tables) => {
    const version = versionOf(tables);
    const cached = entries.get(key);
    if (cached && cached.version === version) return cached.answer;
    const built = build();
    const body = Buffer.isBuffer(built)
      ? built
      : Buffer.from(typeof built === 'string' ? built : JSON.stringify(built));
    const answer = cachedAnswer(body);
    entries.delete(key);
    if (entries.size >= MAX_ANSWERS) entries.delete(entries.keys().next().value as string);
    entries.set(key, { version, answer });
    return answer;
  };
}
