import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Cliente } from '../../contract/cliente';
import type { Cobro } from '../../contract/cobro';
import type { Documento } from '../../contract/documento';
import type { CobroEstimado, MontoExtra, Tarea } from '../../contract/finanzas';
import { clientesQueryOptions } from './clientes';
import { cobrosQueryOptions } from './cobros';
import { cobrosEstimadosQueryOptions } from './cobros-estimados';
import { documentosQueryOptions } from './documentos';
import { montosExtraQueryOptions } from './montos-extra';
import { tareasQueryOptions } from './tareas';

export type FinanceSources = {
  clientes: Cliente[];
  documentos: Documento[];
  estimados: CobroEstimado[];
  tareas: Tarea[];
  montos: MontoExtra[];
  cobros: Cobro[];
};

export type FinanceSourcesState = {
  data: FinanceSources | null;
  isPending: boolean;
  /** True while any list reloads, e.g. after a retry. */
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

/**
 * The lists the client-payment and comparison screens join: one state for all of them, so a
 * screen shows one spinner and one error. The cobros are read only when asked for.
 */
export function useFinanceSources({ withCobros }: { withCobros: boolean }): FinanceSourcesState {
  // A stable combine: TanStack Query re-runs it only when a result changes, so the joined
  // figures (linear, but over every cobro at scale) are not recomputed on every render.
  const combine = useCallback(
    (results: UseQueryResult<unknown>[]) => combineSources(results, withCobros),
    [withCobros],
  );
  return useQueries({
    queries: [
      clientesQueryOptions(),
      documentosQueryOptions(),
      cobrosEstimadosQueryOptions(),
      tareasQueryOptions(),
      montosExtraQueryOptions(),
      { ...cobrosQueryOptions(), enabled: withCobros },
    ],
    combine,
  });
}

function combineSources(results: UseQueryResult<unknown>[], withCobros: boolean): FinanceSourcesState {
  const [clientes, documentos, estimados, tareas, montos, cobros] = results;
  const needed = withCobros ? results : results.slice(0, 5);
  const ready = needed.every((result) => result.data !== undefined);
  return {
    data: ready
      ? {
          clientes: clientes.data as Cliente[],
          documentos: documentos.data as Documento[],
          estimados: estimados.data as CobroEstimado[],
          tareas: tareas.data as Tarea[],
          montos: montos.data as MontoExtra[],
          cobros: (cobros.data as Cobro[] | undefined) ?? [],
        }
      : null,
    isPending: needed.some((result) => result.isPending),
    isFetching: needed.some((result) => result.isFetching),
    error: needed.find((result) => result.isError)?.error ?? null,
    refetch: () => needed.forEach((result) => void result.refetch()),
  };
}
