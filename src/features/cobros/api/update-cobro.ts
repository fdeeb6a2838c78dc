import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { z } from 'zod';
import type { modificarCobroRequestSchema } from '../../../contract/cobro';
import { COBROS_KEY } from '../../../lib/queries/cobros';

/** What goes over the wire; the server parses it with the same contract schema. */
export type ModificarCobroBody = z.input<typeof modificarCobroRequestSchema>;

export async function updateCobro({ id, body }: { id: number; body: ModificarCobroBody }): Promise<void> {
  await apiClient.put(`modificar_cobro/${id}/`, body);
}

export function useUpdateCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCobro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COBROS_KEY }),
  });
}
