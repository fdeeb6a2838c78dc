import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clienteSchema, type Cliente } from '../../../contract/cliente';
import { queryKeys } from '../../../lib/query-keys';

export function getCliente(id: number): Promise<Cliente> {
  return apiGet(`detail_client/${id}/`, clienteSchema);
}

export const clienteQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.clientes.detail(id), queryFn: () => getCliente(id) });

export function useCliente(id: number) {
  return useQuery(clienteQueryOptions(id));
}
