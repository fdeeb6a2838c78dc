import type { Cobro } from '../../contract/cobro';
import type { User } from '../../contract/usuario';
import { currentMonth, inPeriod, isMonth, type Month } from '../../domain/months';
import { payroll, type Payroll, type PayrollUser } from '../../domain/pay';

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
