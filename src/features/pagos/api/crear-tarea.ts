import { apiClient } from '../../../lib/api-client';

export type CrearTareaBody = { cobro: number; tarea: number; sumar: number; restar: number };

/** `POST crear_tarea/`: one adjustment of a cobro estimado (spec section 7). */
export async function crearTarea(body: CrearTareaBody): Promise<void> {
  await apiClient.post('crear_tarea/', body);
}
