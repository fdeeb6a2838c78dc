import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { periodYears } from '../domain/months';
import { useCapacidad } from './capacidades';
import { anioParam, currentAgencyYear } from './periodo-param';

export { ANIO_PARAM, anioParam, currentAgencyYear } from './periodo-param';

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
