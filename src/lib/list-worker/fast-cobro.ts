import { MONTHS, type Month } from '../../domain/months';
import { isTaskType } from '../../domain/task-types';
import { cobroSchema, type Cobro, type CobroRegistro } from '../../contract/cobro';
import type { AgenciaRef } from '../../contract/agencia';
import type { ClienteRef } from '../../contract/cliente';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  checkList,
  fastAmount,
  fastId,
  fastNote,
  fastNumber,
  fastOptionalId,
  isFields,
  type ListCheck,
} from './check-list';

/** The fast reader of `cobroSchema` (src/contract/cobro.ts): see check-list.ts. */

const MONTH_SET: ReadonlySet<string> = new Set(MONTHS);
type Fast<T> = T | typeof NOT_CANONICAL;

function fastNamedRef(value: unknown): Fast<NamedRef | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value) || typeof value.nombre !== 'string') return NOT_CANONICAL;
  const id = fastId(value.id);
  return id === NOT_CANONICAL ? NOT_CANONICAL : { id, nombre: value.nombre };
}

export function fastAgencias(value: unknown): Fast<AgenciaRef[] | null> {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) return NOT_CANONICAL;
  const agencias: AgenciaRef[] = [];
  for (const agencia of value) {
    if (!isFields(agencia) || typeof agencia.nombre !== 'string') return NOT_CANONICAL;
    const id = fastOptionalId(agencia.id);
    if (id === NOT_CANONICAL) return NOT_CANONICAL;
    agencias.push({ id, nombre: agencia.nombre });
  }
  return agencias;
}

function fastCliente(value: unknown): Fast<ClienteRef | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value) || typeof value.nombre !== 'string') return NOT_CANONICAL;
  const id = fastOptionalId(value.id);
  const agencias = fastAgencias(value.agencias);
  const agencia = fastAgencias(value.agencia);
  if (id === NOT_CANONICAL || agencias === NOT_CANONICAL || agencia === NOT_CANONICAL) return NOT_CANONICAL;
  return { id, nombre: value.nombre, agencias: agencias ?? agencia ?? [] };
}

function fastDocumento(value: unknown): Fast<Cobro['documento']> {
  if (value === null || value === undefined) return null;
  if (!isFields(value)) return NOT_CANONICAL;
  const id = fastOptionalId(value.id);
  const nombreDocumento = fastNote(value.nombre_documento);
  const nombreArchivo = fastNote(value.nombre_archivo);
  if (id === NOT_CANONICAL || nombreDocumento === NOT_CANONICAL || nombreArchivo === NOT_CANONICAL)
    return NOT_CANONICAL;
  return { id, nombre_documento: nombreDocumento ?? nombreArchivo ?? '' };
}

/** A record list (`contenido*` of a cobro, `contenido_registros` of a document); nullish is []. */
export function fastRecords<Id>(
  value: unknown,
  readId: (id: unknown) => Id | typeof NOT_CANONICAL,
): Fast<{ id: Id; nombre_completo: string; unidades: number }[]> {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return NOT_CANONICAL;
  const registros: { id: Id; nombre_completo: string; unidades: number }[] = [];
  for (const registro of value) {
    if (!isFields(registro) || typeof registro.nombre_completo !== 'string') return NOT_CANONICAL;
    const id = readId(registro.id);
    const unidades = fastNumber(registro.unidades);
    if (id === NOT_CANONICAL || unidades === NOT_CANONICAL) return NOT_CANONICAL;
    registros.push({ id, nombre_completo: registro.nombre_completo, unidades });
  }
  return registros;
}

const fastRegistros = (value: unknown): Fast<CobroRegistro[]> => fastRecords(value, fastOptionalId);

function fastPagado(value: unknown): Fast<boolean> {
  if (value === null || value === undefined) return false;
  return typeof value === 'boolean' ? value : NOT_CANONICAL;
}

/** The cobro as cobroSchema would output it, or undefined when it is not in the canonical shape. */
export function fastCobro(item: unknown): Cobro | undefined {
  if (!isFields(item)) return undefined;
  const { mes, tipo_tarea: tipoTarea } = item;
  if (typeof mes !== 'string' || !MONTH_SET.has(mes) || !isTaskType(tipoTarea)) return undefined;
  const cobro = {
    id: fastId(item.id),
    cliente: fastCliente(item.cliente),
    documento: fastDocumento(item.documento),
    usuario_registra: fastNamedRef(item.usuario_registra),
    usuario_supervisor: fastNamedRef(item.usuario_supervisor),
    mes: mes as Month,
    tipo_tarea: tipoTarea,
    unidades: fastAmount(item.unidades),
    bonificado: fastAmount(item.bonificado),
    sancionado: fastAmount(item.sancionado),
    nota_bonificado: fastNote(item.nota_bonificado),
    nota_sancionado: fastNote(item.nota_sancionado),
    contenido: fastRegistros(item.contenido),
    contenido_open: fastRegistros(item.contenido_open),
    contenido_spr: fastRegistros(item.contenido_spr),
    pagado: fastPagado(item.pagado),
    fecha_creacion: fastNote(item.fecha_creacion),
  };
  for (const field of Object.values(cobro)) if (field === NOT_CANONICAL) return undefined;
  return cobro as Cobro;
}

export function checkCobroList(data: unknown): ListCheck<Cobro> {
  return checkList(data, cobroSchema, fastCobro);
}

/** The body's text parsed and checked: what the worker does, and the page where there is none. */
export function checkCobroJson(text: string): ListCheck<Cobro> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'La respuesta no es JSON' };
  }
  return checkCobroList(data);
}
