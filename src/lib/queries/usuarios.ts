import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { userListSchema, userSchema, type User } from '../../contract/usuario';
import { NO_ROLE_LABEL } from '../../domain/role-labels';
import { queryKeys } from '../../lib/query-keys';

/**
 * `usuario/`, read by the workers, roles and cobros screens: one query and one cache, so a role
 * change or a worker edit refreshes every list and select that shows users.
 */

export function getUsuarios() {
  return apiGet('usuario/', userListSchema);
}

export function usuariosQueryOptions() {
  return queryOptions({ queryKey: queryKeys.usuarios.list(), queryFn: getUsuarios });
}

export function useUsuarios() {
  return useQuery(usuariosQueryOptions());
}

export function getUsuario(id: string) {
  return apiGet(`usuario/${id}/`, userSchema);
}

export function usuarioQueryOptions(id: string) {
  return queryOptions({ queryKey: queryKeys.usuarios.detail(id), queryFn: () => getUsuario(id) });
}

export function useUsuario(id: string) {
  return useQuery(usuarioQueryOptions(id));
}

/** The role column of the users and workers lists: the role's name, or 'Sin rol'. */
export function rolLabel(user: Pick<User, 'rol'>): string {
  return user.rol?.nombre ?? NO_ROLE_LABEL;
}
