import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { userListSchema, userSchema, type User } from '../../contract/usuario';

/**
 * `usuario/`, read by the workers, roles and cobros screens: one query and one cache, so a role
 * change or a worker edit refreshes every list and select that shows users.
 */
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

export function getUsuario(id: string) {
  return apiGet(`usuario/${id}/`, userSchema);
}

export function usuarioQueryOptions(id: string) {
  return queryOptions({ queryKey: [...USUARIOS_KEY, 'detail', id], queryFn: () => getUsuario(id) });
}

export function useUsuario(id: string) {
  return useQuery(usuarioQueryOptions(id));
}

export const SIN_ROL = 'Sin rol';

/** The role column of the users and workers lists: the role's name, or 'Sin rol'. */
export function rolLabel(user: Pick<User, 'rol'>): string {
  return user.rol?.nombre ?? SIN_ROL;
}
