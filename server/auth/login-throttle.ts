/**
 * Failed logins counted per username: after MAX_FAILURES within WINDOW_MS the username
 * is refused with 429 until its oldest counted failure leaves the window. Only that username waits,
 * so an attacker guessing one account never locks out anyone else; a success clears the count.
 */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Usernames tracked at once. A flood of made-up names would otherwise grow the map without bound;
 * past the cap the name whose last failure is oldest is forgotten first (Map keeps insertion order
 * and a failure re-inserts its name).
 */
export const LOGIN_TRACKED_MAX = 10_000;

export type LoginThrottle = {
  /** Seconds until the username may try again, or 0 when it may try now. */
  retryAfterSeconds(username: string, now: Date): number;
  recordFailure(username: string, now: Date): void;
  recordSuccess(username: string): void;
};

/** Usernames are matched as the login matches them, except for case, so "Admin" counts for "admin". */
const key = (username: string) => username.toLocaleLowerCase('es');

export function createLoginThrottle(): LoginThrottle {
  const failures = new Map<string, number[]>();

  const recent = (name: string, now: Date): number[] => {
    const since = now.getTime() - LOGIN_WINDOW_MS;
    const kept = (failures.get(name) ?? []).filter((time) => time > since);
    if (kept.length === 0) failures.delete(name);
    else failures.set(name, kept);
    return kept;
  };

  return {
    retryAfterSeconds(username, now) {
      const kept = recent(key(username), now);
      if (kept.length < LOGIN_MAX_FAILURES) return 0;
      const freedAt = kept[kept.length - LOGIN_MAX_FAILURES] + LOGIN_WINDOW_MS;
      return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
    },
    recordFailure(username, now) {
      const name = key(username);
      const kept = recent(name, now).slice(-(LOGIN_MAX_FAILURES - 1));
      failures.delete(name);
      failures.set(name, [...kept, now.getTime()]);
      if (failures.size > LOGIN_TRACKED_MAX) failures.delete(failures.keys().next().value as string);
    },
    recordSuccess(username) {
      failures.delete(key(username));
    },
  };
}
