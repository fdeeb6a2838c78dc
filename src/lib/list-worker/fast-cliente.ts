import type { Cliente } from '../../contract/cliente';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  canonical,
  either,
  fastAgencias as fastAgencyRefs,
  fastFlag,
  fastId,
  fastNote,
  fastNumber,
  fastString,
  isFields,
  type Fast,
  type FastFields,
} from './check-list';

/** The fast reader of `clienteSchema` (src/contract/cliente.ts) for list_client/: see check-list.ts. */

/** `z.array(agenciaSchema).nullish()`: undefined when absent or null; every agency has an id. */
function fastAgencias(value: unknown): Fast<NamedRef[] | undefined> {
  const agencias = fastAgencyRefs(value);
  if (agencias === null) return undefined;
  if (agencias === NOT_CANONICAL || agencias.some(({ id }) => id === null)) return NOT_CANONICAL;
  return agencias as NamedRef[];
}

const fastCategoria = (value: unknown): Fast<1 | 2 | null> =>
  value === null || value === undefined ? null : value === 1 || value === 2 ? value : NOT_CANONICAL;

const fastFondo = (value: unknown): Fast<number | null> =>
  value === null || value === undefined ? null : fastNumber(value);

export function fastCliente(item: unknown): Cliente | undefined {
  if (!isFields(item)) return undefined;
  // zod checks both lists, whichever it keeps.
  const agencias = either(fastAgencias(item.agencia), fastAgencias(item.agencias));
  const fields = {
    id: fastId(item.id),
    nombre: fastString(item.nombre),
    categoria: fastCategoria(item.categoria),
    agencias: agencias === NOT_CANONICAL ? NOT_CANONICAL : (agencias ?? []),
    estado: fastFlag(item.estado, true),
    creado: fastNote(item.creado),
    fondo: fastFondo(item.fondo),
    fecha_fondo: fastNote(item.fecha_fondo),
  } satisfies FastFields<Cliente>;
  return canonical<Cliente>(fields) ? fields : undefined;
}
