import { isMonth, monthLabel, MONTHS, type Month } from '../../domain/months';
import type { AppliedFilter } from '../../components/filter-chips';
import { agencyYearMonth } from '../../lib/periodo-param';

export type FilterField = 'cliente' | 'documento';
export type FilterTarget = 'mis' | 'supervisados' | 'ambas';

/** The applied filters of the cobro list. They live in the URL, so reload and back restore them. */
export type CobroFilters = {
  texto: string;
  por: FilterField;
  /** The year of the cobro's period (extension `periodos`); null is every year. */
  anio: number | null;
  mes: Month | null;
  en: FilterTarget;
};

export const EMPTY_FILTERS: CobroFilters = { texto: '', por: 'cliente', anio: null, mes: null, en: 'mis' };

const PARAMS = { texto: 'buscar', por: 'filtrar_por', anio: 'anio', mes: 'mes', en: 'aplicar_en' } as const;
const FILTER_PARAM_NAMES: readonly string[] = Object.values(PARAMS);
/** `mes=todos`: every month chosen, where the list opens on one month by default. */
export const EVERY_MONTH = 'todos';

/** The month and year a list opens on by default, where it opens on one (else null). */
export type DefaultPeriod = { anio: number; mes: Month } | null;

/** This month and year in the agency's calendar, whatever the browser's zone. */
export function currentAgencyPeriod(now = new Date()): { anio: number; mes: Month } {
  const [anio, month] = agencyYearMonth(now);
  return { anio, mes: MONTHS[month - 1] };
}

export const FILTER_FIELD_OPTIONS: readonly (readonly [FilterField, string])[] = [
  ['cliente', 'Cliente'],
  ['documento', 'Documento'],
];

/** Only a supervisor has a second table to apply the filters to; the first is named as on screen. */
export function targetOptions(
  isSupervisor: boolean,
  mainTitle: string,
): readonly (readonly [FilterTarget, string])[] {
  const mine = [['mis', mainTitle]] as const;
  return isSupervisor ? [...mine, ['supervisados', 'Cobros Supervisados'], ['ambas', 'Ambas Tablas']] : mine;
}

/** The filters chosen from a select. */
export type SelectFilterField = 'por' | 'anio' | 'mes' | 'en';

const readPor = (value: string | null): FilterField => (value === 'documento' ? 'documento' : 'cliente');
const readMes = (value: string | null): Month | null => (isMonth(value) ? value : null);
const readAnio = (value: string | null): number | null => {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
};
const readEn = (value: string | null, isSupervisor: boolean): FilterTarget =>
  isSupervisor && (value === 'supervisados' || value === 'ambas') ? value : 'mis';

/** Whether the address names a month or a year (`mes=todos` included). */
export const namesPeriod = (search: URLSearchParams): boolean =>
  search.has(PARAMS.mes) || search.has(PARAMS.anio);

/**
 * Hand-edited or stale values fall back to the defaults rather than hiding every cobro. The year
 * counts only where cobros carry one (`withYears`, extension `periodos`). With a `defaultPeriod`,
 * an address that names neither month nor year is that period (`mes=todos` is every month).
 */
export function parseCobroFilters(
  search: URLSearchParams,
  isSupervisor: boolean,
  withYears = false,
  defaultPeriod: DefaultPeriod = null,
): CobroFilters {
  const period =
    defaultPeriod && !namesPeriod(search)
      ? defaultPeriod
      : { anio: withYears ? readAnio(search.get(PARAMS.anio)) : null, mes: readMes(search.get(PARAMS.mes)) };
  return {
    texto: search.get(PARAMS.texto)?.trim() ?? '',
    por: readPor(search.get(PARAMS.por)),
    ...period,
    en: readEn(search.get(PARAMS.en), isSupervisor),
  };
}

/** One select's new value, read by the same rules as the URL's. */
export function readFilterSelect(
  field: SelectFilterField,
  value: string,
  isSupervisor: boolean,
): Partial<CobroFilters> {
  if (field === 'por') return { por: readPor(value) };
  if (field === 'anio') return { anio: readAnio(value) };
  if (field === 'mes') return { mes: readMes(value) };
  return { en: readEn(value, isSupervisor) };
}

/**
 * Writes the filters over the current query, leaving defaults out so an unfiltered list keeps a
 * clean URL. The tables' pages are dropped: page 7 of the old results means nothing in the new.
 * Where the list opens on one month (`periodByDefault`), every month is written as `mes=todos`,
 * so that the choice survives a reload.
 */
export function writeCobroFilters(
  search: URLSearchParams,
  filters: CobroFilters,
  pageParams: readonly string[],
  periodByDefault = false,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [...FILTER_PARAM_NAMES, ...pageParams]) next.delete(name);
  if (filters.texto) next.set(PARAMS.texto, filters.texto);
  if (filters.texto && filters.por !== EMPTY_FILTERS.por) next.set(PARAMS.por, filters.por);
  if (filters.anio !== null) next.set(PARAMS.anio, String(filters.anio));
  if (filters.mes) next.set(PARAMS.mes, filters.mes);
  else if (periodByDefault) next.set(PARAMS.mes, EVERY_MONTH);
  if (filters.en !== EMPTY_FILTERS.en) next.set(PARAMS.en, filters.en);
  return next;
}

/**
 * Only the filter parameters, as one string: the tables write their own search, sort and page to
 * the same query, and those must not make the page re-derive every row.
 */
export function filterQuery(search: URLSearchParams): string {
  const only = new URLSearchParams();
  for (const name of FILTER_PARAM_NAMES) {
    const value = search.get(name);
    if (value !== null) only.set(name, value);
  }
  return only.toString();
}

export function filtersKey(filters: CobroFilters): string {
  return [filters.texto, filters.por, filters.anio ?? '', filters.mes ?? '', filters.en].join('|');
}

/** The chips of the filters applied, each removing its own filter through `apply`. */
export function appliedCobroFilters(
  filters: CobroFilters,
  targets: readonly (readonly [FilterTarget, string])[],
  apply: (next: CobroFilters) => void,
): AppliedFilter[] {
  const chips: AppliedFilter[] = [];
  if (filters.texto)
    chips.push({
      id: 'texto',
      label: FILTER_FIELD_OPTIONS.find(([value]) => value === filters.por)?.[1] ?? 'Buscar',
      value: filters.texto,
      onRemove: () => apply({ ...filters, texto: '' }),
    });
  if (filters.anio !== null)
    chips.push({
      label: 'Año',
      value: String(filters.anio),
      onRemove: () => apply({ ...filters, anio: null }),
    });
  if (filters.mes)
    chips.push({
      label: 'Mes',
      value: monthLabel(filters.mes),
      onRemove: () => apply({ ...filters, mes: null }),
    });
  if (filters.en !== EMPTY_FILTERS.en)
    chips.push({
      label: 'Aplicar en',
      value: targets.find(([value]) => value === filters.en)?.[1] ?? '',
      onRemove: () => apply({ ...filters, en: EMPTY_FILTERS.en }),
    });
  return chips;
}
