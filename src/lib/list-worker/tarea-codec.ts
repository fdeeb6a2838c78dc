import type { Tarea } from '../../contract/finanzas';
import { isTaskType } from '../../domain/task-types';
import { buffersOf, idOrNaN } from './columns';

/**
 * listar_tarea/'s items as they cross to the page: a float64 column per field of the contract's
 * task (36,000 cost about 50 ms by structured clone). Exact: the only null, `tarea`, is NaN.
 */
export type PackedTareas = { [K in keyof Tarea]-?: Float64Array };

export function packTareas(tareas: readonly Tarea[]): { packed: PackedTareas; transfer: ArrayBuffer[] } {
  const packed: PackedTareas = {
    id: Float64Array.from(tareas, (item) => item.id),
    cobro: Float64Array.from(tareas, (item) => item.cobro),
    tarea: Float64Array.from(tareas, (item) => idOrNaN(item.tarea)),
    suma: Float64Array.from(tareas, (item) => item.suma),
    restar: Float64Array.from(tareas, (item) => item.restar),
  };
  return { packed, transfer: buffersOf(packed) };
}

export function unpackTareas({ id, cobro, tarea, suma, restar }: PackedTareas): Tarea[] {
  const tareas: Tarea[] = new Array<Tarea>(id.length);
  for (let at = 0; at < id.length; at += 1) {
    const type = tarea[at];
    tareas[at] = {
      id: id[at],
      cobro: cobro[at],
      // NaN, the only other value packTareas writes, is null.
      tarea: isTaskType(type) ? type : null,
      suma: suma[at],
      restar: restar[at],
    };
  }
  return tareas;
}
