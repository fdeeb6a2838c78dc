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

/**
 * Equal clients, documents and users of one list made one object (issue 12). 100,000 cobros name
 * the same 2,000 clients, 7,000 documents and 300 workers again and again. The worker's messages
 * reach the page through the structured clone algorithm, which copies an object it meets again in
 * the same message as a reference to its first copy: shared, these values cross once per message
 * instead of once per cobro, and the page holds one of each. Measured on the large seed (Node's
 * v8.deserialize, the same algorithm, load 4–5): 2.3–3.2 s to read the 10 parts back unshared,
 * 1.1–1.2 s shared. A value is shared only with the first one of its id when every field is equal,
 * so each cobro reads exactly as it would unshared; nothing in the app changes data it received.
 * (The records are left alone: with 290,000 of them, finding the equal ones cost more than it saved.)
 */
export type CobroPools = {
  clientes: Map<number | null, ClienteRef>;
  documentos: Map<number | null, NonNullable<Cobro['documento']>>;
  usuarios: Map<number, NamedRef>;
};

export const cobroPools = (): CobroPools => ({
  clientes: new Map(),
  documentos: new Map(),
  usuarios: new Map(),
});

function sameCliente(a: ClienteRef, b: ClienteRef): boolean {
  if (!Object.is(a.id, b.id) || a.nombre !== b.nombre || a.agencias.length !== b.agencias.length)
    return false;
  for (let index = 0; index < a.agencias.length; index += 1) {
    const x = a.agencias[index];
    const y = b.agencias[index];
    if (!Object.is(x.id, y.id) || x.nombre !== y.nombre) return false;
  }
  return true;
}

function shareUsuario(value: NamedRef | null, pools: CobroPools): NamedRef | null {
  if (!value) return value;
  const seen = pools.usuarios.get(value.id);
  if (!seen) pools.usuarios.set(value.id, value);
  return seen && Object.is(seen.id, value.id) && seen.nombre === value.nombre ? seen : value;
}

function shareNested(cobro: Cobro, pools: CobroPools): Cobro {
  const { cliente, documento } = cobro;
  if (cliente) {
    const seen = pools.clientes.get(cliente.id);
    if (!seen) pools.clientes.set(cliente.id, cliente);
    else if (sameCliente(seen, cliente)) cobro.cliente = seen;
  }
  if (documento) {
    const seen = pools.documentos.get(documento.id);
    if (!seen) pools.documentos.set(documento.id, documento);
    else if (Object.is(seen.id, documento.id) && seen.nombre_documento === documento.nombre_documento)
      cobro.documento = seen;
  }
  cobro.usuario_registra = shareUsuario(cobro.usuario_registra, pools);
  cobro.usuario_supervisor = shareUsuario(cobro.usuario_supervisor, pools);
  return cobro;
}

/**
 * The cobro as cobroSchema would output it, or undefined when it is not in the canonical shape.
 * With the pools of its list, its equal clients, documents and users are one object each.
 */
export function fastCobro(item: unknown, pools?: CobroPools): Cobro | undefined {
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
  return pools ? shareNested(cobro as Cobro, pools) : (cobro as Cobro);
}

/** The cobro reader of one list, with its own pools. */
export function cobroListReader(): (item: unknown) => Cobro | undefined {
  const pools = cobroPools();
  return (item) => fastCobro(item, pools);
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
