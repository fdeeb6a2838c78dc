import { useQueries } from '@tanstack/react-query';
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
    combine: (results) => {
      const [estimados, tareas, montos, cobros, pagos, documentos] = results;
      const ready =
        estimados.data && tareas.data && montos.data && cobros.data && pagos.data && documentos.data;
      return {
        data: ready
          ? {
              estimados: estimados.data,
              tareas: tareas.data,
              montos: montos.data,
              cobros: cobros.data,
              pagos: pagos.data,
              documentos: documentos.data,
            }
          : null,
        isPending: results.some((result) => result.isPending),
        isFetching: results.some((result) => result.isFetching),
        error: results.find((result) => result.isError)?.error ?? null,
        refetch: () => results.forEach((result) => void result.refetch()),
      };
    },
  });
}
