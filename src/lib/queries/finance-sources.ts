import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Cliente } from '../../contract/cliente';
import type { Cobro } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import type { CobroEstimado, HistorialPago, MontoExtra, Tarea } from '../../contract/finanzas';
import { clientesQueryOptions } from './clientes';
import { cobrosQueryOptions } from './cobros';
import { cobrosEstimadosQueryOptions } from './cobros-estimados';
import { documentosQueryOptions } from './documentos';
import { historialPagoQueryOptions } from './historial-pago';
import { montosExtraQueryOptions } from './montos-extra';
import { tareasQueryOptions } from './tareas';

export type FinanceSources = {
  clientes: Cliente[];
  documentos: Documento[];
  estimados: CobroEstimado[];
  tareas: Tarea[];
  montos: MontoExtra[];
  cobros: Cobro[];
  pagos: HistorialPago[];
};

export type FinanceSourcesState = {
  data: FinanceSources | null;
  isPending: boolean;
  /** True while any list reloads, e.g. after a retry. */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

/** Which of the optional lists a screen reads; a list not read is empty in the data. */
export type FinanceSourcesWanted = {
  withCobros: boolean;
  withClientes?: boolean;
  withPagos?: boolean;
  /** False reads nothing (a screen still deciding its source): the state stays pending. */
  enabled?: boolean;
};

/**
 * The finance lists a screen joins (client payments, the comparison, the SuperAdmin Home): one
 * state for all of them, so a screen shows one spinner and one error. The clients, cobros and
 * payment history are read only when asked for: each is a request and a parse on the page's load.
 */
export function useFinanceSources({
  withCobros,
  withClientes = true,
  withPagos = false,
  enabled = true,
}: FinanceSourcesWanted): FinanceSourcesState {
  // A stable combine: TanStack Query re-runs it only when a result changes, so the joined
  // figures (linear, but over every cobro at scale) are not recomputed on every render.
  const combine = useCallback(
    (results: UseQueryResult<unknown>[]) => combineSources(results, [withClientes, withCobros, withPagos]),
    [withClientes, withCobros, withPagos],
  );
  return useQueries({
    queries: [
      { ...documentosQueryOptions(), enabled },
      { ...cobrosEstimadosQueryOptions(), enabled },
      { ...tareasQueryOptions(), enabled },
      { ...montosExtraQueryOptions(), enabled },
      { ...clientesQueryOptions(), enabled: enabled && withClientes },
      { ...cobrosQueryOptions(), enabled: enabled && withCobros },
      { ...historialPagoQueryOptions(), enabled: enabled && withPagos },
    ],
    combine,
  });
}

/** The optional lists come last, in the order of `wanted`. */
function combineSources(results: UseQueryResult<unknown>[], wanted: readonly boolean[]): FinanceSourcesState {
  const [documentos, estimados, tareas, montos, clientes, cobros, pagos] = results;
  const needed = results.filter((_, index) => index < 4 || wanted[index - 4]);
  const ready = needed.every((result) => result.data !== undefined);
  const list = <T>(result: UseQueryResult<unknown>) => (result.data as T[] | undefined) ?? [];
  return {
    data: ready
      ? {
          clientes: list<Cliente>(clientes),
          documentos: list<Documento>(documentos),
          estimados: list<CobroEstimado>(estimados),
          tareas: list<Tarea>(tareas),
          montos: list<MontoExtra>(montos),
          cobros: list<Cobro>(cobros),
          pagos: list<HistorialPago>(pagos),
        }
      : null,
    isPending: needed.some((result) => result.isPending),
    isFetching: needed.some((result) => result.isFetching),
    error: needed.find((result) => result.isError)?.error ?? null,
    refetch: () => needed.forEach((result) => void result.refetch()),
  };
}
