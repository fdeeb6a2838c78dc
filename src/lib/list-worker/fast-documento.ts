import type { Documento, DocumentoCliente, Registro } from '../../contract/documento';
import {
  NOT_CANONICAL,
  fastId,
  fastOptional,
  fastOptionalId,
  fastString,
  isFields,
  type Fast,
} from './check-list';
import { packClients, unpackClients, type PackedClients } from './columns';
import { fastAgencias } from './cobro-refs';
import { flagKind, idKind, noteKind, optionalIdKind, recordsKind, refKind, textKind } from './field-kinds';
import {
  packTable,
  simpleKind,
  tableReader,
  unpackTable,
  type FieldTable,
  type PackedTable,
} from './field-table';

/**
 * `documentoSchema` (src/contract/documento.ts) field by field, in its key order: what the list
 * worker's fast reader takes (check-list.ts) and how each field crosses to the page
 * (field-table.ts). A document carries its spreadsheet's records, 7,000 documents some 13.7 MB at
 * the large seed, which zod alone took about a second to check and the page's main thread about
 * 0.47 s to take in by structured clone. Each document's client is its own object.
 */

function fastCliente(value: unknown): Fast<DocumentoCliente | null> {
  if (value === null || value === undefined) return null;
  if (!isFields(value)) return NOT_CANONICAL;
  const idCliente = fastOptional(value.id_cliente, fastId);
  const id = fastOptional(value.id, fastId);
  const nombreCliente = fastOptional(value.nombre_cliente, fastString);
  const nombre = fastOptional(value.nombre, fastString);
  const agencias = fastAgencias(value.agencias);
  const agencia = fastAgencias(value.agencia);
  if (
    idCliente === NOT_CANONICAL ||
    id === NOT_CANONICAL ||
    nombreCliente === NOT_CANONICAL ||
    nombre === NOT_CANONICAL ||
    agencias === NOT_CANONICAL ||
    agencia === NOT_CANONICAL
  )
    return NOT_CANONICAL;
  return {
    id: idCliente ?? id ?? null,
    nombre: nombreCliente ?? nombre ?? '',
    agencias: agencias ?? agencia ?? [],
  };
}

/** `total_registros ?? contenido_registros.length` (a list that is no list fails on its own field). */
const totalKind = simpleKind<number>(
  'f64',
  (value, item) => {
    const total = fastOptionalId(value);
    if (total !== null) return total;
    const registros = item.contenido_registros;
    return Array.isArray(registros) ? registros.length : 0;
  },
  (value) => value,
  (n) => n,
);

export const DOCUMENTO_TABLE: FieldTable<Documento> = {
  id: idKind,
  nombre_archivo: textKind,
  fecha_creacion: noteKind,
  cliente: refKind<DocumentoCliente>({
    read: fastCliente,
    pack: (values, text) => packClients(values, text),
    unpack: (side, text) => unpackClients(side as PackedClients, text),
  }),
  tipo: optionalIdKind,
  bill: flagKind,
  notas: flagKind,
  contenido_registros: recordsKind<Registro['id']>(fastId, (n) => n),
  total_registros: totalKind,
  hoja_procesada: noteKind,
  rango_filas: noteKind,
};

/** The document as documentoSchema would output it, or undefined when it is not in the canonical shape. */
export const fastDocumento = tableReader(DOCUMENTO_TABLE)();

export type PackedDocumentos = PackedTable;
export const packDocumentos = (documentos: readonly Documento[]) => packTable(DOCUMENTO_TABLE, documentos);
export const unpackDocumentos = (packed: PackedDocumentos): Documento[] =>
  unpackTable(DOCUMENTO_TABLE, packed);
