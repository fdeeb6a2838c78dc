import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { comparativaRows, type ComparativaClientRow } from '../../../domain/comparativa';
import { comparativaRowsFromResumen, resumenCountsAdjustments } from '../../../domain/resumen-rows';
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
 * The comparison's rows from one source: `resumen_clientes` where the backend offers `resumenes`,
 * else the full lists with every cobro. The summary says how many adjustment lines each document
 * has, so the tasks (listar_tarea/, the lines themselves) are asked only when a document is
 * opened; from a summary that does not say (an older server) they are read with it. Nothing is
 * read until the discovery has answered, so the cobros are never asked for in vain.
 */
export function useComparativaRows(): ComparativaRowsState {
  const capacidades = useCapacidades();
  const summarized = capacidades?.has('resumenes') ?? false;
  const lists = useFinanceSources({ withCobros: true, enabled: capacidades !== null && !summarized });
  const clientes = useQuery({ ...resumenClientesQueryOptions(), enabled: summarized });
  const counted = clientes.data ? resumenCountsAdjustments(clientes.data.clientes) : null;
  const tareas = useQuery({ ...tareasQueryOptions(), enabled: summarized && counted === false });
  const listRows = useMemo(() => (lists.data ? comparativaRows(lists.data) : null), [lists.data]);
  const summaryRows = useMemo(() => {
    if (!clientes.data || counted === null) return null;
    if (counted) return comparativaRowsFromResumen(clientes.data.clientes, null);
    return tareas.data ? comparativaRowsFromResumen(clientes.data.clientes, tareas.data) : null;
  }, [clientes.data, counted, tareas.data]);
  if (!summarized) {
    const { isPending, isFetching, error, refetch } = lists;
    return { isPending, isFetching, error, refetch, rows: listRows, summarized };
  }
  return {
    ...queriesState(counted === false ? [clientes, tareas] : [clientes]),
    rows: summaryRows,
    summarized,
  };
}
