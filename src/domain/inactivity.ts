/** Idle time after which the session is closed (spec section 9: minutes, not seconds). */
export const INACTIVITY_TOTAL_MS = 30 * 60 * 1000;
/** How long the warning counts down before the logout. */
export const INACTIVITY_WARNING_MS = 10 * 60 * 1000;
/** The warning opens once only the countdown is left. */
export const WARNING_AFTER_MS = INACTIVITY_TOTAL_MS - INACTIVITY_WARNING_MS;

export type InactivityPhase = 'active' | 'warning' | 'expired';

/**
 * Derives the guard's state from idle time alone, so the timer can be a plain interval.
 * secondsLeft is rounded up so the countdown shows 1 during the last second, never 0 early.
 */
export function inactivityPhase(idleMs: number): { phase: InactivityPhase; secondsLeft: number } {
  const idle = Math.max(0, idleMs);
  const secondsLeft = Math.max(0, Math.ceil((INACTIVITY_TOTAL_MS - idle) / 1000));
  if (idle >= INACTIVITY_TOTAL_MS) return { phase: 'expired', secondsLeft: 0 };
  if (idle >= WARNING_AFTER_MS) return { phase: 'warning', secondsLeft };
  return { phase: 'active', secondsLeft };
}
