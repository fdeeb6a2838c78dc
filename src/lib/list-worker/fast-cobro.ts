import { isMonth } from '../../domain/months';
import { isTaskType } from '../../domain/task-types';
import type { Cobro, CobroRegistro } from '../../contract/cobro';
import type { ClienteRef } from '../../contract/cliente';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  canonical,
  either,
  fastAgencias,
  fastAmount,
  fastFlag,
  fastId,
  fastNamedRef,
  fastNote,
  fastNumber,
  fastOptionalId,
  isFields,
  type Fast,
  type FastFields,
  type Fields,
} from './check-list';

/** The fast reader of `cobroSchema` (src/contract/cobro.ts): see check-list.ts. */
type PeriodoKey = 'anio' | 'tarifa';

function fastCliente(value: unknown): Fast<ClienteRef | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value) || typeof value.nombre !== 'string') return NOT_CANONICAL;
  const id = fastOptionalId(value.id);
  const agencias = either(fastAgencias(value.agencias), fastAgencias(value.agencia));
  if (id === NOT_CANONICAL || agencias === NOT_CANONICAL) return NOT_CANONICAL;
  return { id, nombre: value.nombre, agencias: agencias ?? [] };
}

function fastDocumento(value: unknown): Fast<Cobro['documento']> {
  if (value === null || value === undefined) return null;
  if (!isFields(value)) return NOT_CANONICAL;
  const id = fastOptionalId(value.id);
  const nombre = either(fastNote(value.nombre_documento), fastNote(value.nombre_archivo));
  if (id === NOT_CANONICAL || nombre === NOT_CANONICAL) return NOT_CANONICAL;
  return { id, nombre_documento: nombre ?? '' };
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

/**
 * Equal clients, documents and users of one list made one object (100,000 cobros name 2,000
 * clients, 7,000 documents and 300 workers): they cross to the page once per part (contract/packed-cobros.ts)
 * and the page holds one of each. A value joins the first of its id only when it reads exactly as
 * that one, compared on the wire's fields without building a copy (cheaper than building it), so
 * each cobro reads as it would unshared. Records are not pooled: that cost more than it saved.
 */
type CobroPools = {
  clientes: Map<number | null, ClienteRef>;
  documentos: Map<number | null, NonNullable<Cobro['documento']>>;
  usuarios: Map<number | null, NamedRef>;
};
const newPools = (): CobroPools => ({ clientes: new Map(), documentos: new Map(), usuarios: new Map() });

/** Anything this does not recognise answers false, and the client is built and checked as usual. */
function readsAsCliente(value: Fields, seen: ClienteRef): boolean {
  if (value.nombre !== seen.nombre || !Object.is(fastOptionalId(value.id), seen.id)) return false;
  if (value.agencia !== null && value.agencia !== undefined) return false;
  const { agencias } = value;
  if (agencias === null || agencias === undefined) return seen.agencias.length === 0;
  if (!Array.isArray(agencias) || agencias.length !== seen.agencias.length) return false;
  for (let index = 0; index < agencias.length; index += 1) {
    const agencia: unknown = agencias[index];
    const known = seen.agencias[index];
    if (
      !isFields(agencia) ||
      agencia.nombre !== known.nombre ||
      !Object.is(fastOptionalId(agencia.id), known.id)
    )
      return false;
  }
  return true;
}

function readsAsDocumento(value: Fields, seen: NonNullable<Cobro['documento']>): boolean {
  const { nombre_documento: nombre, nombre_archivo: archivo } = value;
  return (
    typeof nombre === 'string' &&
    nombre === seen.nombre_documento &&
    (archivo === null || archivo === undefined || typeof archivo === 'string') &&
    Object.is(fastOptionalId(value.id), seen.id)
  );
}

function pooled<T extends { id: number | null }>(
  value: unknown,
  pool: Map<number | null, T>,
  readsAs: (value: Fields, seen: T) => boolean,
  build: (value: unknown) => Fast<T | null>,
): Fast<T | null> {
  if (isFields(value)) {
    const id = fastOptionalId(value.id);
    const seen = id === NOT_CANONICAL ? undefined : pool.get(id);
    if (seen && readsAs(value, seen)) return seen;
  }
  const built = build(value);
  if (built !== null && built !== NOT_CANONICAL && !pool.has(built.id)) pool.set(built.id, built);
  return built;
}

const readsAsUsuario = (value: Fields, seen: NamedRef) =>
  value.nombre === seen.nombre && Object.is(value.id, seen.id);

/** The cobro as cobroSchema would output it, or undefined; `pools` are its list's (cobroListReader). */
export function fastCobro(item: unknown, pools = newPools()): Cobro | undefined {
  if (!isFields(item)) return undefined;
  const { mes, tipo_tarea: tipoTarea } = item;
  if (!isMonth(mes) || !isTaskType(tipoTarea)) return undefined;
  const fields = {
    id: fastId(item.id),
    cliente: pooled(item.cliente, pools.clientes, readsAsCliente, fastCliente),
    documento: pooled(item.documento, pools.documentos, readsAsDocumento, fastDocumento),
    usuario_registra: pooled(item.usuario_registra, pools.usuarios, readsAsUsuario, fastNamedRef),
    usuario_supervisor: pooled(item.usuario_supervisor, pools.usuarios, readsAsUsuario, fastNamedRef),
    mes,
    tipo_tarea: tipoTarea,
    unidades: fastAmount(item.unidades),
    bonificado: fastAmount(item.bonificado),
    sancionado: fastAmount(item.sancionado),
    nota_bonificado: fastNote(item.nota_bonificado),
    nota_sancionado: fastNote(item.nota_sancionado),
    contenido: fastRegistros(item.contenido),
    contenido_open: fastRegistros(item.contenido_open),
    contenido_spr: fastRegistros(item.contenido_spr),
    pagado: fastFlag(item.pagado),
    fecha_creacion: fastNote(item.fecha_creacion),
  } satisfies FastFields<Omit<Cobro, PeriodoKey>>;
  if (!canonical<Omit<Cobro, PeriodoKey>>(fields)) return undefined;
  // `periodos`: zod keeps an optional key that is there and adds none that is not.
  const anio = 'anio' in item ? fastId(item.anio) : undefined;
  const tarifa = 'tarifa' in item ? fastNumber(item.tarifa) : undefined;
  if (anio === NOT_CANONICAL || tarifa === NOT_CANONICAL) return undefined;
  // Added in place: a copy of every cobro of a 100,000-cobro list would cost the reader its speed.
  const cobro: Cobro = fields;
  if (anio !== undefined) cobro.anio = anio;
  if (tarifa !== undefined) cobro.tarifa = tarifa;
  return cobro;
}

/** The cobro reader of one list, with its own pools. */
export function cobroListReader(): (item: unknown) => Cobro | undefined {
  const pools = newPools();
  return (item) => fastCobro(item, pools);
}
