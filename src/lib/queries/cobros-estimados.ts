import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { cobroEstimadoListSchema, type CobroEstimado } from '../../contract/finanzas';
import { queryKeys } from '../query-keys';

/** `listar_cobros_estimados/`, read by the SuperAdmin Home, 'Pagos de Clientes' and the comparison. */

export function getCobrosEstimados(): Promise<CobroEstimado[]> {
  return apiGet('listar_cobros_estimados/', cobroEstimadoListSchema);
}

export const cobrosEstimadosQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cobrosEstimados.list(), queryFn: getCobrosEstimados });

export function useCobrosEstimados() {
  return useQuery(cobrosEstimadosQueryOptions());
}
