import type { Cobro } from '../../contract/cobro';
import { cobroPeriodYear, monthNumber } from '../../domain/months';
import { fromCents, sumCents, type Cents } from '../../domain/cents';
import { cleanNumber } from '../../domain/numeric';
import { cobroPay, sumWorkerPay, type CobroPay } from '../../domain/pay';
import { RECORD_LIST_KEYS, recordKindForTask, type RecordKind } from '../../domain/task-types';
import type { CobroFilters } from './cobro-filters';
import { keyWriter, matcher, type FilterKeys } from './cobro-filter-keys';

/** One line of the main table, built once per cobro of an answer (see `preparedList`), not per render. */
export type CobroRow = {
  id: number;
  usuario: string;
  cliente: string;
  agencias: string[];
  documento: string;
  mes: string;
  mesOrder: number;
  /**
   * The registering worker, the supervisor and the cobro's period year: a month closed for either
   * locks the row, as the server refuses its change or deletion.
   */
  usuarioId: number | null;
  supervisorId: number | null;
  anio: number | null;
  recordCount: number;
  units: number;
  bonificado: number;
  sancionado: number;
  /** What the registering worker is paid for this cobro (domain `cobroPay`): the 'A cobrar' / 'Pago total' column. */
  workerCents: Cents;
  /** The supervisor's 0.20 × units on this cobro; 0 without a supervisor. */
  supervisorCents: Cents;
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
  /** What the registering workers are paid for the main table's cobros: bonuses and discounts in, each floored at 0. */
  mineAmount: number;
  /**
   * The supervisors' 0.20 on the main table's supervised cobros, counted only when the main table
   * is every worker's (Admin), so that 'Total Global' is the payroll of those cobros.
   */
  mineSupervisorsAmount: number;
  supervisedUnits: number;
  supervisedAmount: number;
  /** 'Total Global': the three figures above summed in céntimos, so it is exactly their sum. */
  totalAmount: number;
};

export type CobrosViewOptions = {
  userId: number | null;
  /** Admin manages every cobro; the others' main table is the cobros they registered. */
  allCobros: boolean;
  supervises: boolean;
  /**
   * The role whose rate the main table's cobros pay (domain `workerRateCents`): the signed-in
   * worker's, or, when they are several workers' cobros (Admin), each registrant's role by user id
   * from `usuario/`, as the payroll prices them.
   */
  role: CobroRole;
  filters: CobroFilters;
};

export type CobroRole = string | null | ReadonlyMap<number, string | null>;

const KINDS: readonly RecordKind[] = ['bill', 'open', 'spr'];

/** The kind the cobro's own task type files its records under, else whichever list holds any. */
function editableKind(cobro: Cobro): RecordKind | null {
  const own = recordKindForTask(cobro.tipo_tarea);
  if (cobro[RECORD_LIST_KEYS[own]].length > 0) return own;
  return KINDS.find((kind) => cobro[RECORD_LIST_KEYS[kind]].length > 0) ?? null;
}

function toRow(cobro: Cobro, { units, workerCents, supervisorCents }: CobroPay): CobroRow {
  return {
    id: cobro.id,
    usuario: cobro.usuario_registra?.nombre ?? '',
    cliente: cobro.cliente?.nombre ?? '',
    agencias: (cobro.cliente?.agencias ?? []).map((agencia) => agencia.nombre),
    documento: cobro.documento?.nombre_documento ?? '',
    mes: cobro.mes,
    mesOrder: monthNumber(cobro.mes),
    usuarioId: cobro.usuario_registra?.id ?? null,
    supervisorId: cobro.usuario_supervisor?.id ?? null,
    anio: cobroPeriodYear(cobro),
    recordCount: cobro.contenido.length + cobro.contenido_open.length + cobro.contenido_spr.length,
    units,
    bonificado: cobro.bonificado,
    sancionado: cobro.sancionado,
    workerCents,
    supervisorCents,
    kind: editableKind(cobro),
  };
}

/**
 * What a cobro's line needs: its row and its pay line. A list answer's cobros are never changed
 * in place (a refetch brings a new array of new objects), so they are kept per answer array, by
 * position, and a filter change only selects among lines already built instead of rebuilding
 * 100,000 rows, units and pay lines. By position rather than in a WeakMap per cobro: 100,000
 * WeakMap entries cost more than the rows they would save.
 */
type PreparedCobro = { row: CobroRow; pay: CobroPay };

/** One answer's prepared cobros, for the role their pay lines were computed with, and its filter keys. */
type PreparedList = {
  role: CobroRole;
  entries: (PreparedCobro | undefined)[];
  keys: FilterKeys | null;
};
const preparedLists = new WeakMap<readonly Cobro[], PreparedList>();

/** Filled as the derivations reach each cobro: a worker's list prepares only their own cobros. */
function preparedList(cobros: readonly Cobro[], role: CobroRole): PreparedList {
  const known = preparedLists.get(cobros);
  if (known?.role === role) return known;
  const list: PreparedList = {
    role,
    entries: new Array<PreparedCobro | undefined>(cobros.length),
    // The keys depend on the cobros alone: a new role keeps them.
    keys: known?.keys ?? null,
  };
  preparedLists.set(cobros, list);
  return list;
}

function prepare(cobro: Cobro, role: CobroRole): PreparedCobro {
  const registrantRole =
    typeof role === 'object' && role !== null ? (role.get(cobro.usuario_registra?.id ?? -1) ?? null) : role;
  const pay = cobroPay(cobro, registrantRole);
  return { row: toRow(cobro, pay), pay };
}

/**
 * Both tables and the summary in one pass over the cobros, so that 100,000 of them cost one
 * loop per change of data or filters. The filters apply to the tables 'Aplicar en' names, and the
 * summary describes what the tables show.
 */
export function deriveCobrosView(cobros: readonly Cobro[], options: CobrosViewOptions): CobrosView {
  const { userId, allCobros, supervises, role, filters } = options;
  const prepared = preparedList(cobros, role);
  // The first derivation of a list writes its filter keys as it goes, each cobro just read.
  const writer = prepared.keys ? null : keyWriter(cobros.length);
  const matches = matcher(filters, cobros, prepared.keys ?? writer!.keys);
  const filterMine = filters.en !== 'supervisados';
  const filterSupervised = filters.en !== 'mis';
  // Every cobro is the Admin's, and none supervised: its rows are chosen without reading a cobro.
  const readsRegistrant = !allCobros || supervises;

  const mine: CobroRow[] = [];
  const minePays: CobroPay[] = [];
  const groups = new Map<number, { usuario: string; pays: CobroPay[] }>();

  for (let at = 0; at < cobros.length; at += 1) {
    writer?.add(at, cobros[at]);
    const registra = readsRegistrant ? cobros[at].usuario_registra : null;
    const isMine = allCobros || (userId !== null && registra?.id === userId);
    const isSupervised =
      supervises && userId !== null && registra !== null && cobros[at].usuario_supervisor?.id === userId;
    if (!isMine && !isSupervised) continue;

    const entry = (prepared.entries[at] ??= prepare(cobros[at], role));
    if (isMine && (!filterMine || matches(at))) {
      mine.push(entry.row);
      minePays.push(entry.pay);
    }
    if (registra !== null && isSupervised && (!filterSupervised || matches(at))) {
      const group = groups.get(registra.id);
      if (group) group.pays.push(entry.pay);
      else groups.set(registra.id, { usuario: registra.nombre, pays: [entry.pay] });
    }
  }

  if (writer) prepared.keys = writer.keys;

  const nameCount = new Map<string, number>();
  for (const group of groups.values()) nameCount.set(group.usuario, (nameCount.get(group.usuario) ?? 0) + 1);
  const supervisedPays = [...groups].map(([usuarioId, group]) => ({
    usuarioId,
    group,
    pay: sumWorkerPay([], group.pays),
  }));
  const supervised = supervisedPays.map(({ usuarioId, group, pay }) => ({
    usuarioId,
    usuario: group.usuario,
    sharedName: (nameCount.get(group.usuario) ?? 0) > 1,
    units: pay.supervisedUnits,
    amount: fromCents(pay.supervisedCents),
  }));

  // The cards are the domain's worker pay, bonuses and discounts included, as 'Lista Pagos' pays it.
  const minePay = sumWorkerPay(minePays);
  const mineSupervisorsCents = allCobros ? sumCents(minePays.map((pay) => pay.supervisorCents)) : 0;
  // The sum of the rows shown, so the card and the table agree to the céntimo.
  const supervisedCents = sumCents(supervisedPays.map(({ pay }) => pay.supervisedCents));
  return {
    mine,
    supervised,
    mineUnits: minePay.ownUnits,
    mineAmount: fromCents(minePay.ownPayCents),
    mineSupervisorsAmount: fromCents(mineSupervisorsCents),
    supervisedUnits: cleanNumber(supervised.reduce((total, row) => total + row.units, 0)),
    supervisedAmount: fromCents(supervisedCents),
    totalAmount: fromCents(minePay.ownPayCents + mineSupervisorsCents + supervisedCents),
  };
}
