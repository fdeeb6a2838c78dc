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

/**
 * The year a cobro's month belongs to (its period, `anio`): the year it was registered, or the
 * year before when the month named comes later than the month of registration, because a cobro
 * is registered for work already done (in January for 'diciembre'). `registeredOn` is the
 * calendar day of registration, 'YYYY-MM-DD'. A month this does not know keeps the registration
 * year rather than guessing.
 */
export function periodYear(mes: Month | string, registeredOn: string): number {
  const year = Number(registeredOn.slice(0, 4));
  const registeredMonth = Number(registeredOn.slice(5, 7));
  return monthNumber(mes) > registeredMonth ? year - 1 : year;
}

/**
 * A cobro's period year: the `anio` the server sends with extension `periodos`, else the year
 * its registration day gives (`periodYear`); null when neither is known.
 */
export function cobroPeriodYear(cobro: {
  mes: string;
  anio?: number;
  fecha_creacion?: string | null;
}): number | null {
  if (cobro.anio !== undefined) return cobro.anio;
  const registered = cobro.fecha_creacion?.slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(registered) ? periodYear(cobro.mes, registered) : null;
}

type PeriodCobro = Parameters<typeof cobroPeriodYear>[0];

/** Whether a cobro counts in a month of a year; a null year (no `periodos`) is every year's month, as the wire was. */
export function inPeriod(cobro: PeriodCobro, mes: string, anio: number | null): boolean {
  return cobro.mes === mes && (anio === null || cobroPeriodYear(cobro) === anio);
}

/** The years a year select offers: those of the cobros, and `current` always; newest first. */
export function periodYears(cobros: readonly PeriodCobro[], current: number): number[] {
  const years = new Set([current]);
  for (const cobro of cobros) {
    const year = cobroPeriodYear(cobro);
    if (year !== null) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** How many years a period picker offers back from this one (more when the URL names an older one). */
const YEARS_BACK = 4;

/**
 * The years to choose from without reading every cobro, newest first: this one and the few
 * before it, and `selected` wherever it is.
 */
export function yearOptions(selected: number, current: number): number[] {
  const years = new Set<number>([selected]);
  for (let year = current; year >= current - YEARS_BACK; year -= 1) years.add(year);
  return [...years].sort((a, b) => b - a);
}
