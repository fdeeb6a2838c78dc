import { PERIODO_ANIO_MAX, PERIODO_ANIO_MIN, type Periodo } from '../../contract/cierre-mes';
import { isMonth, MONTHS } from '../../domain/months';
import { agencyToday } from '../../lib/agency-zone';

/** This month in the agency's calendar, whatever the browser's zone. */
export function currentPeriodo(now: Date = new Date()): Periodo {
  const [anio, month] = agencyToday(now).split('-').map(Number);
  return { anio, mes: MONTHS[month - 1] };
}

/** The URL's `anio` and `mes`; each one missing or invalid is the current month's. */
export function periodoParam(search: URLSearchParams, now: Date = new Date()): Periodo {
  const current = currentPeriodo(now);
  const anioText = search.get('anio') ?? '';
  const anio = /^\d{4}$/.test(anioText) ? Number(anioText) : NaN;
  const mes = search.get('mes')?.toLowerCase() ?? '';
  return {
    anio: anio >= PERIODO_ANIO_MIN && anio <= PERIODO_ANIO_MAX ? anio : current.anio,
    mes: isMonth(mes) ? mes : current.mes,
  };
}
