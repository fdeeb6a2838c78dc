import type { Database } from '../db/sqlite-driver';
import type { CierreWire, LiquidacionRowWire, LiquidacionWire, UsuarioRefWire } from '../../src/contract/cierre-mes';
import { fromCents, sumCents } from '../../src/domain/cents';
import { compareEs } from '../../src/domain/collator';
import {
  cobroPay,
  payroll,
  sumWorkerPay,
  type CobroPay,
  type PayrollRow,
  type WorkerPay,
} from '../../src/domain/pay';
import { cierresEnVigor } from '../db/cierres-queries';
import { payrollUsers, periodCobros, type PeriodCobro } from '../db/liquidacion-queries';

/**
 * A period's payroll (`GET ext/liquidacion/`): the rows and each row's pay come from the domain's
 * `payroll` over the period's cobros (their pay fields, the values the app reads), so `neto` is the 'Lista Pagos' figure
 * to the céntimo; the breakdown (earned, bonuses, discounts) is the domain's `sumWorkerPay` (what
 * `workerPay` is) over the same cobros' lines, which the pay statement prints one by one. neto = devengado + bonificaciones − descuentos, except where a discount exceeded
 * a cobro's pay: the floor at 0 keeps that cobro at 0 (src/domain/pay.ts).
 */

type Cobro = PeriodCobro;

/** One worker's pay for a period: its payroll row, the lines of the cobros it is paid on, their sum. */
export type WorkerPeriodPay = {
  row: PayrollRow;
  /** The workers whose cobros it supervises in the period, by name (then id). */
  supervisados: UsuarioRefWire[];
  /** The worker's own cobros with their lines, priced at the row's role as `workerPay` prices them. */
  own: { cobro: Cobro; pay: CobroPay }[];
  /** The cobros it supervises with their lines (the 0.20 share is `supervisorCents`). */
  supervised: { cobro: Cobro; pay: CobroPay }[];
  /** The sum of those lines: what the row and the pay statement show. */
  pay: WorkerPay;
  cierre: CierreWire | undefined;
};

/**
 * Every worker the period pays, by name then id, with the lines its figures are the sum of; with
 * `names` (the pay statement), each line's cobro names its client and document.
 */
export function periodPay(db: Database, anio: number, mes: string, names = true): WorkerPeriodPay[] {
  const users = payrollUsers(db);
  const cobros = periodCobros(db, anio, mes, users, names);
  const { rows } = payroll(cobros, users);
  const own = new Map<number, Cobro[]>();
  const supervised = new Map<number, Cobro[]>();
  const add = (map: Map<number, Cobro[]>, id: number, cobro: Cobro) => {
    const list = map.get(id);
    if (list) list.push(cobro);
    else map.set(id, [cobro]);
  };
  for (const cobro of cobros) {
    if (!cobro.usuario_registra) continue;
    add(own, cobro.usuario_registra.id, cobro);
    if (cobro.usuario_supervisor) add(supervised, cobro.usuario_supervisor.id, cobro);
  }
  const cierres = cierresEnVigor(db, anio, mes);
  return rows
    .sort((a, b) => compareEs(a.nombre, b.nombre) || a.userId - b.userId)
    .map((row) => {
      // The lines workerPay sums (own at the worker's role, supervised at any), kept for the statement.
      const mine = (own.get(row.userId) ?? []).map((cobro) => ({ cobro, pay: cobroPay(cobro, row.rol) }));
      const theirs = (supervised.get(row.userId) ?? []).map((cobro) => ({ cobro, pay: cobroPay(cobro) }));
      return {
        row,
        supervisados: supervisadosOf(theirs.map((line) => line.cobro)),
        own: mine,
        supervised: theirs,
        pay: sumWorkerPay(
          mine.map((line) => line.pay),
          theirs.map((line) => line.pay),
        ),
        cierre: cierres.get(row.userId),
      };
    });
}

/** The registering workers of supervised cobros, once each, by name then id. */
function supervisadosOf(cobros: readonly Cobro[]): UsuarioRefWire[] {
  const byId = new Map<number, UsuarioRefWire>();
  for (const { usuario_registra } of cobros) {
    if (usuario_registra) byId.set(usuario_registra.id, { id: usuario_registra.id, nombre: usuario_registra.nombre });
  }
  return [...byId.values()].sort((a, b) => compareEs(a.nombre, b.nombre) || a.id - b.id);
}

/** A worker's row of `ext/liquidacion/`. */
export function liquidacionRow({
  row,
  supervisados,
  own,
  supervised,
  pay,
  cierre,
}: WorkerPeriodPay): LiquidacionRowWire {
  return {
    usuario: { id: row.userId, nombre: row.nombre, rol: row.rol },
    supervisados,
    unidades_propias: row.units,
    unidades_supervisadas: row.supervisedUnits,
    devengado: fromCents(pay.earnedCents),
    bonificaciones: fromCents(pay.bonusCents),
    descuentos: fromCents(pay.discountCents),
    neto: fromCents(row.payCents),
    cobros: own.length + supervised.length,
    estado: cierre ? 'cerrado' : 'abierto',
    cierre: cierre ? { id: cierre.id, cerrado_por: cierre.cerrado_por, cerrado_en: cierre.cerrado_en } : null,
  };
}

export function liquidacion(db: Database, anio: number, mes: string): LiquidacionWire {
  const lines = periodPay(db, anio, mes, false);
  const total = (cents: (line: WorkerPeriodPay) => number) => fromCents(sumCents(lines.map(cents)));
  return {
    anio,
    mes,
    filas: lines.map(liquidacionRow),
    totales: {
      devengado: total((line) => line.pay.earnedCents),
      bonificaciones: total((line) => line.pay.bonusCents),
      descuentos: total((line) => line.pay.discountCents),
      neto: total((line) => line.row.payCents),
    },
  };
}

/** The workers the period pays (registering workers and supervisors), by id. */
export function paidWorkers(db: Database, anio: number, mes: string): Map<number, string> {
  const users = payrollUsers(db);
  const { rows } = payroll(periodCobros(db, anio, mes, users), users);
  return new Map(rows.map((row) => [row.userId, row.nombre]));
}
