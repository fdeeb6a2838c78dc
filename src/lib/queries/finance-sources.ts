import { useQueries } from '@tanstack/react-query';
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
  return useQueries({
    queries: [
      clientesQueryOptions(),
      documentosQueryOptions(),
      cobrosEstimadosQueryOptions(),
      tareasQueryOptions(),
      montosExtraQueryOptions(),
      { ...cobrosQueryOptions(), enabled: withCobros },
    ],
    combine: (results) => {
      const [clientes, documentos, estimados, tareas, montos, cobros] = results;
      const needed = withCobros ? results : results.slice(0, 5);
      const error = needed.find((result) => result.isError)?.error ?? null;
      const ready =
        clientes.data && documentos.data && estimados.data && tareas.data && montos.data;
      return {
        data:
          ready && (!withCobros || cobros.data)
            ? {
                clientes: clientes.data,
                documentos: documentos.data,
                estimados: estimados.data,
                tareas: tareas.data,
                montos: montos.data,
                cobros: cobros.data ?? [],
              }
            : null,
        isPending: needed.some((result) => result.isPending),
        isFetching: needed.some((result) => result.isFetching),
        error,
        refetch: () => needed.forEach((result) => void result.refetch()),
      };
    },
  });
}
