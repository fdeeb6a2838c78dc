import type { AgenciaRef } from '../../contract/agencia';
import type { ClienteRef } from '../../contract/cliente';

/**
 * What the list codecs (cobro-codec.ts, documento-codec.ts) share: a part of a list crosses from
 * the worker to the page as typed-array columns (transferred, no copy) and one string of all its
 * texts, and the page builds the plain objects back. See cobro-codec.ts for why.
 */

/** An index column's null. No part comes near 4 billion strings or objects. */
export const NONE = 0xffff_ffff;

/** Nullable ids travel as float64 with null as NaN: an id is always a safe integer, never NaN. */
export const idOrNaN = (id: number | null): number => (id === null ? NaN : id);
export const idOrNull = (id: number): number | null => (Number.isNaN(id) ? null : id);

/**
 * Every string of a part, one after the other: string i is `text.slice(textStart[i],
 * textStart[i + 1])`, and a Uint32Array column holds such an i, NONE for null. One long string
 * clones as one copy of memory, where an array of the part's strings clones string by string.
 * Equal strings are not looked up to be sent once: a Map<string, index> over the 390,000 strings
 * of 100,000 cobros cost the worker 0.2–0.3 s (load 1–2), more than the whole rest of the packing.
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
