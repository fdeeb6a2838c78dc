import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { cobroListSchema, cobroSchema, type Cobro } from '../../../contract/cobro';
import { COBROS_KEY } from '../../../lib/queries/cobros';

/** The detail may come as the cobro itself or as a one-item list; an empty list means none. */
const cobroDetallesResponseSchema = z
  .union([cobroSchema, cobroListSchema])
  .transform((answer) => (Array.isArray(answer) ? (answer[0] ?? null) : answer));

export const cobroDetallesQueryKey = (id: number) => [...COBROS_KEY, 'detail', id] as const;

export function getCobroDetalles(id: number): Promise<Cobro | null> {
  return apiGet(`listar_cobro_detalles/${id}/`, cobroDetallesResponseSchema);
}

export function useCobroDetalles(id: number) {
  return useQuery(
    queryOptions({
      queryKey: cobroDetallesQueryKey(id),
      queryFn: () => getCobroDetalles(id),
      enabled: Number.isInteger(id) && id > 0,
      // A stale copy would pre-check records the cobro no longer holds.
      staleTime: 0,
    }),
  );
}
