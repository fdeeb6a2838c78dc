import type { Cliente } from '../../contract/cliente';
import type { NamedRef } from '../../contract/common';
import {
  NOT_CANONICAL,
  canonical,
  fastFlag,
  fastId,
  fastNamedRef,
  fastNote,
  fastNumber,
  fastString,
  isFields,
  type Fast,
  type FastFields,
} from './check-list';

/** The fast reader of `clienteSchema` (src/contract/cliente.ts) for list_client/: see check-list.ts. */
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

const fastFondo = (value: unknown): Fast<number | null> =>
  value === null || value === undefined ? null : fastNumber(value);

export function fastCliente(item: unknown): Cliente | undefined {
  if (!isFields(item)) return undefined;
  // zod checks both lists, whichever it keeps.
  const agencia = fastAgencias(item.agencia);
  const agencias = fastAgencias(item.agencias);
  const fields = {
    id: fastId(item.id),
    nombre: fastString(item.nombre),
    categoria: fastCategoria(item.categoria),
    agencias:
      agencia === NOT_CANONICAL || agencias === NOT_CANONICAL ? NOT_CANONICAL : (agencia ?? agencias ?? []),
    estado: fastFlag(item.estado, true),
    creado: fastNote(item.creado),
    fondo: fastFondo(item.fondo),
    fecha_fondo: fastNote(item.fecha_fondo),
  } satisfies FastFields<Cliente>;
  return canonical<Cliente>(fields) ? fields : undefined;
}
