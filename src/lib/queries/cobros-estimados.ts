import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { cobroEstimadoListSchema, type CobroEstimado } from '../../contract/finanzas';

/** `listar_cobros_estimados/`, read by the SuperAdmin Home, 'Pagos de Clientes' and the comparison. */
export const cobrosEstimadosQueryKey = ['cobros-estimados', 'list'] as const;

export function getCobrosEstimados(): Promise<CobroEstimado[]> {
  return apiGet('listar_cobros_estimados/', cobroEstimadoListSchema);
}

export const cobrosEstimadosQueryOptions = () =>
  queryOptions({ queryKey: cobrosEstimadosQueryKey, queryFn: getCobrosEstimados });

export function useCobrosEstimados() {
  return useQuery(cobrosEstimadosQueryOptions());
}
