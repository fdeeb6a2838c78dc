import { agencyToday } from './agency-zone';

/** `?anio=` of a screen where months of several years meet. */
export const ANIO_PARAM = 'anio';

/** The agency's current year: a year select's default. */
export const currentAgencyYear = (now = new Date()) => agencyYearMonth(now)[0];

/** The agency's current year and month (1–12). */
export function agencyYearMonth(now = new Date()): [number, number] {
  const [year, month] = agencyToday(now).split('-').map(Number);
  return [year, month];
}

/** `?anio=` when it is a plausible year, else the current one. */
export function anioParam(search: URLSearchParams, now = new Date()): number {
  const value = Number(search.get(ANIO_PARAM));
  return Number.isInteger(value) && value >= 2000 && value <= 2100 ? value : currentAgencyYear(now);
}
