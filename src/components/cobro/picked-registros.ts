import type { Registro } from '../../contract/documento';
import { recordUnitsForTask } from '../../domain/units';

export type PickedRegistro = { id: number; nombre_completo: string; unidades: number };

/** The chosen records as the cobro endpoints take them: the units each one earns for the task. */
export function pickedRegistros(
  registros: readonly Registro[],
  selected: readonly number[],
  taskType: number,
): PickedRegistro[] {
  const chosen = new Set(selected);
  return registros
    .filter((registro) => chosen.has(registro.id))
    .map((registro) => ({
      id: registro.id,
      nombre_completo: registro.nombre_completo,
      unidades: recordUnitsForTask(taskType, registro.unidades),
    }));
}
