import type { Documento, Registro } from '../../contract/documento';
import { cascadeRequestBase, type CobroCascadeData } from './cobro-cascade-schema';
import { sum } from '../../domain/numeric';
import { taskUsesRecords } from '../../domain/task-types';
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

/**
 * What a cobro chosen in the cascade counts, for both insertar_cobro/ variants: the request base,
 * then the chosen records with the units each earns (tipos 1, 4 and 5), or the document's own
 * units (tipos 2 and 3). Exactly one of `registros` and `unidades` is set.
 */
export function cascadeCobro(values: CobroCascadeData, documento: Documento, withSupervisor: boolean) {
  const base = cascadeRequestBase(values, withSupervisor);
  const tipo = base.tipo_tarea;
  return taskUsesRecords(tipo)
    ? {
        base,
        registros: pickedRegistros(documento.contenido_registros, values.registros, tipo),
        unidades: null,
      }
    : { base, registros: null, unidades: documentUnits(tipo, documento) };
}
