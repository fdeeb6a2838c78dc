import type { Month } from '../domain/months';
import { cobrosDelPeriodoQueryOptions } from '../lib/queries/cobros';
import { usuariosQueryOptions } from '../lib/queries/usuarios';
import { startQuery } from './query-layer';

/**
 * The queries a cold load starts before its page (route-table `early`), each the very options the
 * page's own query uses, so both share one cache entry.
 */

/**
 * Lista de Cobros on one period: that period's cobros and, for the Admin, who the workers are
 * (its rows are priced by their roles), each checked as soon as it arrives.
 */
export function startCobrosDelPeriodo(anio: number, mes: Month, withUsuarios: boolean): Promise<unknown> {
  return Promise.all([
    withUsuarios ? startQuery(usuariosQueryOptions()) : null,
    startQuery(cobrosDelPeriodoQueryOptions({ anio, mes })),
  ]);
}
