import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { comparativaRows, type ComparativaClientRow } from '../../../domain/comparativa';
import { comparativaRowsFromResumen } from '../../../domain/resumen-rows';
import { useCapacidades } from '../../../lib/capacidades';
import { useFinanceSources } from '../../../lib/queries/finance-sources';
import { queriesState, resumenClientesQueryOptions, type QueriesState } from '../../../lib/queries/resumenes';
import { tareasQueryOptions } from '../../../lib/queries/tareas';

export type ComparativaRowsState = QueriesState & {
  rows: ComparativaClientRow[] | null;
  /** The rows come from the summaries: they carry no cobro, an open document asks for its own. */
  summarized: boolean;
};

/**
 * The comparison's rows from one source: `resumen_clientes` (with the tasks, for the adjustment
 * lines) where the backend offers `resumenes`, else the full lists with every cobro. Nothing is
 * read until the discovery has answered, so the cobros are never asked for in vain.
 */
export function useComparativaRows(): ComparativaRowsState {
  const capacidades = useCapacidades();
  const summarized = capacidades?.has('resumenes') ?? false;
  const lists = useFinanceSources({ withCobros: true, enabled: capacidades !== null && !summarized });
  const summary = useQueries({
    queries: [
      { ...resumenClientesQueryOptions(), enabled: summarized },
      { ...tareasQueryOptions(), enabled: summarized },
    ],
  });
  const [clientes, tareas] = summary;
  const listRows = useMemo(() => (lists.data ? comparativaRows(lists.data) : null), [lists.data]);
  const summaryRows = useMemo(
    () =>
      clientes.data && tareas.data ? comparativaRowsFromResumen(clientes.data.clientes, tareas.data) : null,
    [clientes.data, tareas.data],
  );
  if (!summarized) {
    const { isPending, isFetching, error, refetch } = lists;
    return { isPending, isFetching, error, refetch, rows: listRows, summarized };
  }
  return { ...queriesState(summary), rows: summaryRows, summarized };
}
