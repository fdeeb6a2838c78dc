import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { asignarCobroRequestSchema } from '../../../contract/cobro';
import { apiClient } from '../../../lib/api-client';
import { requireConfirmation } from '../../../lib/cobro-confirmation';
import { queryKeys } from '../../../lib/query-keys';
import { createTarea } from '../../../lib/queries/create-tarea';
import { getCobrosEstimados } from '../../../lib/queries/cobros-estimados';

/** What goes over the wire; the server parses it with the same contract schema. */
export type AsignarCobroBody = z.input<typeof asignarCobroRequestSchema>;

export type AsignarCobroInput = {
  body: AsignarCobroBody;
  /** Open (4) and SPR (5): one task per chosen record, at the units the record earns. */
  tareas: { tarea: number; sumar: number }[];
};

/**
 * The Open and SPR follow-up (backend-notes, Payments): each chosen record adds its units to the
 * document's cobro estimado. It never fails the assignment: the cobro is saved, so a failure is
 * only logged, as the spec says.
 */
async function addTareas(documentoId: number, tareas: AsignarCobroInput['tareas']): Promise<void> {
  if (tareas.length === 0) return;
  try {
    const estimado = (await getCobrosEstimados()).find((item) => item.documento.id === documentoId);
    if (!estimado) {
      console.error(`crear_tarea/: el documento ${documentoId} no tiene cobro estimado`);
      return;
    }
    const results = await Promise.allSettled(
      tareas.map(({ tarea, sumar }) => createTarea({ cobro: estimado.id, tarea, sumar, restar: 0 })),
    );
    for (const result of results) {
      if (result.status === 'rejected') console.error('crear_tarea/ falló', result.reason);
    }
  } catch (error) {
    console.error('crear_tarea/ falló', error);
  }
}

/** `POST insertar_cobro/`, the assign variant (usuario_registra, unidades, contenido), then the tasks. */
export async function asignarCobro({ body, tareas }: AsignarCobroInput): Promise<void> {
  const response = await apiClient.post<unknown>('insertar_cobro/', body);
  requireConfirmation(response.status, response.data);
  await addTareas(Number(body.documento), tareas);
}

export function useAsignarCobro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: asignarCobro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cobros.all }),
  });
}
