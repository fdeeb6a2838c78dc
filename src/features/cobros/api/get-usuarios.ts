import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userListSchema, type User } from '../../../contract/usuario';

/** The workers' screens use the same keys for the same call, so all share one cache. */
export const USUARIOS_KEY = ['usuarios'] as const;

export function getUsuarios(): Promise<User[]> {
  return apiGet('usuario/', userListSchema);
}

export function useUsuarios() {
  return useQuery(queryOptions({ queryKey: [...USUARIOS_KEY, 'list'], queryFn: getUsuarios }));
}
