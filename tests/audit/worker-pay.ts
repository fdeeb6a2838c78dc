/**
 * Units, rates and the workers' pay (spec section 9, backend-notes.md "Payments"), recomputed
 * from the API's lists: 'Lista Pagos' per month and the SuperAdmin's 'Total Pagado'.
 */
import { unitsTimesRate, wireCents } from './money';
import { MESES, type Wire, type WireCobro, type WireUsuario } from './wire';

/** Units of a cobro: the records of the three kinds summed; the cobro's own unidades when that is 0. */
export function cobroUnits(cobro: WireCobro): number {
  let milli = 0;
  for (const list of [cobro.contenido, cobro.contenido_open, cobro.contenido_spr])
    for (const record of list ?? []) milli += Math.round(Number(record.unidades) * 1000);
  return milli !== 0 ? milli / 1000 : Number(cobro.unidades);
}

/** 'Unidades Netas' (section 9): units + bonificado − sancionado, floored at 0. */
export function netUnits(cobro: WireCobro): number {
  const milli =
    Math.round(cobroUnits(cobro) * 1000) +
    wireCents(cobro.bonificado) * 10 -
    wireCents(cobro.sancionado) * 10;
  return Math.max(0, milli) / 1000;
}

/**
 * The registering worker's rate in céntimos per unit: the cobro's own `tarifa` when the server
 * offers `periodos` and the cobro carries one (extensions.md, "The rates rule"); otherwise 0.20
 * with a supervisor or when the worker's current role is user_Supervisado, else 0.40. Without
 * `periodos` a `tarifa` on the wire is not part of the contract and is not read.
 */
export function workerRate(
  cobro: WireCobro,
  roleOf: (userId: number) => string | null,
  periodos = true,
): number {
  if (periodos && cobro.tarifa !== undefined && cobro.tarifa !== null) return wireCents(cobro.tarifa);
  if (cobro.usuario_supervisor) return 20;
  const worker = cobro.usuario_registra?.id;
  if (worker !== undefined && roleOf(worker) === 'user_Supervisado') return 20;
  return 40;
}

export const SUPERVISOR_RATE = 20;

export type OwnLine = {
  cobroId: number;
  units: number;
  rate: number;
  devengado: number;
  bonificado: number;
  sancionado: number;
  /** What the line pays: devengado + bonificado − sancionado, floored at 0. */
  pay: number;
};

export function ownLine(
  cobro: WireCobro,
  roleOf: (userId: number) => string | null,
  periodos = true,
): OwnLine {
  const units = cobroUnits(cobro);
  const rate = workerRate(cobro, roleOf, periodos);
  const devengado = unitsTimesRate(units, rate);
  const bonificado = wireCents(cobro.bonificado);
  const sancionado = wireCents(cobro.sancionado);
  return {
    cobroId: cobro.id,
    units,
    rate,
    devengado,
    bonificado,
    sancionado,
    pay: Math.max(0, devengado + bonificado - sancionado),
  };
}

export function supervisedShare(cobro: WireCobro): number {
  return cobro.usuario_supervisor ? unitsTimesRate(cobroUnits(cobro), SUPERVISOR_RATE) : 0;
}

export type WorkerPay = {
  userId: number;
  ownUnits: number;
  supervisedUnits: number;
  devengado: number;
  bonificado: number;
  sancionado: number;
  supervisados: number;
  /** What the floor at 0 gave back: Σ of −(devengado + bonificado − sancionado) where that is below 0. */
  floor: number;
  ownPay: number;
  pay: number;
  supervisedNames: string[];
  cobros: number;
};

function emptyPay(userId: number): WorkerPay {
  return {
    userId,
    ownUnits: 0,
    supervisedUnits: 0,
    devengado: 0,
    bonificado: 0,
    sancionado: 0,
    supervisados: 0,
    floor: 0,
    ownPay: 0,
    pay: 0,
    supervisedNames: [],
    cobros: 0,
  };
}

/**
 * Every user's pay over `cobros` (a month's, or all of them), grouped by user id. `periodos`:
 * whether the server offers the extension (each cobro's `tarifa` is then its rate).
 */
export function payroll(
  cobros: readonly WireCobro[],
  usuarios: readonly WireUsuario[],
  periodos = true,
): Map<number, WorkerPay> {
  const roles = new Map(usuarios.map((u) => [u.id, u.rol?.nombre ?? null]));
  const roleOf = (id: number) => roles.get(id) ?? null;
  const result = new Map<number, WorkerPay>();
  const entry = (id: number) => {
    let found = result.get(id);
    if (!found) result.set(id, (found = emptyPay(id)));
    return found;
  };
  for (const cobro of cobros) {
    if (cobro.usuario_registra) {
      const line = ownLine(cobro, roleOf, periodos);
      const own = entry(cobro.usuario_registra.id);
      own.ownUnits += line.units;
      own.devengado += line.devengado;
      own.bonificado += line.bonificado;
      own.sancionado += line.sancionado;
      own.ownPay += line.pay;
      own.floor += line.pay - (line.devengado + line.bonificado - line.sancionado);
      own.pay += line.pay;
      own.cobros += 1;
    }
    if (cobro.usuario_supervisor) {
      const sup = entry(cobro.usuario_supervisor.id);
      const share = supervisedShare(cobro);
      sup.supervisedUnits += cobroUnits(cobro);
      sup.supervisados += share;
      sup.pay += share;
      const name = cobro.usuario_registra?.nombre;
      if (name && !sup.supervisedNames.includes(name)) sup.supervisedNames.push(name);
    }
  }
  return result;
}

export function hasPeriodos(wire: Pick<Wire, 'capacidades'>): boolean {
  return wire.capacidades.includes('periodos');
}

export function cobrosOfMonth(cobros: readonly WireCobro[], mes: string): WireCobro[] {
  return cobros.filter((c) => c.mes === mes);
}

/** The pay of one user over `cobros` (0 when it earns nothing). */
export function payOf(
  cobros: readonly WireCobro[],
  usuarios: readonly WireUsuario[],
  userId: number,
  periodos = true,
): WorkerPay {
  return payroll(cobros, usuarios, periodos).get(userId) ?? emptyPay(userId);
}

/** SuperAdmin 'Total Pagado': the sum of 'Lista Pagos' over the twelve months. */
export function totalPagado(wire: Wire): number {
  let total = 0;
  const periodos = hasPeriodos(wire);
  for (const mes of MESES)
    for (const row of payroll(cobrosOfMonth(wire.cobros, mes), wire.usuarios, periodos).values())
      total += row.pay;
  return total;
}
