import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userListSchema } from '../../../contract/usuario';

/** Every users query starts with this key, so one invalidation refreshes lists and details. */
export const USUARIOS_KEY = ['usuarios'] as const;
export const USUARIOS_LIST_KEY = [...USUARIOS_KEY, 'list'] as const;

export function getUsuarios() {
  return apiGet('usuario/', userListSchema);
}

export function usuariosQueryOptions() {
  return queryOptions({ queryKey: USUARIOS_LIST_KEY, queryFn: getUsuarios });
}

export function useUsuarios() {
  return useQuery(usuariosQueryOptions());
}
