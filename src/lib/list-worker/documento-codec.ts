import type { Documento, Registro } from '../../contract/documento';
import {
  NONE,
  TextWriter,
  buffersOf,
  idOrNaN,
  idOrNull,
  packClients,
  recordReader,
  recordWriter,
  textReader,
  unpackClients,
  type PackedClients,
  type PackedRecords,
  type PackedText,
} from '../../contract/packed-columns';

/**
 * The checked documents in columns, as the cobros cross (contract/packed-cobros.ts): 280,000 spreadsheet
 * records at the large seed cost the page's main thread about 0.47 s by structured clone. Every
 * value comes back exactly, in fastDocumento's key order; each document's client and records are
 * its own objects, as the clone builds them. A column per field, as contract/packed-cobros.ts's.
 */
type DocumentoColumns = {
  [K in Exclude<keyof Documento, 'contenido_registros'>]-?: [Documento[K]] extends [boolean]
    ? Uint8Array
    : [Documento[K]] extends [number | null]
      ? Float64Array
      : Uint32Array;
} & { registroStart: Uint32Array };

/** Plain data only: typed arrays and one string, in plain objects. Safe for postMessage. */
export type PackedDocumentos = {
  text: PackedText;
  documentos: DocumentoColumns;
  registros: PackedRecords;
  clientes: PackedClients;
};

export function packDocumentos(documentos: readonly Documento[]): {
  packed: PackedDocumentos;
  transfer: ArrayBuffer[];
} {
  const count = documentos.length;
  const text = new TextWriter();
  let registroCount = 0;
  for (const documento of documentos) registroCount += documento.contenido_registros.length;
  const registros = recordWriter(registroCount, text);
  const out: DocumentoColumns = {
    id: new Float64Array(count),
    nombre_archivo: new Uint32Array(count),
    fecha_creacion: new Uint32Array(count),
    cliente: new Uint32Array(count),
    tipo: new Float64Array(count),
    bill: new Uint8Array(count),
    notas: new Uint8Array(count),
    registroStart: new Uint32Array(count + 1),
    total_registros: new Float64Array(count),
    hoja_procesada: new Uint32Array(count),
    rango_filas: new Uint32Array(count),
  };
  const clientes: NonNullable<Documento['cliente']>[] = [];
  documentos.forEach((documento, at) => {
    out.id[at] = documento.id;
    out.nombre_archivo[at] = text.at(documento.nombre_archivo);
    out.fecha_creacion[at] = text.orNone(documento.fecha_creacion);
    out.cliente[at] = documento.cliente ? clientes.push(documento.cliente) - 1 : NONE;
    out.tipo[at] = idOrNaN(documento.tipo);
    out.bill[at] = documento.bill ? 1 : 0;
    out.notas[at] = documento.notas ? 1 : 0;
    out.registroStart[at + 1] = registros.add(documento.contenido_registros);
    out.total_registros[at] = documento.total_registros;
    out.hoja_procesada[at] = text.orNone(documento.hoja_procesada);
    out.rango_filas[at] = text.orNone(documento.rango_filas);
  });
  const columns = { documentos: out, registros: registros.table, clientes: packClients(clientes, text) };
  const packedText = text.pack();
  return {
    packed: { text: packedText, ...columns },
    transfer: [packedText.textStart.buffer as ArrayBuffer, ...buffersOf(columns)],
  };
}

/** The documents back as plain objects. */
export function unpackDocumentos(packed: PackedDocumentos): Documento[] {
  const { documentos } = packed;
  const text = textReader(packed.text);
  const clientes = unpackClients(packed.clientes, text);
  const starts = documentos.registroStart;
  // A document's record ids were never null, so none comes back null.
  const records = recordReader(packed.registros, text) as (start: number, end: number) => Registro[];
  return Array.from(documentos.id, (id, at): Documento => {
    const cliente = documentos.cliente[at];
    return {
      id,
      nombre_archivo: text.of(documentos.nombre_archivo[at]),
      fecha_creacion: text.orNull(documentos.fecha_creacion[at]),
      cliente: cliente === NONE ? null : clientes[cliente],
      tipo: idOrNull(documentos.tipo[at]),
      bill: documentos.bill[at] === 1,
      notas: documentos.notas[at] === 1,
      contenido_registros: records(starts[at], starts[at + 1]),
      total_registros: documentos.total_registros[at],
      hoja_procesada: text.orNull(documentos.hoja_procesada[at]),
      rango_filas: text.orNull(documentos.rango_filas[at]),
    };
  });
}
