import type { Cliente } from '../../contract/cliente';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  fastId,
  fastNamedRef,
  fastNote,
  fastNumber,
  fastString,
  isFields,
  type Fast,
} from './check-list';

/**
 * The fast reader of `clienteSchema` (src/contract/cliente.ts) for list_client/, which every
 * finance screen and most catalogs read on the page's main thread: 2,000 clients at the large seed
 * took zod about 100 ms there on a cold load. Anything outside the canonical shape (a string id or
 * category, a numeric name, a decimal as text…) answers undefined, and zod decides it.
 */

/** `z.array(agenciaSchema).nullish()`: undefined when absent or null, as zod keeps it. */
function fastAgencias(value: unknown): Fast<NamedRef[] | undefined> {
  if (value === null || value === undefined) return undefined;
  if (!Array.isArray(value)) return NOT_CANONICAL;
  const agencias: NamedRef[] = [];
  for (const agencia of value as unknown[]) {
    const ref = fastNamedRef(agencia);
    // A null in the list is not an agency: zod refuses it.
    if (ref === null || ref === NOT_CANONICAL) return NOT_CANONICAL;
    agencias.push(ref);
  }
  return agencias;
}

const fastCategoria = (value: unknown): Fast<1 | 2 | null> =>
  value === null || value === undefined ? null : value === 1 || value === 2 ? value : NOT_CANONICAL;

const fastEstado = (value: unknown): Fast<boolean> =>
  value === null || value === undefined ? true : typeof value === 'boolean' ? value : NOT_CANONICAL;

/** `decimal.nullish()`'s number branch, null when absent. */
const fastFondo = (value: unknown): Fast<number | null> =>
  value === null || value === undefined ? null : fastNumber(value);

export function fastCliente(item: unknown): Cliente | undefined {
  if (!isFields(item)) return undefined;
  const id = fastId(item.id);
  const nombre = fastString(item.nombre);
  const categoria = fastCategoria(item.categoria);
  // zod checks both lists, whichever it keeps.
  const agencia = fastAgencias(item.agencia);
  const agencias = fastAgencias(item.agencias);
  const estado = fastEstado(item.estado);
  const creado = fastNote(item.creado);
  const fondo = fastFondo(item.fondo);
  const fechaFondo = fastNote(item.fecha_fondo);
  if (
    id === NOT_CANONICAL ||
    nombre === NOT_CANONICAL ||
    categoria === NOT_CANONICAL ||
    agencia === NOT_CANONICAL ||
    agencias === NOT_CANONICAL ||
    estado === NOT_CANONICAL ||
    creado === NOT_CANONICAL ||
    fondo === NOT_CANONICAL ||
    fechaFondo === NOT_CANONICAL
  )
    return undefined;
  return {
    id,
    nombre,
    categoria,
    agencias: agencia ?? agencias ?? [],
    estado,
    creado,
    fondo,
    fecha_fondo: fechaFondo,
  };
}
