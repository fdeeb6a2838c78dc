import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AgingBucket } from '../../../domain/client-account';
import { agingByClient } from '../../../domain/client-aging';
import { clientPaymentRows, type ClientPaymentRow } from '../../../domain/client-payments';
import { clientPaymentsFromResumen } from '../../../domain/resumen-rows';
import { agencyToday } from '../../../lib/agency-zone';
import { useCapacidades } from '../../../lib/capacidades';
import { useFinanceSources, type FinanceSources } from '../../../lib/queries/finance-sources';
import { queriesState, resumenClientesQueryOptions, type QueriesState } from '../../../lib/queries/resumenes';

export type ClientPaymentsState = QueriesState & {
  rows: ClientPaymentRow[] | null;
  /** Each debtor's debt by age. */
  aging: ReadonlyMap<number, readonly AgingBucket[]>;
  /** The lists the rows come from; null where they come from the summary. */
  sources: FinanceSources | null;
};

const NO_AGING: ReadonlyMap<number, readonly AgingBucket[]> = new Map();

/**
 * The client payments from one source: `resumen_clientes` where the backend offers `resumenes`
 * and its answer carries each client's debt by age, else the lists (documents, estimates, tasks,
 * clients, extra amounts) joined here. Nothing is read until the discovery has answered.
 */
export function useClientPayments(): ClientPaymentsState {
  const capacidades = useCapacidades();
  const summarized = capacidades?.has('resumenes') ?? false;
  const summary = useQuery({ ...resumenClientesQueryOptions(), enabled: summarized });
  const fromSummary = useMemo(
    () => (summary.data ? clientPaymentsFromResumen(summary.data.clientes) : undefined),
    [summary.data],
  );
  const lists = useFinanceSources({
    withCobros: false,
    enabled: capacidades !== null && (!summarized || fromSummary === null),
  });
  const { data } = lists;
  const listRows = useMemo(() => (data ? clientPaymentRows(data) : null), [data]);
  const listAging = useMemo(() => (data ? agingByClient(data, agencyToday()) : NO_AGING), [data]);
  if (summarized && fromSummary !== null)
    return {
      ...queriesState([summary]),
      rows: fromSummary?.rows ?? null,
      aging: fromSummary?.aging ?? NO_AGING,
      sources: null,
    };
  const { isPending, isFetching, error, refetch } = lists;
  return { isPending, isFetching, error, refetch, rows: listRows, aging: listAging, sources: data };
}
