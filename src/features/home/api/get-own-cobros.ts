import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { cobroListSchema, type Cobro } from '../../../contract/cobro';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user's own cobros (spec section 7, listar_cobro_usuario_en_sesion/). */
export function getOwnCobros(): Promise<Cobro[]> {
  return apiGet('listar_cobro_usuario_en_sesion/', cobroListSchema);
}

/**
 * Under 'cobros' so that anything invalidating the cobros also refreshes Home. The user id is in
 * the key because an expired session returns to login without a reload, and the next user to
 * sign in in that tab must not see the previous user's figures, even briefly.
 */
export const ownCobrosQueryOptions = (userId: number | null) =>
  queryOptions({ queryKey: queryKeys.cobros.ofSessionUser(userId), queryFn: getOwnCobros });

export function useOwnCobros(userId: number | null) {
  return useQuery(ownCobrosQueryOptions(userId));
}
