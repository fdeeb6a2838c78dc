import { ConcurrencyGate } from '../concurrency-gate';

/**
 * At most HASH_CONCURRENCY scrypt computations run at once, the rest wait in line. scrypt
 * runs on libuv's pool of 4 threads on a 2-core machine: unbounded, a login flood takes every core
 * and every pool thread, and signed-in users' requests (which never hash) wait behind it. One at a
 * time leaves a core to them. A full line refuses at once (GateFullError → 503) rather than growing.
 */
export const HASH_CONCURRENCY = 1;
export const HASH_QUEUE_MAX = 200;

const gate = new ConcurrencyGate(HASH_CONCURRENCY, HASH_QUEUE_MAX);

export const withHashSlot = <T>(work: () => Promise<T>): Promise<T> => gate.run(work);
