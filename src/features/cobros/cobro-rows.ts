import { normalizeForSearch } from '../../domain/collator';
import type { Cobro } from '../../contract/cobro';
import { monthNumber } from '../../domain/months';
import { fromCents, sumCents } from '../../domain/cents';
import { cleanNumber } from '../../domain/numeric';
import { workerPay } from '../../domain/pay';
import { RECORD_LIST_KEYS, recordKindForTask, type RecordKind } from '../../domain/task-types';
import { cobroUnits } from '../../domain/units';
import type { CobroFilters } from './cobro-filters';

/** One line of the main table, built once per cobro object (see `prepare`) rather than per render. */
export type CobroRow = {
  id: number;
  usuario: string;
  cliente: string;
  agencias: string[];
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
  /**
   * The role whose rate the main table's cobros pay (domain `workerRateCents`); null when they
   * are several workers' cobros (Admin), so each pays the per-cobro rule.
   */
  role: string | null;
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
    agencias: (cobro.cliente?.agencias ?? []).map((agencia) => agencia.nombre),
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

/**
 * What a cobro's line needs, kept per cobro object: a list answer's cobros are never changed in
 * place (a refetch brings new objects), so a filter change only selects among lines already
 * built instead of rebuilding 100,000 rows and their units. The search names are filled in the
 * first time a text filter looks at them.
 */
type PreparedCobro = { row: CobroRow; cliente?: string; documento?: string };
const prepared = new WeakMap<Cobro, PreparedCobro>();

function prepare(cobro: Cobro): PreparedCobro {
  let entry = prepared.get(cobro);
  if (!entry) {
    entry = { row: toRow(cobro, cobroUnits(cobro)) };
    prepared.set(cobro, entry);
  }
  return entry;
}

const unitsOf = (cobro: Cobro) => prepare(cobro).row.units;

function searchName(cobro: Cobro, por: CobroFilters['por']): string {
  const entry = prepare(cobro);
  if (por === 'documento')
    return (entry.documento ??= normalizeForSearch(cobro.documento?.nombre_documento ?? ''));
  return (entry.cliente ??= normalizeForSearch(cobro.cliente?.nombre ?? ''));
}

function matcher(filters: CobroFilters): (cobro: Cobro) => boolean {
  const text = normalizeForSearch(filters.texto);
  return (cobro) => {
    if (filters.mes && cobro.mes !== filters.mes) return false;
    return !text || searchName(cobro, filters.por).includes(text);
  };
}

/**
 * Both tables and the summary in one pass over the cobros, so that 100,000 of them cost one
 * loop per change of data or filters. The filters apply to the tables 'Aplicar en' names, and the
 * summary describes what the tables show.
 */
export function deriveCobrosView(cobros: readonly Cobro[], options: CobrosViewOptions): CobrosView {
  const { userId, allCobros, supervises, role, filters } = options;
  const matches = matcher(filters);
  const filterMine = filters.en !== 'supervisados';
  const filterSupervised = filters.en !== 'mis';

  const mine: CobroRow[] = [];
  const mineCobros: Cobro[] = [];
  const groups = new Map<number, { usuario: string; cobros: Cobro[] }>();

  for (const cobro of cobros) {
    const registra = cobro.usuario_registra;
    const isMine = allCobros || (userId !== null && registra?.id === userId);
    const isSupervised =
      supervises && userId !== null && registra !== null && cobro.usuario_supervisor?.id === userId;
    if (!isMine && !isSupervised) continue;

    if (isMine && (!filterMine || matches(cobro))) {
      mine.push(prepare(cobro).row);
      mineCobros.push(cobro);
    }
    if (isSupervised && (!filterSupervised || matches(cobro))) {
      const group = groups.get(registra.id);
      if (group) group.cobros.push(cobro);
      else groups.set(registra.id, { usuario: registra.nombre, cobros: [cobro] });
    }
  }

  const nameCount = new Map<string, number>();
  for (const group of groups.values()) nameCount.set(group.usuario, (nameCount.get(group.usuario) ?? 0) + 1);
  const supervisedPays = [...groups].map(([usuarioId, group]) => ({
    usuarioId,
    group,
    pay: workerPay({ own: [], supervised: group.cobros, unitsOf }),
  }));
  const supervised = supervisedPays.map(({ usuarioId, group, pay }) => ({
    usuarioId,
    usuario: group.usuario,
    sharedName: (nameCount.get(group.usuario) ?? 0) > 1,
    units: pay.supervisedUnits,
    amount: fromCents(pay.supervisedCents),
  }));

  // The cards are the domain's worker pay on units: bonuses and discounts show per cobro in the table.
  const minePay = workerPay({ own: mineCobros, role, unitsOf });
  return {
    mine,
    supervised,
    mineUnits: minePay.ownUnits,
    mineAmount: fromCents(minePay.ownCents),
    supervisedUnits: cleanNumber(supervised.reduce((total, row) => total + row.units, 0)),
    // The sum of the rows shown, so the card and the table agree to the céntimo.
    supervisedAmount: fromCents(sumCents(supervisedPays.map(({ pay }) => pay.supervisedCents))),
  };
}
