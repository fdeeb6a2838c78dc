import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userListSchema } from '../../../contract/usuario';

/**
 * The same keys as the workers' screens use for the same calls, so both share one cache and a
 * role change or a worker edit refreshes either list.
 */
export const USUARIOS_KEY = ['usuarios'] as const;

export function getUsuarios() {
  return apiGet('usuario/', userListSchema);
}

export function usuariosQueryOptions() {
  return queryOptions({ queryKey: [...USUARIOS_KEY, 'list'], queryFn: getUsuarios });
}

export function useUsuarios() {
  return useQuery(usuariosQueryOptions());
}
