import type { Documento, DocumentoCliente, Registro } from '../../contract/documento';
import {
  NOT_CANONICAL,
  canonical,
  either,
  fastAgencias,
  fastFlag,
  fastId,
  fastNote,
  fastOptional,
  fastOptionalId,
  fastString,
  isFields,
  type Fast,
  type FastFields,
} from './check-list';
import { fastRecords } from './fast-cobro';

/** The fast reader of `documentoSchema` (src/contract/documento.ts): see check-list.ts. */

function fastCliente(value: unknown): Fast<DocumentoCliente | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value)) return NOT_CANONICAL;
  const id = either(fastOptional(value.id_cliente, fastId), fastOptional(value.id, fastId));
  const nombre = either(
    fastOptional(value.nombre_cliente, fastString),
    fastOptional(value.nombre, fastString),
  );
  const agencias = either(fastAgencias(value.agencias), fastAgencias(value.agencia));
  if (id === NOT_CANONICAL || nombre === NOT_CANONICAL || agencias === NOT_CANONICAL) return NOT_CANONICAL;
  return { id: id ?? null, nombre: nombre ?? '', agencias: agencias ?? [] };
}

export function fastDocumento(item: unknown): Documento | undefined {
  if (!isFields(item) || typeof item.nombre_archivo !== 'string') return undefined;
  const registros: Fast<Registro[]> = fastRecords(item.contenido_registros, fastId);
  const total = fastOptionalId(item.total_registros);
  const fields = {
    id: fastId(item.id),
    nombre_archivo: item.nombre_archivo,
    fecha_creacion: fastNote(item.fecha_creacion),
    cliente: fastCliente(item.cliente),
    tipo: fastOptionalId(item.tipo),
    bill: fastFlag(item.bill),
    notas: fastFlag(item.notas),
    contenido_registros: registros,
    total_registros: total !== null ? total : registros === NOT_CANONICAL ? registros : registros.length,
    hoja_procesada: fastNote(item.hoja_procesada),
    rango_filas: fastNote(item.rango_filas),
  } satisfies FastFields<Documento>;
  return canonical<Documento>(fields) ? fields : undefined;
}
