import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { agenciaListSchema, type Agencia } from '../../contract/agencia';
import { queryKeys } from '../../lib/query-keys';

/** `listar_agencia/`, read by the agencies list and the client form: one query, one cache. */

export function getAgencias(): Promise<Agencia[]> {
  return apiGet('listar_agencia/', agenciaListSchema);
}

export const agenciasQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.agencias.list(), queryFn: getAgencias });

export function useAgencias() {
  return useQuery(agenciasQueryOptions());
}
