import type { Documento, Registro } from '../../contract/documento';
import {
  NONE,
  TextWriter,
  buffersOf,
  idOrNaN,
  idOrNull,
  packClients,
  textReader,
  unpackClients,
  type PackedClients,
  type PackedText,
} from './columns';

/**
 * The checked documents in columns, for the hop from the list worker to the page, as the cobros
 * cross (cobro-codec.ts). listar_documentacion/ holds 7,000 documents with about 280,000
 * spreadsheet records at the large seed: a CPU profile of SuperAdmin Home showed the page's main
 * thread spending about 0.47 s taking them in by structured clone, second only to the cobros.
 *
 * Every value comes back exactly, in the key order fastDocumento (fast-documento.ts) gives it;
 * each document's client and records are its own objects, as the clone builds them.
 */

/**
 * A column for each field of the contract's document, its type following the field's (as
 * cobro-codec.ts's); the records live in their own table (`registroStart`).
 */
type DocumentoColumns = {
  [K in Exclude<keyof Documento, 'contenido_registros'>]-?: [Documento[K]] extends [boolean]
    ? Uint8Array
    : [Documento[K]] extends [number | null]
      ? Float64Array
      : Uint32Array;
} & {
  /** Document i's records are those from `registroStart[i]` up to `registroStart[i + 1]`. */
  registroStart: Uint32Array;
};

/** Plain data only: typed arrays and one string, in plain objects. Safe for postMessage. */
export type PackedDocumentos = {
  text: PackedText;
  documentos: DocumentoColumns;
  registros: { id: Float64Array; nombreCompleto: Uint32Array; unidades: Float64Array };
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
  const columns: Omit<PackedDocumentos, 'text' | 'clientes'> = {
    documentos: {
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
    },
    registros: {
      id: new Float64Array(registroCount),
      nombreCompleto: new Uint32Array(registroCount),
      unidades: new Float64Array(registroCount),
    },
  };
  const { documentos: out, registros } = columns;
  const clientes: NonNullable<Documento['cliente']>[] = [];
  let registro = 0;
  documentos.forEach((documento, at) => {
    out.id[at] = documento.id;
    out.nombre_archivo[at] = text.at(documento.nombre_archivo);
    out.fecha_creacion[at] = text.orNone(documento.fecha_creacion);
    out.cliente[at] = documento.cliente ? clientes.push(documento.cliente) - 1 : NONE;
    out.tipo[at] = idOrNaN(documento.tipo);
    out.bill[at] = documento.bill ? 1 : 0;
    out.notas[at] = documento.notas ? 1 : 0;
    out.registroStart[at] = registro;
    for (const item of documento.contenido_registros) {
      registros.id[registro] = item.id;
      registros.nombreCompleto[registro] = text.at(item.nombre_completo);
      registros.unidades[registro] = item.unidades;
      registro += 1;
    }
    out.total_registros[at] = documento.total_registros;
    out.hoja_procesada[at] = text.orNone(documento.hoja_procesada);
    out.rango_filas[at] = text.orNone(documento.rango_filas);
  });
  out.registroStart[count] = registro;
  const packedClientes = packClients(clientes, text);
  const packedText = text.pack();
  return {
    packed: { text: packedText, ...columns, clientes: packedClientes },
    transfer: [packedText.textStart.buffer as ArrayBuffer, ...buffersOf(columns, packedClientes)],
  };
}

/** The documents back as plain objects. */
export function unpackDocumentos(packed: PackedDocumentos): Documento[] {
  const { documentos, registros } = packed;
  const text = textReader(packed.text);
  const clientes = unpackClients(packed.clientes, text);
  const starts = documentos.registroStart;
  const records = (at: number): Registro[] => {
    const list = new Array<Registro>(starts[at + 1] - starts[at]);
    for (let registro = starts[at]; registro < starts[at + 1]; registro += 1)
      list[registro - starts[at]] = {
        id: registros.id[registro],
        nombre_completo: text.of(registros.nombreCompleto[registro]),
        unidades: registros.unidades[registro],
      };
    return list;
  };
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
      contenido_registros: records(at),
      total_registros: documentos.total_registros[at],
      hoja_procesada: text.orNull(documentos.hoja_procesada[at]),
      rango_filas: text.orNull(documentos.rango_filas[at]),
    };
  });
}
