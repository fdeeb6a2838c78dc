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

/** Plain data only: typed arrays and one string, in plain objects. Safe for postMessage. */
export type PackedDocumentos = {
  text: PackedText;
  documentos: {
    id: Float64Array;
    nombreArchivo: Uint32Array;
    fechaCreacion: Uint32Array;
    /** The index into `clientes`; NONE is a document without a client. */
    cliente: Uint32Array;
    /** NaN is null. */
    tipo: Float64Array;
    /** Bit 1: bill; bit 2: notas. */
    flags: Uint8Array;
    /** Document i's records are those from `registroStart[i]` up to `registroStart[i + 1]`. */
    registroStart: Uint32Array;
    totalRegistros: Float64Array;
    hojaProcesada: Uint32Array;
    rangoFilas: Uint32Array;
  };
  registros: { id: Float64Array; nombreCompleto: Uint32Array; unidades: Float64Array };
  clientes: PackedClients;
};

const BILL = 1;
const NOTAS = 2;

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
      nombreArchivo: new Uint32Array(count),
      fechaCreacion: new Uint32Array(count),
      cliente: new Uint32Array(count),
      tipo: new Float64Array(count),
      flags: new Uint8Array(count),
      registroStart: new Uint32Array(count + 1),
      totalRegistros: new Float64Array(count),
      hojaProcesada: new Uint32Array(count),
      rangoFilas: new Uint32Array(count),
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
    out.nombreArchivo[at] = text.at(documento.nombre_archivo);
    out.fechaCreacion[at] = text.orNone(documento.fecha_creacion);
    out.cliente[at] = documento.cliente ? clientes.push(documento.cliente) - 1 : NONE;
    out.tipo[at] = idOrNaN(documento.tipo);
    out.flags[at] = (documento.bill ? BILL : 0) | (documento.notas ? NOTAS : 0);
    out.registroStart[at] = registro;
    for (const item of documento.contenido_registros) {
      registros.id[registro] = item.id;
      registros.nombreCompleto[registro] = text.at(item.nombre_completo);
      registros.unidades[registro] = item.unidades;
      registro += 1;
    }
    out.totalRegistros[at] = documento.total_registros;
    out.hojaProcesada[at] = text.orNone(documento.hoja_procesada);
    out.rangoFilas[at] = text.orNone(documento.rango_filas);
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
      nombre_archivo: text.of(documentos.nombreArchivo[at]),
      fecha_creacion: text.orNull(documentos.fechaCreacion[at]),
      cliente: cliente === NONE ? null : clientes[cliente],
      tipo: idOrNull(documentos.tipo[at]),
      bill: (documentos.flags[at] & BILL) !== 0,
      notas: (documentos.flags[at] & NOTAS) !== 0,
      contenido_registros: records(at),
      total_registros: documentos.totalRegistros[at],
      hoja_procesada: text.orNull(documentos.hojaProcesada[at]),
      rango_filas: text.orNull(documentos.rangoFilas[at]),
    };
  });
}
