import type { Cobro } from '../../contract/cobro';
import type { LiquidacionWire } from '../../contract/cierre-mes';
import { sumCents, toCents } from '../../domain/cents';
import { cleanNumber } from '../../domain/numeric';
import type { User } from '../../contract/usuario';
import { currentMonth, inPeriod, isMonth, type Month } from '../../domain/months';
import { compareEs } from '../../domain/collator';
import { payroll, supervisadosText, type Payroll, type PayrollRow, type PayrollUser } from '../../domain/pay';

/** A user's full name, or the username when the names are blank. */
export function userFullName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

export function toPayrollUser(user: User): PayrollUser {
  return { id: user.id, nombre: userFullName(user), rol: user.rol?.nombre ?? null };
}

/** `?mes=` of the payments screens; anything that is not a month means the current one. */
export function monthParam(search: URLSearchParams, now: Date = new Date()): Month {
  const value = search.get('mes')?.toLowerCase();
  return isMonth(value) ? value : currentMonth(now);
}

/** 'Lista Pagos' for one month (of one year, with `periodos`): the domain payroll of its cobros. */
export function payrollForMonth(
  cobros: readonly Cobro[],
  users: readonly User[],
  mes: Month,
  anio: number | null = null,
): Payroll {
  return payroll(
    cobros.filter((cobro) => inPeriod(cobro, mes, anio)),
    users.map(toPayrollUser),
  );
}

/** What 'Lista Pagos' shows of a worker: its name, role, supervised workers, own units and pay. */
export type PagosRow = Pick<PayrollRow, 'userId' | 'nombre' | 'rol' | 'supervisados' | 'units' | 'payCents'>;

/** The month's rows and their totals, each total the sum of the rows shown. */
export type PagosView = { rows: PagosRow[]; totalUnits: number; totalCents: number };

/** Whether every row of the payroll names its supervised workers (our addition; an older server omits it). */
export function namesSupervisados(liquidacion: LiquidacionWire): boolean {
  return liquidacion.filas.every((fila) => fila.supervisados !== undefined);
}

/**
 * 'Lista Pagos' from the server's payroll of the period (extensions `cierre_mes` and `resumenes`):
 * the rows, units and pay are the payroll's (`neto` is the domain payroll's pay to the céntimo);
 * names and roles come from the users list, as `payroll` takes them. The supervised names are the
 * payroll's `supervisados`, named as the users list names them; without them, `periodCobros` (the
 * period's own cobros, `listar_cobro/?anio=&mes=`) give them.
 */
export function pagosFromLiquidacion(
  liquidacion: LiquidacionWire,
  periodCobros: readonly Cobro[] | undefined,
  users: readonly User[],
  mes: Month,
  anio: number,
): PagosView {
  const usersById = new Map(users.map((user) => [user.id, toPayrollUser(user)]));
  const fromCobros = new Map(
    periodCobros
      ? payrollForMonth(periodCobros, users, mes, anio).rows.map((row) => [row.userId, row.supervisados])
      : [],
  );
  const supervisadosOf = (fila: LiquidacionWire['filas'][number]): string =>
    fila.supervisados
      ? supervisadosText(
          fila.supervisados.map((ref) => usersById.get(ref.id)?.nombre ?? ref.nombre).sort(compareEs),
        )
      : (fromCobros.get(fila.usuario.id) ?? '');
  const rows = liquidacion.filas.map((fila): PagosRow => {
    const { usuario, unidades_propias, neto } = fila;
    const known = usersById.get(usuario.id);
    return {
      userId: usuario.id,
      nombre: known?.nombre ?? usuario.nombre,
      rol: known ? known.rol : null,
      supervisados: supervisadosOf(fila),
      units: unidades_propias,
      payCents: toCents(neto),
    };
  });
  return {
    rows,
    totalUnits: cleanNumber(rows.reduce((total, row) => total + row.units, 0)),
    totalCents: sumCents(rows.map((row) => row.payCents)),
  };
}
