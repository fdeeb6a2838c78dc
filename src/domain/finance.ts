import { cleanNumber, orZero, roundMoney, sum } from './numeric';
import { RATE_OWN } from './rates';
import { cobroUnits, type NetUnitsInput } from './units';

export type EstimateInput = {
  bill: number;
  notas: number;
  subir_notas: number;
  open: number;
  spr: number;
};

/** An adjustment (tarea) as read back from listar_tarea: amounts are `suma` and `restar`. */
export type AdjustmentInput = { suma: number; restar: number };

/** Net effect of adjustments: additions minus subtractions. */
export function adjustmentsTotal(tareas: readonly AdjustmentInput[]): number {
  return sum(tareas.flatMap((tarea) => [orZero(tarea.suma), -orZero(tarea.restar)]));
}

/** Estimated total of one cobro estimado, every task kind included (spec section 9). */
export function estimateTotal(estimate: EstimateInput, tareas: readonly AdjustmentInput[]): number {
  return roundMoney(
    sum([estimate.bill, estimate.notas, estimate.subir_notas, estimate.open, estimate.spr].map(orZero)) +
      adjustmentsTotal(tareas),
  );
}

export type SuperAdminEstimateInput = Pick<EstimateInput, 'bill' | 'notas' | 'subir_notas'>;

/**
 * The SuperAdmin dashboard's 'Total Cobrar'. Unlike estimateTotal it leaves out open and spr,
 * because spec section 9 defines this figure from bill, notas and subir_notas only. The two
 * rules are kept separate on purpose: merging them would change one of the two screens.
 */
export function superAdminEstimatedTotal(
  estimates: readonly SuperAdminEstimateInput[],
  tareas: readonly AdjustmentInput[],
): number {
  return roundMoney(
    sum(estimates.flatMap((estimate) => [estimate.bill, estimate.notas, estimate.subir_notas].map(orZero))) +
      adjustmentsTotal(tareas),
  );
}

/** Money actually received: the sum of the clients' extra amounts (montos extra). */
export function realTotal(montos: readonly { monto: number }[]): number {
  return roundMoney(sum(montos.map((monto) => orZero(monto.monto))));
}

/** Money received beyond the estimate is a client's fund, not a negative amount pending. */
export function pendingAmount(estimated: number, real: number): number {
  return Math.max(0, roundMoney(estimated - real));
}

/** The SuperAdmin 'Total Pagado': what workers earned at the own rate, with bonuses and discounts. */
export function paidFigure(cobros: readonly NetUnitsInput[]): number {
  return roundMoney(
    sum(
      cobros.map(
        (cobro) => RATE_OWN * cobroUnits(cobro) + orZero(cobro.bonificado) - orZero(cobro.sancionado),
      ),
    ),
  );
}

export type PaymentStatus = 'Pendiente' | 'Pagado';

/** Compared in cents so that float noise never leaves a settled client 'Pendiente'. */
export function paymentStatus(estimated: number, paid: number): PaymentStatus {
  return roundMoney(estimated - paid) > 0 ? 'Pendiente' : 'Pagado';
}

export type BalanceKind = 'Deuda' | 'Fondo' | 'Saldado';
export type Balance = { kind: BalanceKind; amount: number };

/** The client owes a debt when paid short of the estimate and holds a fund (credit) when paid over. */
export function balance(estimated: number, paid: number): Balance {
  const difference = roundMoney(estimated - paid);
  if (difference > 0) return { kind: 'Deuda', amount: difference };
  if (difference < 0) return { kind: 'Fondo', amount: -difference };
  return { kind: 'Saldado', amount: 0 };
}

export type Share<Id> = { id: Id; share: number };

/**
 * Spreads what a client paid over its documents in proportion to each estimated total.
 * Works in whole cents and hands leftover cents to the largest remainders, so the shares add
 * up to the amount paid exactly instead of drifting by rounding. A document with a negative
 * estimate gets no weight: it cannot absorb a negative slice of money received. With no
 * positive estimate there is nothing to be proportional to, so every share is 0.
 */
export function proportionalShares<Id>(
  paid: number,
  documents: readonly { id: Id; estimated: number }[],
): Share<Id>[] {
  const weights = documents.map((document) => Math.max(0, orZero(document.estimated)));
  const totalWeight = weights.reduce((total, weight) => total + weight, 0);
  if (!(totalWeight > 0) || !Number.isFinite(paid)) {
    return documents.map((document) => ({ id: document.id, share: 0 }));
  }

  const totalCents = Math.round(Math.abs(paid) * 100);
  const sign = paid < 0 ? -1 : 1;
  const exact = weights.map((weight) => (totalCents * weight) / totalWeight);
  const cents = exact.map(Math.floor);
  let leftover = totalCents - cents.reduce((total, value) => total + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (leftover <= 0) break;
    cents[index] += 1;
    leftover -= 1;
  }

  return documents.map((document, index) => ({ id: document.id, share: (sign * cents[index]) / 100 || 0 }));
}

/** Below a cent, a difference between actual and estimated totals is rounding, not a discrepancy. */
export const DISCREPANCY_TOLERANCE = 0.01;

export function isDiscrepancy(actual: number, estimated: number): boolean {
  return Math.abs(cleanNumber(actual - estimated)) > DISCREPANCY_TOLERANCE;
}

export type AdjustmentKind = 'Suma' | 'Resta';

/**
 * An adjustment row is created by either 'Sumar unidades' or 'Restar unidades', so it reads as
 * a Suma when its net effect adds (or is neutral) and as a Resta when it takes away.
 */
export function adjustmentKind(adjustment: number | AdjustmentInput): AdjustmentKind {
  const net = typeof adjustment === 'number' ? adjustment : adjustmentsTotal([adjustment]);
  return net >= 0 ? 'Suma' : 'Resta';
}
