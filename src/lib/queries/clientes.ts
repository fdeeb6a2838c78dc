import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { clienteListSchema, type Cliente } from '../../contract/cliente';

/**
 * `list_client/`, read by the clients, cobros, documents and extra-amounts screens: one query,
 * one cache, so a client edit refreshes every select and table that shows clients.
 */
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
