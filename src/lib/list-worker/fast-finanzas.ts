import { isTaskType, type TaskType } from '../../domain/task-types';
import type { CobroEstimado, HistorialPago, MontoExtra, Tarea } from '../../contract/finanzas';
import {
  NOT_CANONICAL,
  fastAmount,
  fastId,
  fastNote,
  fastNumber,
  fastOptional,
  fastString,
  isFields,
} from './check-list';

/**
 * The fast readers of `tareaSchema`, `cobroEstimadoSchema`, `montoExtraSchema` and
 * `historialPagoSchema` (src/contract/finanzas.ts): see check-list.ts. Anything outside the canonical shape answers undefined, and zod decides it.
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

/**
 * listar_monto_extra/, read on the page's main thread by Home (SuperAdmin), Pagos de Clientes and
 * Comparativa: zod took some 100 ms there for the large seed's extra amounts and payments.
 */
export function fastMontoExtra(item: unknown): MontoExtra | undefined {
  if (!isFields(item)) return undefined;
  const id = fastId(item.id);
  const monto = fastNumber(item.monto);
  const cliente = fastId(item.cliente);
  const fechaRegistro = fastNote(item.fecha_registro);
  if (anyNotCanonical([id, monto, cliente, fechaRegistro])) return undefined;
  return {
    id: id as number,
    monto: monto as number,
    cliente: cliente as number,
    fecha_registro: fechaRegistro as string | null,
  };
}

/** listar_historial_pago/ (Home and Historial): `{id, cliente_id, monto, fecha}`. */
export function fastHistorialPago(item: unknown): HistorialPago | undefined {
  if (!isFields(item)) return undefined;
  const id = fastId(item.id);
  const clienteId = fastOptional(item.cliente_id, fastId);
  const cliente = fastOptional(item.cliente, fastId);
  const monto = fastNumber(item.monto);
  const fecha = fastString(item.fecha);
  if (anyNotCanonical([id, clienteId, cliente, monto, fecha])) return undefined;
  const owner = clienteId ?? cliente;
  // No client at all: zod reports it.
  if (owner === undefined) return undefined;
  return { id: id as number, cliente_id: owner as number, monto: monto as number, fecha: fecha as string };
}
