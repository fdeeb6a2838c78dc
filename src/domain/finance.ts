import { sumCents, toCents, type Cents } from './cents';
import { cleanNumber } from './numeric';

/**
 * Finance rules of spec sections 4 and 9. Every figure is computed in integer céntimos (the
 * `…Cents` functions); a screen converts once, to show it (`fromCents`).
 */

export type EstimateInput = {
  bill: number;
  notas: number;
  subir_notas: number;
  open: number;
  spr: number;
};

/** An adjustment (tarea) as read back from listar_tarea: amounts are `suma` and `restar`. */
export type AdjustmentInput = { suma: number; restar: number };

/** One adjustment's net effect in céntimos: the addition minus the subtraction. */
export function adjustmentCents(tarea: AdjustmentInput): Cents {
  return toCents(tarea.suma) - toCents(tarea.restar);
}

export function adjustmentsTotalCents(tareas: readonly AdjustmentInput[]): Cents {
  return sumCents(tareas.map(adjustmentCents));
}

/** A cobro estimado's own amounts, all five task kinds, before its adjustments. */
export function estimateBaseCents(estimate: EstimateInput): Cents {
  return (
    toCents(estimate.bill) +
    toCents(estimate.notas) +
    toCents(estimate.subir_notas) +
    toCents(estimate.open) +
    toCents(estimate.spr)
  );
}

export function estimateTotalCents(estimate: EstimateInput, tareas: readonly AdjustmentInput[]): Cents {
  return estimateBaseCents(estimate) + adjustmentsTotalCents(tareas);
}

export type SuperAdminEstimateInput = Pick<EstimateInput, 'bill' | 'notas' | 'subir_notas'>;

/** The SuperAdmin rule for one estimate, without its adjustments: bill + notas + subir_notas. */
export function superAdminEstimateCents(estimate: SuperAdminEstimateInput): Cents {
  return sumCents([estimate.bill, estimate.notas, estimate.subir_notas].map(toCents));
}

/**
 * The SuperAdmin dashboard's 'Total Cobrar'. Unlike estimateTotalCents it leaves out open and spr,
 * because spec section 9 defines this figure from bill, notas and subir_notas only. The two rules
 * are kept separate on purpose: merging them would change one of the two screens.
 */
export function superAdminEstimatedTotalCents(
  estimates: readonly SuperAdminEstimateInput[],
  tareas: readonly AdjustmentInput[],
): Cents {
  return sumCents(estimates.map(superAdminEstimateCents)) + adjustmentsTotalCents(tareas);
}

/** Money actually received: the sum of the clients' extra amounts (montos extra). */
export function realTotalCents(montos: readonly { monto: number }[]): Cents {
  return sumCents(montos.map((monto) => toCents(monto.monto)));
}

/** Money received beyond the estimate is a client's fund, not a negative amount pending. */
export function pendingAmountCents(estimated: Cents, real: Cents): Cents {
  return Math.max(0, estimated - real);
}

export type PaymentStatus = 'Pendiente' | 'Pagado';

export function paymentStatusCents(estimated: Cents, paid: Cents): PaymentStatus {
  return estimated - paid > 0 ? 'Pendiente' : 'Pagado';
}

export type BalanceKind = 'Deuda' | 'Fondo' | 'Saldado';
export type BalanceCents = { kind: BalanceKind; cents: Cents };

/** The client owes a debt when paid short of the estimate and holds a fund (credit) when paid over. */
export function balanceCents(estimated: Cents, paid: Cents): BalanceCents {
  const difference = estimated - paid;
  if (difference > 0) return { kind: 'Deuda', cents: difference };
  if (difference < 0) return { kind: 'Fondo', cents: -difference };
  return { kind: 'Saldado', cents: 0 };
}

/** A client's fund (backend-notes, "Payments"): what it paid beyond its estimate, never negative. */
export function fundCents(estimated: Cents, paid: Cents): Cents {
  return Math.max(0, paid - estimated);
}

export type ShareCents<Id> = { id: Id; cents: Cents };

/**
 * Spreads what a client paid over its documents in proportion to each estimated total.
 * Works in whole cents and hands leftover cents to the largest remainders, so the shares add
 * up to the amount paid exactly instead of drifting by rounding. A document with a negative
 * estimate gets no weight: it cannot absorb a negative slice of money received. With no
 * positive estimate there is nothing to be proportional to, so every share is 0.
 */
export function proportionalSharesCents<Id>(
  paid: Cents,
  documents: readonly { id: Id; estimated: Cents }[],
): ShareCents<Id>[] {
  const weights = documents.map((document) =>
    Number.isFinite(document.estimated) ? Math.max(0, document.estimated) : 0,
  );
  const totalWeight = weights.reduce((total, weight) => total + weight, 0);
  if (!(totalWeight > 0) || !Number.isFinite(paid)) {
    return documents.map((document) => ({ id: document.id, cents: 0 }));
  }

  const totalCents = Math.abs(paid);
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

  return documents.map((document, index) => ({ id: document.id, cents: sign * cents[index] || 0 }));
}

/** Below a cent, a difference between actual and estimated totals is rounding, not a discrepancy. */
export const DISCREPANCY_TOLERANCE = 0.01;

/**
 * Compared on the exact amounts, before rounding to céntimos: actual totals are units at 1 dollar
 * and a spreadsheet's units may carry more than two decimals, so 0.011 is a discrepancy although
 * it would round to the tolerance itself.
 */
export function isDiscrepancy(actual: number, estimated: number): boolean {
  return Math.abs(cleanNumber(actual - estimated)) > DISCREPANCY_TOLERANCE;
}

export type AdjustmentKind = 'Suma' | 'Resta';

/**
 * An adjustment row is created by either 'Sumar unidades' or 'Restar unidades', so it reads as
 * a Suma when its net effect adds (or is neutral) and as a Resta when it takes away.
 */
export function adjustmentKind(adjustment: number | AdjustmentInput): AdjustmentKind {
  const net = typeof adjustment === 'number' ? adjustment : adjustmentCents(adjustment);
  return net >= 0 ? 'Suma' : 'Resta';
}
