import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Periodo } from '../../../contract/cierre-mes';
import { apiClient } from '../../../lib/api-client';
import { invalidateAfterCierre } from './cierre-invalidation';

/** One worker's month, or (without `usuario`) the month of every worker it pays that is still open. */
export type CerrarMesInput = Periodo & { usuario?: number };

/** `POST ext/cierres/` `{anio, mes, usuario?}`: 201 with the closings; a closed month is 409. */
export async function cerrarMes(input: CerrarMesInput): Promise<void> {
  await apiClient.post('ext/cierres/', input);
}

export function useCerrarMes() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cerrarMes, onSuccess: () => invalidateAfterCierre(queryClient) });
}
