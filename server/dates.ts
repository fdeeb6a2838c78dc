import { todayIn } from '../src/domain/agency-time';

/**
 * Dates on the wire as the real backend sends them: a Django DateField is "YYYY-MM-DD" (a
 * document's fecha_creacion, a client's creado, a payment's fecha, an extra amount's
 * fecha_registro). The database may hold a full ISO datetime (it keeps the moment, which orders
 * documents uploaded on the same day), so every answer goes through `wireDate`.
 *
 * A stored moment's calendar day is the server's local one, as Django's `date.today()` under its
 * TIME_ZONE. "Today" for a date a user typed (a payment's fecha_pago) is the agency's day instead
 * (`agencyToday`), the same function the app's date field uses, so a browser and a server in
 * different zones agree on it.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, "YYYY-MM-DD". */
export function calendarDate(moment: Date): string {
  return `${moment.getFullYear()}-${pad2(moment.getMonth() + 1)}-${pad2(moment.getDate())}`;
}

/** A stored date or ISO datetime as the wire's "YYYY-MM-DD". */
export function wireDate(stored: string): string {
  if (DATE_ONLY.test(stored)) return stored;
  const moment = new Date(stored);
  // Only the server writes these columns; anything else is a broken database, not a user error.
  if (Number.isNaN(moment.getTime())) throw new Error(`Fecha almacenada inválida: ${stored}`);
  return calendarDate(moment);
}

/** The agency's calendar day at `now`: the latest date a user may give a payment. */
export function agencyToday(deps: { now: () => Date; timeZone: string }): string {
  return todayIn(deps.timeZone, deps.now());
}
