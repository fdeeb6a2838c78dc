import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clienteListSchema, type Cliente } from '../../../contract/cliente';

/** Every client query starts with this, so one invalidation refreshes the list and the details. */
export const clientesKey = ['clientes'] as const;
export const clientesListQueryKey = [...clientesKey, 'list'] as const;

export function getClientes(): Promise<Cliente[]> {
  return apiGet('list_client/', clienteListSchema);
}

export const clientesQueryOptions = () =>
  queryOptions({ queryKey: clientesListQueryKey, queryFn: getClientes });

export function useClientes() {
  return useQuery(clientesQueryOptions());
}
