import { compareEs } from './collator';
import { lineCents, sumCents, toCents, type Cents } from './cents';
import { cleanNumber } from './numeric';
import { RATE_OWN, RATE_SUPERVISED, rateForCobro, rateForRole } from './rates';
import { cobroUnits, type CobroUnitsInput } from './units';

/** The rates of spec section 9 (rates.ts) in céntimos per unit, so every pay line is integer arithmetic. */
const toRateCents = (rate: number) => Math.round(rate * 100);
export const RATE_OWN_CENTS = toRateCents(RATE_OWN);
export const RATE_SUPERVISED_CENTS = toRateCents(RATE_SUPERVISED);

type UserRef = { id: number; nombre?: string } | null | undefined;

export type PayCobro = CobroUnitsInput & {
  usuario_registra?: UserRef;
  usuario_supervisor?: UserRef;
  bonificado?: number | null;
  sancionado?: number | null;
  /** The rate fixed when the cobro was registered, soles per unit (extension `periodos`); absent from the spec's backend. */
  tarifa?: number | null;
};

/**
 * The registering worker's rate for one cobro: the `tarifa` it carries when the backend fixed one
 * at registration, so a later role change does not reprice past work; else 0.20 when the cobro has a supervisor (the
 * supervisor takes the other 0.20) or when the worker is a user_Supervisado (spec section 9
 * names that role's rate); otherwise 0.40. The role is optional because a cobro does not carry
 * its worker's role: callers that know it (the worker's own screens, the payroll) pass it.
 */
export function workerRateCents(cobro: PayCobro, registrantRole?: string | null): number {
  if (cobro.tarifa != null) return toRateCents(cobro.tarifa);
  return toRateCents(Math.min(rateForCobro(cobro), rateForRole(registrantRole)));
}

/** What one cobro pays, each line rounded once (half up) from its units. */
export type CobroPay = {
  units: number;
  /** The registering worker's rate for this cobro, in céntimos per unit. */
  rateCents: number;
  /** units × the registering worker's rate. */
  earnedCents: Cents;
  /** bonificado and sancionado in céntimos, each ≥ 0 as the modal enters them. */
  bonusCents: Cents;
  discountCents: Cents;
  /** bonificado − sancionado, in soles as entered, never multiplied by a rate. */
  adjustmentCents: Cents;
  /**
   * What the registering worker is paid: earned + adjustment, floored at 0 like the spec's net
   * units, so a discount can take a cobro's pay to nothing but never below.
   */
  workerCents: Cents;
  /** The supervisor's 0.20 × units; 0 when the cobro has no supervisor. */
  supervisorCents: Cents;
};

export function cobroPay(cobro: PayCobro, registrantRole?: string | null): CobroPay {
  const units = cobroUnits(cobro);
  const rateCents = workerRateCents(cobro, registrantRole);
  const earnedCents = lineCents(units, rateCents);
  const bonusCents = toCents(cobro.bonificado);
  const discountCents = toCents(cobro.sancionado);
  const adjustmentCents = bonusCents - discountCents;
  return {
    units,
    rateCents,
    earnedCents,
    bonusCents,
    discountCents,
    adjustmentCents,
    workerCents: Math.max(0, earnedCents + adjustmentCents),
    supervisorCents: cobro.usuario_supervisor != null ? lineCents(units, RATE_SUPERVISED_CENTS) : 0,
  };
}

/** Own units at one rate and what their cobros' lines earn (the sum of the lines, each rounded once). */
export type RateLine = { rateCents: number; units: number; cents: Cents };

/**
 * A worker's pay over a set of cobros (Home 'Total a Cobrar', the Cobros summary, the payroll).
 * The breakdown adds up by construction:
 * ownCents + bonusCents − discountCents + floorCents = ownPayCents, and
 * ownPayCents + supervisedCents = payCents.
 */
export type WorkerPay = {
  ownUnits: number;
  /** 'Devengado': units × rate over the worker's own cobros, one line per cobro. */
  ownCents: Cents;
  /** ownCents by rate, lowest rate first: the 'units × rate' lines of the breakdown. */
  ownByRate: RateLine[];
  /** Sum of the own cobros' bonificado. */
  bonusCents: Cents;
  /** Sum of the own cobros' sancionado. */
  discountCents: Cents;
  /**
   * What the floor at 0 gave back: the part of the discounts that exceeded a cobro's earnings and
   * bonus, which the worker does not pay. 0 when no cobro's discount went past its pay.
   */
  floorCents: Cents;
  /** The sum of the own cobros' worker lines: earnings + bonuses − discounts, each floored at 0. */
  ownPayCents: Cents;
  supervisedUnits: number;
  /** 0.20 × units over the cobros the worker supervises, one line per cobro. */
  supervisedCents: Cents;
  /** own + supervised: what the units earn, before bonuses and discounts. */
  earnedCents: Cents;
  /** 'A cobrar': ownPayCents + supervisedCents, the figure 'Lista Pagos' pays. */
  payCents: Cents;
};

export type WorkerPayInput = {
  /** Cobros the worker registered. */
  own: readonly PayCobro[];
  /** Cobros of other workers that this worker supervises. */
  supervised?: readonly PayCobro[];
  role?: string | null;
};

/**
 * The one pay rule for a worker. Every figure is a sum of per-cobro lines, so a table of cobros
 * always adds up to it to the céntimo.
 */
export function workerPay({ own, supervised = [], role }: WorkerPayInput): WorkerPay {
  return sumWorkerPay(
    own.map((cobro) => cobroPay(cobro, role)),
    supervised.map((cobro) => cobroPay(cobro)),
  );
}

/**
 * workerPay from the cobros' lines, for a caller that keeps each cobro's line (Lista de Cobros
 * sums them again on every filter change). Of the supervised lines only the units and the
 * supervisor's céntimos count, which do not depend on the role the lines were computed for.
 * The lines are whole céntimos, so running sums are exact.
 */
export function sumWorkerPay(own: readonly CobroPay[], supervised: readonly CobroPay[] = []): WorkerPay {
  let ownUnits = 0;
  let ownCents: Cents = 0;
  let workerCents: Cents = 0;
  let bonusCents: Cents = 0;
  let discountCents: Cents = 0;
  const byRate = new Map<number, RateLine>();
  for (const pay of own) {
    ownUnits += pay.units;
    ownCents += pay.earnedCents;
    workerCents += pay.workerCents;
    bonusCents += pay.bonusCents;
    discountCents += pay.discountCents;
    const line = byRate.get(pay.rateCents);
    if (line) {
      line.units += pay.units;
      line.cents += pay.earnedCents;
    } else byRate.set(pay.rateCents, { rateCents: pay.rateCents, units: pay.units, cents: pay.earnedCents });
  }
  let supervisedUnits = 0;
  let supervisedCents: Cents = 0;
  for (const pay of supervised) {
    supervisedUnits += pay.units;
    supervisedCents += pay.supervisorCents;
  }
  const ownByRate = [...byRate.values()]
    .map((line) => ({ ...line, units: cleanNumber(line.units) }))
    .sort((a, b) => a.rateCents - b.rateCents);
  return {
    ownUnits: cleanNumber(ownUnits),
    ownCents,
    ownByRate,
    bonusCents,
    discountCents,
    floorCents: workerCents - (ownCents + bonusCents - discountCents),
    ownPayCents: workerCents,
    supervisedUnits: cleanNumber(supervisedUnits),
    supervisedCents,
    earnedCents: ownCents + supervisedCents,
    payCents: workerCents + supervisedCents,
  };
}

export type PayrollUser = { id: number; nombre: string; rol: string | null };

export type PayrollRow = {
  userId: number;
  nombre: string;
  rol: string | null;
  /** Names of the workers whose cobros this user supervised, up to 3, then '...'. */
  supervisados: string;
  units: number;
  supervisedUnits: number;
  ownCents: Cents;
  supervisedCents: Cents;
  payCents: Cents;
};

export type Payroll = { rows: PayrollRow[]; totalUnits: number; totalCents: Cents };

export const SUPERVISADOS_SHOWN = 3;

/** Up to three names, then '...' (spec section 2, 'Lista Pagos'). */
export function supervisadosText(names: readonly string[]): string {
  const shown = names.slice(0, SUPERVISADOS_SHOWN).join(', ');
  return names.length > SUPERVISADOS_SHOWN ? `${shown}, ...` : shown;
}

type Group = {
  nombre: string;
  own: PayCobro[];
  supervised: PayCobro[];
  supervisados: Map<number, string>;
};

/**
 * The payroll of a set of cobros (one month's, or all): one row per user id that earns on them,
 * as registering worker or as supervisor. Names and roles come from the users list when the user
 * is in it, else from the cobro. Grouping is by id, never by name, so namesakes stay apart. The
 * grand total is the sum of the rows, supervisors' pay included. Linear in cobros: one map pass.
 */
export function payroll(cobros: readonly PayCobro[], users: readonly PayrollUser[]): Payroll {
  const usersById = new Map(users.map((user) => [user.id, user]));
  const groups = new Map<number, Group>();
  const groupOf = (ref: { id: number; nombre?: string }): Group => {
    let group = groups.get(ref.id);
    if (!group) {
      group = {
        nombre: usersById.get(ref.id)?.nombre ?? ref.nombre ?? `Usuario ${ref.id}`,
        own: [],
        supervised: [],
        supervisados: new Map(),
      };
      groups.set(ref.id, group);
    }
    return group;
  };

  for (const cobro of cobros) {
    const registra = cobro.usuario_registra;
    if (!registra) continue;
    groupOf(registra).own.push(cobro);
    const supervisor = cobro.usuario_supervisor;
    if (supervisor) {
      const group = groupOf(supervisor);
      group.supervised.push(cobro);
      group.supervisados.set(registra.id, usersById.get(registra.id)?.nombre ?? registra.nombre ?? '');
    }
  }

  const rows: PayrollRow[] = [];
  for (const [userId, group] of groups) {
    const rol = usersById.get(userId)?.rol ?? null;
    const pay = workerPay({ own: group.own, supervised: group.supervised, role: rol });
    const names = [...group.supervisados.values()].sort(compareEs);
    rows.push({
      userId,
      nombre: group.nombre,
      rol,
      supervisados: supervisadosText(names),
      units: pay.ownUnits,
      supervisedUnits: pay.supervisedUnits,
      ownCents: pay.payCents - pay.supervisedCents,
      supervisedCents: pay.supervisedCents,
      payCents: pay.payCents,
    });
  }
  return {
    rows,
    totalUnits: cleanNumber(rows.reduce((total, row) => total + row.units, 0)),
    totalCents: sumCents(rows.map((row) => row.payCents)),
  };
}
