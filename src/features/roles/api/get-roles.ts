import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { rolListSchema } from '../../../contract/usuario';
import { queryKeys } from '../../../lib/query-keys';

export function getRoles() {
  return apiGet('rol/', rolListSchema);
}

export function rolesQueryOptions() {
  // Roles are fixed on the server; no need to ask again while the app is open.
  return queryOptions({ queryKey: queryKeys.roles.list(), queryFn: getRoles, staleTime: Infinity });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
