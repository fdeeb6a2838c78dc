/** Lowercase Spanish month identifiers, exactly as the backend stores `mes` (spec section 3). */
export const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export type Month = (typeof MONTHS)[number];

export function isMonth(value: unknown): value is Month {
  return typeof value === 'string' && (MONTHS as readonly string[]).includes(value);
}

/** Uses the local calendar: "this month" is the user's month, not UTC's. */
export function currentMonth(now: Date = new Date()): Month {
  return MONTHS[now.getMonth()];
}

/** Also capitalises strings that are not known months, so odd backend values still display. */
export function monthLabel(month: Month | string): string {
  if (!month) return '';
  const lower = month.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * 1–12 for a known month; 0 for anything else, so that callers can sort or detect it
 * without a try/catch around data that came from the server.
 */
export function monthNumber(month: Month | string): number {
  return (MONTHS as readonly string[]).indexOf(month.toLowerCase()) + 1;
}
