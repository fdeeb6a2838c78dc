/** Calendar days written 'YYYY-MM-DD', which sort as text and carry no time zone. */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcOf(day: string): number | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  const exists =
    check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
  return exists ? utc : null;
}

/** Whether `value` is a day that exists, written 'YYYY-MM-DD' (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  return utcOf(value) !== null;
}

/** Whole days from `from` to `to` (negative when `to` is earlier); both must be calendar days. */
export function daysBetween(from: string, to: string): number {
  const start = utcOf(from);
  const end = utcOf(to);
  if (start === null || end === null) throw new RangeError(`Día inválido: ${start === null ? from : to}`);
  return Math.round((end - start) / DAY_MS);
}
