import {
  queryOptions,
  skipToken,
  useQuery,
  type QueryFunctionContext,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { cobroSchema, type Cobro } from '../../contract/cobro';
import { listOf } from '../../contract/list';
import { cobroListReader } from '../list-worker/fast-cobro';
import type { Periodo } from '../../contract/cierre-mes';
import { apiGetBytesOrJson, parseWith } from '../api-client';
import { InvalidDataError } from '../api-error';
import { CobroColumnsError, decodeCobroColumns } from '../../contract/cobro-columns-wire';
import type { Month } from '../../domain/months';
import { useCapacidades } from '../capacidades';
import { cobrosDelPeriodoPath } from '../summary-paths';
import { getLargeList } from '../list-worker/large-list';
import { LARGE_LIST_QUERY } from './large-list-query';
import { queryKeys } from '../query-keys';

/** Every cobro query starts with this, so one invalidation after a change refreshes them all. */

/** The first rows of the list's load in progress (null when none), for useCobrosWhileLoading. */
const firstRowsKey = [...queryKeys.cobros.list(), 'primeras-filas'] as const;

/** The server scopes the answer by role: Admin all, a supervisor own and supervised, others own. */
export async function getCobros({ client, signal }: QueryFunctionContext): Promise<Cobro[]> {
  client.setQueryData<Cobro[] | null>(firstRowsKey, null);
  // 100,000 cobros are some 77 MB: fetched, parsed and checked in a worker (lib/list-worker).
  return getLargeList('cobro', {
    signal,
    onFirst: (rows) => client.setQueryData<Cobro[] | null>(firstRowsKey, rows),
  });
}

export const cobrosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cobros.list(), queryFn: getCobros, ...LARGE_LIST_QUERY });

export function useCobros({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...cobrosQueryOptions(), enabled });
}

/**
 * One period's cobros, `listar_cobro/?anio=&mes=`: asked only where the backend offers `resumenes`.
 * The real backend ignores the parameters and answers every cobro, so the screens narrow the
 * answer to the period themselves as well.
 */
export async function getCobrosDelPeriodo({ anio, mes }: Periodo, signal?: AbortSignal): Promise<Cobro[]> {
  // Asked in columns (contract/cobro-columns-wire.ts): a month at the large seed (8,400 cobros,
  // 6.7 MB of JSON) is built from them in a fifth of the time of JSON.parse and the fast reader,
  // which still read an answer in JSON.
  const answer = await apiGetBytesOrJson(cobrosDelPeriodoPath(anio, mes), signal);
  if ('json' in answer) return parseWith(listOf(cobroSchema, cobroListReader()), answer.json);
  try {
    return decodeCobroColumns(answer.bytes);
  } catch (error) {
    if (error instanceof CobroColumnsError) throw new InvalidDataError(error.message);
    throw error;
  }
}

export const cobrosDelPeriodoQueryOptions = (periodo: Periodo) =>
  queryOptions({
    queryKey: queryKeys.cobros.period(periodo.anio, periodo.mes),
    queryFn: ({ signal }: QueryFunctionContext) => getCobrosDelPeriodo(periodo, signal),
    ...LARGE_LIST_QUERY,
  });

/**
 * The cobros of a screen that shows one month (of one year, `anio`, with `periodos`), or every
 * month (`mes` null). Where the backend offers `resumenes` and the year is known, only that
 * period's cobros are asked for (`periodo`); otherwise every cobro, as against the spec's
 * backend. Nothing is asked before the discovery has answered, so a backend with the extension
 * is never asked for the full list it would not need. `enabled` false asks nothing.
 */
export function useCobrosDelMes(mes: Month | null, anio: number | null, enabled = true) {
  const capacidades = useCapacidades();
  const periodo: Periodo | null =
    mes && anio !== null && capacidades?.has('resumenes') ? { anio, mes } : null;
  const options: UseQueryOptions<Cobro[]> = periodo
    ? cobrosDelPeriodoQueryOptions(periodo)
    : cobrosQueryOptions();
  const cobros = useQuery({ ...options, enabled: capacidades !== null && enabled });
  return { cobros, periodo };
}

/**
 * The cobros for a table that can show the first rows before the whole list is in:
 * during the first load, once they arrive, `data` holds them and `isPartial` is true, while
 * `isPending` stays false and `isSuccess` false, so totals built on `isSuccess` wait for the
 * whole list. Otherwise the query as useCobrosDelMes answers it, for the month and year
 * filtered (a period's list is small and arrives whole).
 */
export function useCobrosWhileLoading(mes: Month | null = null, anio: number | null = null) {
  const { cobros, periodo } = useCobrosDelMes(mes, anio);
  const first = useQuery<Cobro[] | null>({ queryKey: firstRowsKey, queryFn: skipToken });
  const isPartial = !periodo && cobros.isPending && cobros.isFetching && !!first.data;
  return {
    periodo,
    data: isPartial ? (first.data ?? undefined) : cobros.data,
    isPartial,
    isPending: cobros.isPending && !isPartial,
    isSuccess: cobros.isSuccess,
    isError: cobros.isError,
    isFetching: cobros.isFetching,
    refetch: cobros.refetch,
  };
}
