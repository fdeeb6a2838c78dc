import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { z } from 'zod';
import type { insertarCobroDobleRequestSchema } from '../../../contract/cobro';
import { requireConfirmation } from './confirmation';
import { COBROS_KEY } from '../../../lib/queries/cobros';

/** What goes over the wire; the server parses it with the same contract schema. */
export type InsertarCobroDobleBody = z.input<typeof insertarCobroDobleRequestSchema>;

export async function insertCobroDoble(body: InsertarCobroDobleBody): Promise<void> {
  const response = await apiClient.post<unknown>('insertar_cobro_doble/', body);
  requireConfirmation(response.status, response.data);
}

export function useInsertCobroDoble() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertCobroDoble,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COBROS_KEY }),
  });
}
