import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { EARLY_GET_PATHS } from '../early-get';
import { userListSchema, userSchema, type User } from '../../contract/usuario';
import { queryKeys } from '../../lib/query-keys';
import { roleLabel } from '../../domain/role-labels';

/**
 * `usuario/`, read by the workers, roles and cobros screens: one query and one cache, so a role
 * change or a worker edit refreshes every list and select that shows users.
 */

export function getUsuarios() {
  return apiGet(EARLY_GET_PATHS.usuarios, userListSchema);
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

/** The role column of the users and workers lists: the role as people say it, or 'Sin rol'. */
export function rolLabel(user: Pick<User, 'rol'>): string {
  return roleLabel(user.rol?.nombre);
}

/** The Nombre column beside Username: first and last name, '' when neither was filled in. */
export function usuarioNombre(user: Pick<User, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
