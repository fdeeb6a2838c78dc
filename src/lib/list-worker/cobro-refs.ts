import type { AgenciaRef } from '../../contract/agencia';
import type { ClienteRef } from '../../contract/cliente';
import type { Cobro } from '../../contract/cobro';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  fastNamedRef,
  fastNote,
  fastOptionalId,
  isFields,
  type Fast,
  type Fields,
} from './check-list';
import { idOrNaN, idOrNull, packClients, unpackClients, type PackedClients } from './columns';
import { refKind } from './field-kinds';

/**
 * A cobro's nested values (its client, document and users) as its field table (fast-cobro.ts)
 * reads and packs them.
 *
 * Equal clients, documents and users of one list are made one object: 100,000 cobros name the
 * same 2,000 clients, 7,000 documents and 300 workers again and again. Shared, they cross to the
 * page once per part (refKind finds them by identity) and the page holds one of each. A value is
 * shared only with the first one of its id when it reads exactly as that one, compared on the
 * wire's fields before anything is built (`pooled`), so each cobro reads as it would unshared;
 * nothing in the app changes data it received. The records are left alone: with 290,000 of them,
 * finding the equal ones cost more than it saved.
 */

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

function fastDocumento(value: unknown): Fast<Documento | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value)) return NOT_CANONICAL;
  const id = fastOptionalId(value.id);
  const nombreDocumento = fastNote(value.nombre_documento);
  const nombreArchivo = fastNote(value.nombre_archivo);
  if (id === NOT_CANONICAL || nombreDocumento === NOT_CANONICAL || nombreArchivo === NOT_CANONICAL)
    return NOT_CANONICAL;
  return { id, nombre_documento: nombreDocumento ?? nombreArchivo ?? '' };
}

/**
 * Whether a client as sent reads exactly as `seen` (what fastCliente built for an earlier one),
 * checked on the wire's fields without building a copy first: with 100,000 cobros and 2,000 clients,
 * building each one to compare it cost more than the rest of the cobro. Anything this
 * does not recognise answers false, and the client is built and checked as usual.
 */
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

/** Whether a document as sent reads exactly as `seen`: see readsAsCliente. */
function readsAsDocumento(value: Fields, seen: Documento): boolean {
  const { nombre_documento: nombre, nombre_archivo: archivo } = value;
  return (
    typeof nombre === 'string' &&
    nombre === seen.nombre_documento &&
    (archivo === null || archivo === undefined || typeof archivo === 'string') &&
    Object.is(fastOptionalId(value.id), seen.id)
  );
}

/**
 * A nested value read through its list's pool: the pooled object of its id when the value reads
 * exactly as it, else the value built by `build` (the first of its id joins the pool).
 */
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

/** A pooled nested value: one pool per list, made by the table's reader. */
const pooledReader =
  <T extends { id: number | null }>(
    readsAs: (value: Fields, seen: T) => boolean,
    build: (value: unknown) => Fast<T | null>,
  ) =>
  () => {
    const pool = new Map<number | null, T>();
    return (value: unknown) => pooled(value, pool, readsAs, build);
  };

export const clienteKind = refKind<ClienteRef>({
  read: fastCliente,
  readerFor: pooledReader(readsAsCliente, fastCliente),
  pack: (values, text) => packClients(values, text),
  unpack: (side, text) => unpackClients(side as PackedClients, text),
});

type Documento = NonNullable<Cobro['documento']>;

export const documentoKind = refKind<Documento>({
  read: fastDocumento,
  readerFor: pooledReader(readsAsDocumento, fastDocumento),
  pack: (values, text) => ({
    id: Float64Array.from(values, (documento) => idOrNaN(documento.id)),
    nombreDocumento: Uint32Array.from(values, (documento) => text.at(documento.nombre_documento)),
  }),
  unpack: (side, text) => {
    const { id, nombreDocumento } = side as { id: Float64Array; nombreDocumento: Uint32Array };
    return Array.from(id, (value, at) => ({
      id: idOrNull(value),
      nombre_documento: text.of(nombreDocumento[at]),
    }));
  },
});

/** One kind, so one pool, for both roles: a cobro's supervisor may be the very object that is another's worker. */
export const usuarioKind = refKind<NamedRef>({
  read: fastNamedRef,
  readerFor: pooledReader(readsAsUsuario, fastNamedRef),
  pack: (values, text) => ({
    id: Float64Array.from(values, (usuario) => usuario.id),
    nombre: Uint32Array.from(values, (usuario) => text.at(usuario.nombre)),
  }),
  unpack: (side, text) => {
    const { id, nombre } = side as { id: Float64Array; nombre: Uint32Array };
    return Array.from(id, (value, at) => ({ id: value, nombre: text.of(nombre[at]) }));
  },
});
