import { roundMoney } from './numeric';
import type { Role } from './roles';

/**
 * Pay per unit for a worker's own cobros (spec section 9). It is also what one cobro pays in all,
 * worker and supervisor together (0.20 + 0.20 when supervised), which is how the spec's SuperAdmin
 * 'paid figure' reads it: the payroll (pay.ts).
 */
export const RATE_OWN = 0.4;
/** Pay per unit for a supervised worker, and a supervisor's cut of each supervised unit. */
export const RATE_SUPERVISED = 0.2;

/**
 * The spec names no rate for other roles. An unknown role gets the ordinary worker rate,
 * RATE_OWN, because every named role except user_Supervisado earns it; the lower rate exists
 * only because a supervisor also earns on that work, which an unknown role has no sign of.
 */
export function rateForRole(role: Role | string | null | undefined): number {
  return role === 'user_Supervisado' ? RATE_SUPERVISED : RATE_OWN;
}

export type RateForCobroInput = { usuario_supervisor?: unknown };

/** Payments summary rule: a supervised cobro splits the pay, so the worker earns the lower rate. */
export function rateForCobro(cobro: RateForCobroInput): number {
  return cobro.usuario_supervisor != null ? RATE_SUPERVISED : RATE_OWN;
}

export function cobroAmount(units: number, rate: number): number {
  return roundMoney(units * rate);
}

/** What a supervisor earns on the units of the workers they supervise. */
export function supervisedAmount(units: number): number {
  return cobroAmount(units, RATE_SUPERVISED);
}
