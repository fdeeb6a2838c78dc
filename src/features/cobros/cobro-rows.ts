import { normalizeText } from '../../components/data-table/rows';
import type { Cobro } from '../../contract/cobro';
import { monthNumber } from '../../domain/months';
import { cleanNumber } from '../../domain/numeric';
import { cobroAmount, supervisedAmount } from '../../domain/rates';
import { RECORD_LIST_KEYS, recordKindForTask, type RecordKind } from '../../domain/task-types';
import { cobroUnits } from '../../domain/units';
import type { CobroFilters } from './cobro-filters';

/** One line of the main table, computed once per data or filter change rather than per render. */
export type CobroRow = {
  id: number;
  usuario: string;
  cliente: string;
  agencias: string;
  documento: string;
  mes: string;
  mesOrder: number;
  recordCount: number;
  units: number;
  bonificado: number;
  sancionado: number;
  /** The record list 'Modificar' edits; null when the cobro has no records (types 2 and 3). */
  kind: RecordKind | null;
};

/** A supervised worker's line, keyed by user id so that two namesakes never merge. */
export type SupervisedRow = {
  usuarioId: number;
  usuario: string;
  /** Another supervised worker has the same name, so the screen shows the id to tell them apart. */
  sharedName: boolean;
  units: number;
  amount: number;
};

export type CobrosView = {
  mine: CobroRow[];
  supervised: SupervisedRow[];
  mineUnits: number;
  mineAmount: number;
  supervisedUnits: number;
  supervisedAmount: number;
};

export type CobrosViewOptions = {
  userId: number | null;
  /** Admin manages every cobro; the others' main table is the cobros they registered. */
  allCobros: boolean;
  supervises: boolean;
  /** The pay per unit of a cobro in the main table. */
  rateOf: (cobro: Cobro) => number;
  filters: CobroFilters;
};

const KINDS: readonly RecordKind[] = ['bill', 'open', 'spr'];

/** The kind the cobro's own task type files its records under, else whichever list holds any. */
function editableKind(cobro: Cobro): RecordKind | null {
  const own = recordKindForTask(cobro.tipo_tarea);
  if (cobro[RECORD_LIST_KEYS[own]].length > 0) return own;
  return KINDS.find((kind) => cobro[RECORD_LIST_KEYS[kind]].length > 0) ?? null;
}

function toRow(cobro: Cobro, units: number): CobroRow {
  return {
    id: cobro.id,
    usuario: cobro.usuario_registra?.nombre ?? '',
    cliente: cobro.cliente?.nombre ?? '',
    agencias: (cobro.cliente?.agencias ?? []).map((agencia) => agencia.nombre).join(', '),
    documento: cobro.documento?.nombre_documento ?? '',
    mes: cobro.mes,
    mesOrder: monthNumber(cobro.mes),
    recordCount: cobro.contenido.length + cobro.contenido_open.length + cobro.contenido_spr.length,
    units,
    bonificado: cobro.bonificado,
    sancionado: cobro.sancionado,
    kind: editableKind(cobro),
  };
}

function matcher(filters: CobroFilters): (cobro: Cobro) => boolean {
  const text = normalizeText(filters.texto);
  return (cobro) => {
    if (filters.mes && cobro.mes !== filters.mes) return false;
    if (!text) return true;
    const field = filters.por === 'documento' ? cobro.documento?.nombre_documento : cobro.cliente?.nombre;
    return normalizeText(field ?? '').includes(text);
  };
}

/**
 * Both tables and the summary in one pass over the cobros, so that 100,000 of them cost one
 * loop per change of data or filters. The filters apply to the tables 'Aplicar en' names, and the
 * summary describes what the tables show.
 */
export function deriveCobrosView(cobros: readonly Cobro[], options: CobrosViewOptions): CobrosView {
  const { userId, allCobros, supervises, rateOf, filters } = options;
  const matches = matcher(filters);
  const filterMine = filters.en !== 'supervisados';
  const filterSupervised = filters.en !== 'mis';

  const mine: CobroRow[] = [];
  const unitsByRate = new Map<number, number>();
  const groups = new Map<number, { usuario: string; units: number }>();

  for (const cobro of cobros) {
    const registra = cobro.usuario_registra;
    const isMine = allCobros || (userId !== null && registra?.id === userId);
    const isSupervised =
      supervises && userId !== null && registra !== null && cobro.usuario_supervisor?.id === userId;
    if (!isMine && !isSupervised) continue;

    const units = cobroUnits(cobro);
    if (isMine && (!filterMine || matches(cobro))) {
      mine.push(toRow(cobro, units));
      const rate = rateOf(cobro);
      unitsByRate.set(rate, (unitsByRate.get(rate) ?? 0) + units);
    }
    if (isSupervised && (!filterSupervised || matches(cobro))) {
      const group = groups.get(registra.id);
      if (group) group.units += units;
      else groups.set(registra.id, { usuario: registra.nombre, units });
    }
  }

  const nameCount = new Map<string, number>();
  for (const group of groups.values()) nameCount.set(group.usuario, (nameCount.get(group.usuario) ?? 0) + 1);
  const supervised = [...groups].map(([usuarioId, group]) => {
    const units = cleanNumber(group.units);
    return {
      usuarioId,
      usuario: group.usuario,
      sharedName: (nameCount.get(group.usuario) ?? 0) > 1,
      units,
      amount: supervisedAmount(units),
    };
  });

  let mineUnits = 0;
  let mineAmount = 0;
  for (const [rate, units] of unitsByRate) {
    mineUnits += units;
    mineAmount += cobroAmount(cleanNumber(units), rate);
  }
  const supervisedUnits = cleanNumber(supervised.reduce((total, row) => total + row.units, 0));
  return {
    mine,
    supervised,
    mineUnits: cleanNumber(mineUnits),
    mineAmount: cleanNumber(mineAmount),
    supervisedUnits,
    supervisedAmount: supervisedAmount(supervisedUnits),
  };
}
