import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodYears } from '../domain/months';
import { agencyToday } from './agency-zone';
import { useCapacidad } from './capacidades';

/** `?anio=` of a screen where months of several years meet. */
export const ANIO_PARAM = 'anio';

/** The agency's current year: a year select's default. */
export const currentAgencyYear = (now = new Date()) => Number(agencyToday(now).slice(0, 4));

/** `?anio=` when it is a plausible year, else the current one. */
export function anioParam(search: URLSearchParams, now = new Date()): number {
  const value = Number(search.get(ANIO_PARAM));
  return Number.isInteger(value) && value >= 2000 && value <= 2100 ? value : currentAgencyYear(now);
}

/** The year a screen shows (extension `periodos`), from the URL; null without the extension. */
export function useAnioParam(): number | null {
  const periodos = useCapacidad('periodos');
  const [search] = useSearchParams();
  return periodos ? anioParam(search) : null;
}

/**
 * The year a screen shows (extension `periodos`): from the URL, defaulting to the current year in
 * agency time, with the years the select offers. Without the extension the wire has no year:
 * `anio` is null, months are every year's, and no select shows.
 */
export function usePeriodoAnio(cobros: Parameters<typeof periodYears>[0] | undefined): {
  anio: number | null;
  anios: number[];
} {
  const anio = useAnioParam();
  const anios = useMemo(() => {
    if (anio === null) return [];
    const years = periodYears(cobros ?? [], currentAgencyYear());
    return years.includes(anio) ? years : [...years, anio].sort((a, b) => b - a);
  }, [anio, cobros]);
  return { anio, anios };
}
