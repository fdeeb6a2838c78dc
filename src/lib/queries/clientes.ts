import { queryOptions, useQuery } from '@tanstack/react-query';
import { EARLY_GET_PATHS } from '../early-get';
import { apiGet } from '../api-client';
import { clienteSchema, type Cliente } from '../../contract/cliente';
import { listOf } from '../../contract/list';
import { fastCliente } from '../list-worker/fast-cliente';
import { queryKeys } from '../../lib/query-keys';

/**
 * `list_client/`, read by the clients, cobros, documents and extra-amounts screens: one query,
 * one cache, so a client edit refreshes every select and table that shows clients.
 */

/** The contract's list of clients, with a fast reader of the backend's one shape. */
const clienteList = listOf(clienteSchema, fastCliente);

export function getClientes(): Promise<Cliente[]> {
  return apiGet(EARLY_GET_PATHS.clientes, clienteList);
}

export const clientesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clientes.list(), queryFn: getClientes });

export function useClientes() {
  return useQuery(clientesQueryOptions());
}
