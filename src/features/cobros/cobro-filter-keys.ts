import { normalizeForSearch } from '../../domain/collator';
import type { Cobro } from '../../contract/cobro';
import { MONTHS } from '../../domain/months';
import type { CobroFilters, FilterField } from './cobro-filters';

/**
 * What the filters read of each cobro of an answer, in columns by position: its month and year,
 * and its client and document as a slot (one per id, -1 for none) whose search form is kept once.
 * A filter then reads these instead of the cobros: at 1,000,000 cobros, reaching every cobro
 * object again for each Enter held the page some 100 ms.
 */
export type FilterKeys = {
  mes: Uint8Array;
  anio: Float64Array;
  slots: Record<FilterField, Int32Array>;
  /** Each slot's name in search form, made on the first search that reaches it. */
  searchNames: Record<FilterField, (string | undefined)[]>;
  /** Each slot's name as the first cobro that named its id gave it. */
  names: Record<FilterField, string[]>;
};

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(MONTHS.map((month, index) => [month, index]));
const NO_MONTH = 255;

/** The filter keys of a list, written cobro by cobro as the first derivation reaches each. */
export function keyWriter(count: number) {
  const keys: FilterKeys = {
    mes: new Uint8Array(count),
    anio: new Float64Array(count),
    slots: { cliente: new Int32Array(count), documento: new Int32Array(count) },
    searchNames: { cliente: [], documento: [] },
    names: { cliente: [], documento: [] },
  };
  const slotOf = { cliente: new Map<number, number>(), documento: new Map<number, number>() };
  const place = (field: FilterField, at: number, id: number | null | undefined, nombre: string) => {
    if (id == null) {
      keys.slots[field][at] = -1;
      return;
    }
    let slot = slotOf[field].get(id);
    if (slot === undefined) {
      slot = keys.names[field].push(nombre) - 1;
      slotOf[field].set(id, slot);
    }
    keys.slots[field][at] = slot;
  };
  return {
    keys,
    add(at: number, cobro: Cobro) {
      keys.mes[at] = MONTH_INDEX.get(cobro.mes) ?? NO_MONTH;
      keys.anio[at] = cobro.anio ?? NaN;
      place('cliente', at, cobro.cliente?.id, cobro.cliente?.nombre ?? '');
      place('documento', at, cobro.documento?.id, cobro.documento?.nombre_documento ?? '');
    },
  };
}

/** Whether the cobro at a position passes the filters; with none, every cobro does, unread. */
export function matcher(
  filters: CobroFilters,
  cobros: readonly Cobro[],
  keys: FilterKeys,
): (at: number) => boolean {
  const text = normalizeForSearch(filters.texto);
  if (!filters.mes && filters.anio === null && !text) return () => true;
  const month = filters.mes ? (MONTH_INDEX.get(filters.mes) ?? NO_MONTH) : -1;
  const { anio } = filters;
  const byDocument = filters.por === 'documento';
  const slots = keys.slots[filters.por];
  const names = keys.names[filters.por];
  const searchNames = keys.searchNames[filters.por];
  /**
   * Whether each client's (or document's) name holds the text, decided once per id for this
   * search: 100,000 cobros name a few hundred clients, so the text is looked for a few hundred
   * times, not 100,000. A list's first derivation names its slots as it goes.
   */
  const outcomes: boolean[] = [];
  const holdsText = (at: number): boolean => {
    const slot = slots[at];
    if (slot < 0) {
      const cobro = cobros[at];
      const nombre = (byDocument ? cobro.documento?.nombre_documento : cobro.cliente?.nombre) ?? '';
      return normalizeForSearch(nombre).includes(text);
    }
    let outcome = outcomes[slot] as boolean | undefined;
    if (outcome === undefined) {
      const name = (searchNames[slot] ??= normalizeForSearch(names[slot]));
      outcome = name.includes(text);
      outcomes[slot] = outcome;
    }
    return outcome;
  };
  return (at) => {
    if (month >= 0 && keys.mes[at] !== month) return false;
    if (anio !== null && keys.anio[at] !== anio) return false;
    return !text || holdsText(at);
  };
}
