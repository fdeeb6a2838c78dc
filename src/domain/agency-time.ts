/**
 * The agency's calendar day. A payment dated "today" must mean the same day to the browser that
 * fills the form and to the server that checks it, whatever their clocks' zones: both ask this
 * function with the agency's zone.
 */
export const DEFAULT_AGENCY_TIME_ZONE = 'America/Lima';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA writes the parts in ISO order; the parts are read by type anyway, not by position.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Lima's clock has kept UTC−5 all year since its last summer time ended on 1 April 1994. Its day
 * is read by that offset from then on: the runtime's zone data costs 15–30 ms to load on the
 * first use, on every screen's first render. Earlier instants, and every other zone, ask Intl;
 * a test holds the two readings equal over years of instants, so a change of Lima's rules in
 * the runtime's zone data fails it.
 */
const FIXED_ZONE = { name: 'America/Lima', offsetMs: -5 * 3_600_000, since: Date.UTC(1994, 3, 1, 5) };

/** 'YYYY-MM-DD' of a UTC instant in ms, read as a UTC calendar day. */
function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The last instant whose day toISOString still writes with a four-digit year. */
const MAX_ISO_DAY_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === FIXED_ZONE.name) return true;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day of `now` in `timeZone`, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date): string {
  const ms = now.getTime();
  if (timeZone === FIXED_ZONE.name && ms >= FIXED_ZONE.since && ms <= MAX_ISO_DAY_MS)
    return utcDay(ms + FIXED_ZONE.offsetMs);
  return todayByIntl(timeZone, now);
}

/** todayIn through the runtime's zone data, for any zone and instant. */
export function todayByIntl(timeZone: string, now: Date): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const NO_INSTANT = '—';

const instantFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as 'dd/mm/aaaa hh:mm' on a 24-hour clock, in `timeZone` (the agency's): the same
 * wall time whatever the browser's own zone. Not an instant: '—'.
 */
export function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_INSTANT;
  let formatter = instantFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
