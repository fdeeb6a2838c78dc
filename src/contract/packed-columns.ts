import type { AgenciaRef } from './agencia';
import type { ClienteRef } from './cliente';
import type { CobroRegistro } from './cobro';

/** An index column's null. No part comes near 4 billion strings or objects. */
export const NONE = 0xffff_ffff;

/** Nullable ids travel as float64 with null as NaN: an id is always a safe integer, never NaN. */
export const idOrNaN = (id: number | null): number => (id === null ? NaN : id);
export const idOrNull = (id: number): number | null => (Number.isNaN(id) ? null : id);

/**
 * Every string of a part, one after the other: string i is `text.slice(textStart[i],
 * textStart[i + 1])`, and a Uint32Array column holds such an i, NONE for null. One long string
 * clones as one copy of memory. Equal strings are not merged: that cost more than it saved.
 */
export type PackedText = { text: string; textStart: Uint32Array };

export class TextWriter {
  private readonly strings: string[] = [];

  at(value: string): number {
    return this.strings.push(value) - 1;
  }

  orNone(value: string | null): number {
    return value === null ? NONE : this.at(value);
  }

  pack(): PackedText {
    const textStart = new Uint32Array(this.strings.length + 1);
    this.strings.forEach((value, at) => {
      textStart[at + 1] = textStart[at] + value.length;
    });
    return { text: this.strings.join(''), textStart };
  }
}

export function textReader({ text, textStart }: PackedText) {
  const of = (at: number) => text.slice(textStart[at], textStart[at + 1]);
  return { of, orNull: (at: number) => (at === NONE ? null : of(at)) };
}

/** Client i's agencies are those from `agenciaStart[i]` up to `agenciaStart[i + 1]`. */
export type PackedClients = {
  id: Float64Array;
  nombre: Uint32Array;
  agenciaStart: Uint32Array;
  agencias: { id: Float64Array; nombre: Uint32Array };
};

/** A cobro's ClienteRef or a document's DocumentoCliente: the same three fields. */
export function packClients(clients: readonly ClienteRef[], text: TextWriter): PackedClients {
  let agenciaCount = 0;
  for (const client of clients) agenciaCount += client.agencias.length;
  const packed: PackedClients = {
    id: new Float64Array(clients.length),
    nombre: new Uint32Array(clients.length),
    agenciaStart: new Uint32Array(clients.length + 1),
    agencias: { id: new Float64Array(agenciaCount), nombre: new Uint32Array(agenciaCount) },
  };
  let agencia = 0;
  clients.forEach((client, at) => {
    packed.id[at] = idOrNaN(client.id);
    packed.nombre[at] = text.at(client.nombre);
    packed.agenciaStart[at] = agencia;
    for (const { id, nombre } of client.agencias) {
      packed.agencias.id[agencia] = idOrNaN(id);
      packed.agencias.nombre[agencia] = text.at(nombre);
      agencia += 1;
    }
  });
  packed.agenciaStart[clients.length] = agencia;
  return packed;
}

export function unpackClients(
  { id: ids, nombre, agenciaStart, agencias }: PackedClients,
  text: ReturnType<typeof textReader>,
): ClienteRef[] {
  return Array.from(ids, (id, at) => {
    const list: AgenciaRef[] = [];
    for (let agencia = agenciaStart[at]; agencia < agenciaStart[at + 1]; agencia += 1)
      list.push({ id: idOrNull(agencias.id[agencia]), nombre: text.of(agencias.nombre[agencia]) });
    return { id: idOrNull(id), nombre: text.of(nombre[at]), agencias: list };
  });
}

/** A cobro's or a document's records, one table per part: list i is `start[i]` up to `start[i + 1]`. */
export type PackedRecords = { id: Float64Array; nombreCompleto: Uint32Array; unidades: Float64Array };

export function recordWriter(count: number, text: TextWriter) {
  const table: PackedRecords = {
    id: new Float64Array(count),
    nombreCompleto: new Uint32Array(count),
    unidades: new Float64Array(count),
  };
  let next = 0;
  return {
    table,
    /** Writes a list's records and answers where the next list starts. */
    add(list: readonly CobroRegistro[]): number {
      for (const item of list) {
        table.id[next] = idOrNaN(item.id);
        table.nombreCompleto[next] = text.at(item.nombre_completo);
        table.unidades[next] = item.unidades;
        next += 1;
      }
      return next;
    },
  };
}

/** The records from `start` up to `end`, in a list made at its size (push made unpacking slower). */
export function recordReader(table: PackedRecords, text: ReturnType<typeof textReader>) {
  return (start: number, end: number): CobroRegistro[] => {
    const list = new Array<CobroRegistro>(end - start);
    for (let at = start; at < end; at += 1)
      list[at - start] = {
        id: idOrNull(table.id[at]),
        nombre_completo: text.of(table.nombreCompleto[at]),
        unidades: table.unidades[at],
      };
    return list;
  };
}

type Column = Float64Array | Uint32Array | Uint8Array;
type Columns = { [name: string]: Column | Columns };

/** The buffers of every typed array in these column groups (nested groups included), to transfer. */
export function buffersOf(...groups: Columns[]): ArrayBuffer[] {
  return groups.flatMap((group) =>
    Object.values(group).flatMap((column) =>
      ArrayBuffer.isView(column) ? [column.buffer as ArrayBuffer] : buffersOf(column),
    ),
  );
}
