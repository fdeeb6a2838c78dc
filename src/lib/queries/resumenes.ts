import { queryOptions } from '@tanstack/react-query';
import { resumenClientesSchema, resumenFinanzasSchema } from '../../contract/resumenes';
import { apiGet } from '../api-client';
import { fastResumenClientes } from './fast-resumen-clientes';
import { RESUMEN_CLIENTES_PATH, resumenFinanzasPath } from '../summary-paths';
import { queryKeys } from '../query-keys';

/**
 * Extension `resumenes` (shared/extensions.md): the figures of the SuperAdmin Home, 'Pagos de
 * Clientes' and 'Comparativa' without the cobros themselves. Read only where `GET ext/capacidades/`
 * lists `resumenes`; the screens' adapters (useComparativaRows, useSuperAdminHome) choose.
 */

/** `ext/resumen_finanzas/?anio=`: the Home's cards and the year's series. */
export const resumenFinanzasQueryOptions = (anio: number) =>
  queryOptions({
    queryKey: queryKeys.resumenes.finanzas(anio),
    queryFn: () => apiGet(resumenFinanzasPath(anio), resumenFinanzasSchema),
  });

/** `ext/resumen_clientes/`: every client and document with its figures. */
export const resumenClientesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.resumenes.clientes(),
    queryFn: () => apiGet(RESUMEN_CLIENTES_PATH, resumenClientesSchema, undefined, fastResumenClientes),
  });

export type QueriesState = {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

type Loadable = Omit<QueriesState, 'refetch'> & { refetch: () => unknown };

/**
 * One state over what a screen joins (queries, or useFinanceSources' state), as useFinanceSources
 * gives for the full lists: one spinner, the first failure, and a retry of what failed.
 */
export function queriesState(parts: readonly Loadable[]): QueriesState {
  const failed = parts.filter((part) => part.error !== null);
  return {
    isPending: parts.some((part) => part.isPending),
    isFetching: parts.some((part) => part.isFetching),
    error: failed[0]?.error ?? null,
    refetch: () => (failed.length > 0 ? failed : parts).forEach((part) => void part.refetch()),
  };
}
