import { sum } from '../src/domain/numeric';
import { billUnits, subirNotasUnits } from '../src/domain/units';
import { toCents } from './money';

/** backend-notes "Cobro estimado": the reference server charges clients 1 dollar per unit. */
export const DOLLARS_PER_UNIT = 1;

export type EstimateCents = {
  bill_cents: number;
  notas_cents: number;
  subir_notas_cents: number;
  open_cents: number;
  spr_cents: number;
};

/**
 * The estimate of a document from its flags and its records' units. Open and SPR start at 0:
 * only adjustments (tareas) move them.
 */
export function estimateForDocument(
  flags: { bill: boolean; notas: boolean },
  recordUnits: readonly number[],
): EstimateCents {
  const totalUnits = sum(recordUnits);
  return {
    bill_cents: flags.bill ? toCents(billUnits(totalUnits) * DOLLARS_PER_UNIT) : 0,
    notas_cents: flags.notas ? toCents(totalUnits * DOLLARS_PER_UNIT) : 0,
    subir_notas_cents: flags.notas ? toCents(subirNotasUnits(recordUnits.length) * DOLLARS_PER_UNIT) : 0,
    open_cents: 0,
    spr_cents: 0,
  };
}
