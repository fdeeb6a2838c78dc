import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../api-client';
import { userListSchema, type User } from '../../contract/usuario';
import { queryKeys } from '../query-keys';

export function getSupervisores(): Promise<User[]> {
  return apiGet('usuario/', userListSchema, { params: { rol: 'supervisor' } });
}

/** Only a supervised worker chooses a supervisor, so the others never ask for the list. */
export function useSupervisores(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.usuarios.supervisores(),
      queryFn: getSupervisores,
      enabled,
    }),
  );
}
