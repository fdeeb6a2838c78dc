import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { Cobro } from '../../../contract/cobro';
import type { Documento } from '../../../contract/documento';
import type { CobroEstimado, HistorialPago, MontoExtra, Tarea } from '../../../contract/finanzas';
import { cobrosQueryOptions } from '../../../lib/queries/cobros';
import { cobrosEstimadosQueryOptions } from '../../../lib/queries/cobros-estimados';
import { documentosQueryOptions } from '../../../lib/queries/documentos';
import { historialPagoQueryOptions } from '../../../lib/queries/historial-pago';
import { montosExtraQueryOptions } from '../../../lib/queries/montos-extra';
import { tareasQueryOptions } from '../../../lib/queries/tareas';

/**
 * Everything the SuperAdmin Home reads, as one state: the cards come from the estimates,
 * adjustments, extra amounts and cobros (spec section 9); the chart adds the payment history
 * (when money came in) and the documents (when an estimate arose).
 */
export function useSuperAdminSources() {
  return useQueries({
    queries: [
      cobrosEstimadosQueryOptions(),
      tareasQueryOptions(),
      montosExtraQueryOptions(),
      cobrosQueryOptions(),
      historialPagoQueryOptions(),
      documentosQueryOptions(),
    ],
    // Module-level, so TanStack Query re-runs it only when a result changes, not on every render.
    combine: combineSources,
  });
}

function combineSources(results: UseQueryResult<unknown>[]) {
  const [estimados, tareas, montos, cobros, pagos, documentos] = results;
  const ready = results.every((result) => result.data !== undefined);
  return {
    data: ready
      ? {
          estimados: estimados.data as CobroEstimado[],
          tareas: tareas.data as Tarea[],
          montos: montos.data as MontoExtra[],
          cobros: cobros.data as Cobro[],
          pagos: pagos.data as HistorialPago[],
          documentos: documentos.data as Documento[],
        }
      : null,
    isPending: results.some((result) => result.isPending),
    isFetching: results.some((result) => result.isFetching),
    error: results.find((result) => result.isError)?.error ?? null,
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}
