import type Database from 'better-sqlite3';
import type { LiquidacionRowWire, LiquidacionWire } from '../../src/contract/cierre-mes';
import type { Cobro } from '../../src/contract/cobro';
import { fromCents, sumCents } from '../../src/domain/cents';
import { compareEs } from '../../src/domain/collator';
import { payroll, workerPay } from '../../src/domain/pay';
import { cierresEnVigor } from '../db/cierres-queries';
import { payrollUsers, periodCobros } from '../db/liquidacion-queries';

/**
 * A period's payroll (`GET ext/liquidacion/`): the rows and each row's pay come from the domain's
 * `payroll` over the period's cobros as the app reads them, so `neto` is the 'Lista Pagos' figure
 * to the céntimo; the breakdown (earned, bonuses, discounts) is the domain's `workerPay` over the
 * same cobros. neto = devengado + bonificaciones − descuentos, except where a discount exceeded
 * a cobro's pay: the floor at 0 keeps that cobro at 0 (src/domain/pay.ts).
 */

export function liquidacion(db: Database.Database, anio: number, mes: string): LiquidacionWire {
  const cobros = periodCobros(db, anio, mes);
  const { rows } = payroll(cobros, payrollUsers(db));
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
  const lines = rows
    .sort((a, b) => compareEs(a.nombre, b.nombre) || a.userId - b.userId)
    .map((row) => {
      const mine = own.get(row.userId) ?? [];
      const theirs = supervised.get(row.userId) ?? [];
      return {
        row,
        count: mine.length + theirs.length,
        pay: workerPay({ own: mine, supervised: theirs, role: row.rol }),
      };
    });
  const filas = lines.map(({ row, count, pay }): LiquidacionRowWire => {
    const cierre = cierres.get(row.userId);
    return {
      usuario: { id: row.userId, nombre: row.nombre, rol: row.rol },
      unidades_propias: row.units,
      unidades_supervisadas: row.supervisedUnits,
      devengado: fromCents(pay.earnedCents),
      bonificaciones: fromCents(pay.bonusCents),
      descuentos: fromCents(pay.discountCents),
      neto: fromCents(row.payCents),
      cobros: count,
      estado: cierre ? 'cerrado' : 'abierto',
      cierre: cierre
        ? { id: cierre.id, cerrado_por: cierre.cerrado_por, cerrado_en: cierre.cerrado_en }
        : null,
    };
  });
  const total = (cents: (line: (typeof lines)[number]) => number) => fromCents(sumCents(lines.map(cents)));
  return {
    anio,
    mes,
    filas,
    totales: {
      devengado: total((line) => line.pay.earnedCents),
      bonificaciones: total((line) => line.pay.bonusCents),
      descuentos: total((line) => line.pay.discountCents),
      neto: total((line) => line.row.payCents),
    },
  };
}

/** The workers the period pays (registering workers and supervisors), by id. */
export function paidWorkers(db: Database.Database, anio: number, mes: string): Map<number, string> {
  const { rows } = payroll(periodCobros(db, anio, mes), payrollUsers(db));
  return new Map(rows.map((row) => [row.userId, row.nombre]));
}
