import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ActualizarMontoExtraRequest } from '../../../contract/finanzas';
import { montosExtraQueryKey } from '../../../lib/queries/montos-extra';

export async function updateMontoExtra({
  id,
  body,
}: {
  id: number;
  body: ActualizarMontoExtraRequest;
}): Promise<void> {
  await apiClient.put(`actualizar_monto_extra/${id}/`, body);
}

export function useUpdateMontoExtra() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMontoExtra,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: montosExtraQueryKey }),
  });
}
