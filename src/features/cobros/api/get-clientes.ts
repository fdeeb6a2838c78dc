import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clienteListSchema, type Cliente } from '../../../contract/cliente';

/**
 * Features do not import each other, so this reads the same endpoint as the clients feature
 * under the same key: both share one cache and a client edit refreshes these options too.
 */
export const clientesListQueryKey = ['clientes', 'list'] as const;

export function getClientes(): Promise<Cliente[]> {
  return apiGet('list_client/', clienteListSchema);
}

export function useClientes() {
  return useQuery(queryOptions({ queryKey: clientesListQueryKey, queryFn: getClientes }));
}
