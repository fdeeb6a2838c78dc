import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { z } from 'zod';
import type { insertarCobroRequestSchema } from '../../../contract/cobro';
import { requireConfirmation } from './confirmation';
import { COBROS_KEY } from '../../../lib/queries/cobros';

/** What goes over the wire; the server parses it with the same contract schema. */
export type InsertarCobroBody = z.input<typeof insertarCobroRequestSchema>;

/** The worker variant of insertar_cobro/ (backend-notes): contenido_registro or unidades. */
export async function insertCobro(body: InsertarCobroBody): Promise<void> {
  const response = await apiClient.post<unknown>('insertar_cobro/', body);
  requireConfirmation(response.status, response.data);
}

export function useInsertCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: insertCobro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COBROS_KEY }),
  });
}
