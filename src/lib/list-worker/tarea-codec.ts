import type { Tarea } from '../../contract/finanzas';
import { isTaskType } from '../../domain/task-types';
import { buffersOf, idOrNaN } from '../../contract/packed-columns';

/**
 * listar_tarea/'s items as they cross to the page: a float64 column per field of the contract's
 * task (36,000 cost about 50 ms by structured clone). Exact: the only null, `tarea`, is NaN.
 */
export type PackedTareas = { [K in keyof Tarea]-?: Float64Array };

export function packTareas(tareas: readonly Tarea[]): { packed: PackedTareas; transfer: ArrayBuffer[] } {
  const column = () => new Float64Array(tareas.length);
  const packed: PackedTareas = {
    id: column(),
    cobro: column(),
    tarea: column(),
    suma: column(),
    restar: column(),
  };
  tareas.forEach((item, at) => {
    packed.id[at] = item.id;
    packed.cobro[at] = item.cobro;
    packed.tarea[at] = idOrNaN(item.tarea);
    packed.suma[at] = item.suma;
    packed.restar[at] = item.restar;
  });
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
