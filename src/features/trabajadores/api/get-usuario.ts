import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { userSchema } from '../../../contract/usuario';
import { USUARIOS_KEY } from './get-usuarios';

export function getUsuario(id: string) {
  return apiGet(`usuario/${id}/`, userSchema);
}

export function usuarioQueryOptions(id: string) {
  return queryOptions({ queryKey: [...USUARIOS_KEY, 'detail', id], queryFn: () => getUsuario(id) });
}

export function useUsuario(id: string) {
  return useQuery(usuarioQueryOptions(id));
}
