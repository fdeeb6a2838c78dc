import { isTaskType, type TaskType } from '../../domain/task-types';
import type { CobroEstimado, Tarea } from '../../contract/finanzas';
import { NOT_CANONICAL, fastAmount, fastId, fastNote, isFields } from './check-list';

/**
 * The fast readers of `tareaSchema` and `cobroEstimadoSchema` (src/contract/finanzas.ts): see
 * check-list.ts. Anything outside the canonical shape answers undefined, and zod decides it.
 */

/** `taskTypeSchema.nullish()`'s number branch, kept as null when absent. */
const fastTaskType = (value: unknown): TaskType | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : isTaskType(value) ? value : NOT_CANONICAL;

const anyNotCanonical = (values: readonly unknown[]) => values.includes(NOT_CANONICAL);

export function fastTarea(item: unknown): Tarea | undefined {
  if (!isFields(item) || !isFields(item.cobro)) return undefined;
  const { cobro } = item;
  const id = fastId(item.id);
  const cobroId = fastId(cobro.id);
  const tipoTarea = fastTaskType(item.tipo_tarea);
  const tarea = fastTaskType(cobro.tarea);
  const suma = fastAmount(cobro.suma);
  const restar = fastAmount(cobro.restar);
  if (anyNotCanonical([id, cobroId, tipoTarea, tarea, suma, restar])) return undefined;
  return {
    id: id as number,
    cobro: cobroId as number,
    tarea: (tarea ?? tipoTarea) as TaskType | null,
    suma: suma as number,
    restar: restar as number,
  };
}

export function fastCobroEstimado(item: unknown): CobroEstimado | undefined {
  if (!isFields(item) || !isFields(item.documento)) return undefined;
  const { documento } = item;
  const estimado = {
    id: fastId(item.id),
    documento: {
      id: fastId(documento.id),
      nombre: fastNote(documento.nombre),
      nombreArchivo: fastNote(documento.nombre_archivo),
      nombreDocumento: fastNote(documento.nombre_documento),
    },
    bill: fastAmount(item.bill),
    notas: fastAmount(item.notas),
    subir_notas: fastAmount(item.subir_notas),
    open: fastAmount(item.open),
    spr: fastAmount(item.spr),
  };
  const { documento: doc, ...amounts } = estimado;
  if (anyNotCanonical([...Object.values(amounts), ...Object.values(doc)])) return undefined;
  return {
    ...(amounts as Omit<CobroEstimado, 'documento'>),
    documento: { id: doc.id as number, nombre: doc.nombre ?? doc.nombreArchivo ?? doc.nombreDocumento ?? '' },
  } as CobroEstimado;
}
