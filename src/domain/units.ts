import { cleanNumber, orZero, sum } from './numeric';
import type { TaskType } from './task-types';

/**
 * Upper bound (inclusive) of each Bill band and the units it pays (spec section 9).
 * A fractional total above a bound belongs to the next band: 40.5 is "more than 40".
 */
const BILL_BANDS: readonly (readonly [maxTotal: number, units: number])[] = [
  [40, 10],
  [75, 20],
  [100, 30],
  [160, 40],
  [194, 50],
];
const BILL_UNITS_ABOVE_BANDS = 60;

/**
 * Units charged for a Bill task from the document's total units. This is the only Bill rule:
 * the Insert Bill payment default uses it too, although one reading of the old screen gave 30
 * above 194; the cobro register's 60 is the reading the spec keeps.
 * A non-numeric total falls into the lowest band rather than the highest, so bad data never
 * inflates a charge.
 */
export function billUnits(totalUnits: number): number {
  if (Number.isNaN(totalUnits)) return BILL_BANDS[0][1];
  for (const [maxTotal, units] of BILL_BANDS) {
    if (totalUnits <= maxTotal) return units;
  }
  return BILL_UNITS_ABOVE_BANDS;
}

const SUBIR_NOTAS_SMALL_DOCUMENT_MAX_RECORDS = 5;

/** Units for uploading a document's notes, by how many records the document has. */
export function subirNotasUnits(recordCount: number): number {
  return recordCount <= SUBIR_NOTAS_SMALL_DOCUMENT_MAX_RECORDS ? 10 : 20;
}

export const OPEN_UNITS_PER_RECORD = 50;
export const SPR_UNITS_PER_RECORD = 25;

/**
 * What one chosen record is worth. Open and SPR pay a flat rate whatever the record says;
 * Notas (and Bill-list records sent by the admin) carry their own units.
 */
export function recordUnitsForTask(type: TaskType | number, recordUnits: number): number {
  if (type === 4) return OPEN_UNITS_PER_RECORD;
  if (type === 5) return SPR_UNITS_PER_RECORD;
  return recordUnits;
}

export type TaskUnitsInput = {
  /** Number of records in the chosen document. */
  recordCount: number;
  /** Sum of the units of every record in the chosen document. */
  totalUnits: number;
  /** Units of the records the worker ticked (types 1, 4 and 5). */
  selectedRecordUnits?: readonly number[];
};

/** Units a new cobro is worth, computed the same way in the register form and on the server. */
export function taskUnits(type: TaskType | number, input: TaskUnitsInput): number {
  switch (type) {
    case 2:
      return subirNotasUnits(input.recordCount);
    case 3:
      return billUnits(input.totalUnits);
    case 1:
    case 4:
    case 5:
      return sum((input.selectedRecordUnits ?? []).map((units) => recordUnitsForTask(type, units)));
    default:
      return 0;
  }
}

export type RecordUnits = { unidades: number };

export type CobroUnitsInput = {
  unidades?: number | null;
  contenido?: readonly RecordUnits[] | null;
  contenido_open?: readonly RecordUnits[] | null;
  contenido_spr?: readonly RecordUnits[] | null;
};

/**
 * A cobro's units: the sum over all three record lists, because one cobro may hold records of
 * several kinds. `unidades` is only the fallback for cobros without records (types 2 and 3);
 * adding it on top of the records would count them twice.
 */
export function cobroUnits(cobro: CobroUnitsInput): number {
  // Added in the order sum() would add the three lists, without building them: this runs once
  // per cobro on every finance screen.
  let total = 0;
  for (const records of [cobro.contenido, cobro.contenido_open, cobro.contenido_spr]) {
    if (records) for (const record of records) total += orZero(record.unidades);
  }
  const recordsTotal = cleanNumber(total);
  return recordsTotal !== 0 ? recordsTotal : orZero(cobro.unidades);
}

export type NetUnitsInput = CobroUnitsInput & {
  bonificado?: number | null;
  sancionado?: number | null;
};

/** A discount larger than the work done cannot make a worker owe units, hence the floor at 0. */
export function netUnits(cobro: NetUnitsInput): number {
  return Math.max(0, sum([cobroUnits(cobro), orZero(cobro.bonificado), -orZero(cobro.sancionado)]));
}
