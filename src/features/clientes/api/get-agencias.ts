import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agenciaListSchema, type Agencia } from '../../../contract/agencia';

/**
 * The client form's agency options. Features do not import each other, so this reads the same
 * endpoint as the agencies feature under the same key: a change there refreshes these options.
 */
export const agenciasQueryKey = ['agencias', 'list'] as const;

export function getAgencias(): Promise<Agencia[]> {
  return apiGet('listar_agencia/', agenciaListSchema);
}

export function useAgencias() {
  return useQuery(queryOptions({ queryKey: agenciasQueryKey, queryFn: getAgencias }));
}
