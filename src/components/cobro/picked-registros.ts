import type { Documento, Registro } from '../../contract/documento';
import { sum } from '../../domain/numeric';
import { recordUnitsForTask, taskUnits } from '../../domain/units';

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

/** The document-level units of tipos 2 and 3, from the document's own records. */
export function documentUnits(tipo: number, documento: Documento): number {
  return taskUnits(tipo, {
    recordCount: documento.contenido_registros.length,
    totalUnits: sum(documento.contenido_registros.map((registro) => registro.unidades)),
  });
}
