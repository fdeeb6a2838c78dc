import { isTaskType, type TaskType } from '../../domain/task-types';
import type { CobroEstimado, HistorialPago, MontoExtra, Tarea } from '../../contract/finanzas';
import {
  NOT_CANONICAL,
  canonical,
  either,
  fastAmount,
  fastId,
  fastNote,
  fastNumber,
  fastOptional,
  fastString,
  isFields,
  type Fast,
  type FastFields,
} from './check-list';

/** The fast readers of src/contract/finanzas.ts's list items: see check-list.ts. */

/** `taskTypeSchema.nullish()`'s number branch, kept as null when absent. */
const fastTaskType = (value: unknown): TaskType | null | typeof NOT_CANONICAL =>
  value === null || value === undefined ? null : isTaskType(value) ? value : NOT_CANONICAL;

export function fastTarea(item: unknown): Tarea | undefined {
  if (!isFields(item) || !isFields(item.cobro)) return undefined;
  const { cobro } = item;
  const fields = {
    id: fastId(item.id),
    cobro: fastId(cobro.id),
    tarea: either(fastTaskType(cobro.tarea), fastTaskType(item.tipo_tarea)),
    suma: fastAmount(cobro.suma),
    restar: fastAmount(cobro.restar),
  } satisfies FastFields<Tarea>;
  return canonical<Tarea>(fields) ? fields : undefined;
}

function fastEstimadoDocumento(value: unknown): Fast<CobroEstimado['documento']> {
  if (!isFields(value)) return NOT_CANONICAL;
  const id = fastId(value.id);
  const nombre = either(
    fastNote(value.nombre),
    either(fastNote(value.nombre_archivo), fastNote(value.nombre_documento)),
  );
  return id === NOT_CANONICAL || nombre === NOT_CANONICAL ? NOT_CANONICAL : { id, nombre: nombre ?? '' };
}

export function fastCobroEstimado(item: unknown): CobroEstimado | undefined {
  if (!isFields(item)) return undefined;
  const fields = {
    id: fastId(item.id),
    documento: fastEstimadoDocumento(item.documento),
    bill: fastAmount(item.bill),
    notas: fastAmount(item.notas),
    subir_notas: fastAmount(item.subir_notas),
    open: fastAmount(item.open),
    spr: fastAmount(item.spr),
  } satisfies FastFields<CobroEstimado>;
  return canonical<CobroEstimado>(fields) ? fields : undefined;
}

export function fastMontoExtra(item: unknown): MontoExtra | undefined {
  if (!isFields(item)) return undefined;
  const fields = {
    id: fastId(item.id),
    monto: fastNumber(item.monto),
    cliente: fastId(item.cliente),
    fecha_registro: fastNote(item.fecha_registro),
  } satisfies FastFields<MontoExtra>;
  return canonical<MontoExtra>(fields) ? fields : undefined;
}

export function fastHistorialPago(item: unknown): HistorialPago | undefined {
  if (!isFields(item)) return undefined;
  const fields = {
    id: fastId(item.id),
    // No client at all: zod reports it.
    cliente_id:
      either(fastOptional(item.cliente_id, fastId), fastOptional(item.cliente, fastId)) ?? NOT_CANONICAL,
    monto: fastNumber(item.monto),
    fecha: fastString(item.fecha),
  } satisfies FastFields<HistorialPago>;
  return canonical<HistorialPago>(fields) ? fields : undefined;
}
