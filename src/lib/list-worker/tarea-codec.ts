import type { Tarea } from '../../contract/finanzas';
import type { TaskType } from '../../domain/task-types';
import { buffersOf, idOrNaN, idOrNull } from './columns';

/**
 * listar_tarea/'s items as they cross to the page: five number columns, transferred (see
 * columns.ts). At the large seed its 36,000 items cost the page's main thread about 50 ms by
 * structured clone on every finance screen; as columns they cost a copy of memory. Exact: every
 * field is a number (float64 keeps -0 and every safe integer) and the only null, `tarea`, is NaN.
 */
export type PackedTareas = {
  id: Float64Array;
  cobro: Float64Array;
  tarea: Float64Array;
  suma: Float64Array;
  restar: Float64Array;
};

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
    tareas[at] = {
      id: id[at],
      cobro: cobro[at],
      tarea: idOrNull(tarea[at]) as TaskType | null,
      suma: suma[at],
      restar: restar[at],
    };
  }
  return tareas;
}
