/**
 * At most HASH_CONCURRENCY scrypt computations run at once, the rest wait in line (issue 13). scrypt
 * runs on libuv's pool of 4 threads on a 2-core machine: unbounded, a login flood takes every core
 * and every pool thread, and signed-in users' requests (which never hash) wait behind it. One at a
 * time leaves a core to them. A full line refuses at once rather than growing without bound.
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_MAX = 200;

export class HashQueueFullError extends Error {
  constructor() {
    super('Cola de contraseñas llena');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE_MAX) throw new HashQueueFullError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
