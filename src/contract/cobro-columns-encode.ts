import type { Cobro } from './cobro';
import { padded, type ColumnType, type PartHeader } from './cobro-columns-wire';
import { packCobros } from './packed-cobros';

/**
 * The writing side of cobro-columns-wire.ts, apart so that the page's bundle, which only reads,
 * carries no packing code: the reference server and the tests write parts with it.
 */

type Column = Float64Array | Uint32Array | Uint8Array;

const TYPE_OF = (column: Column): ColumnType =>
  column instanceof Float64Array ? 'f64' : column instanceof Uint32Array ? 'u32' : 'u8';

/** Every column of a packed part with its path, in the objects' key order; the text is apart. */
function columnsOf(packed: object, prefix = ''): [string, Column][] {
  return Object.entries(packed).flatMap(([key, value]: [string, unknown]) => {
    if (prefix === '' && key === 'text') return [];
    const path = prefix + key;
    if (ArrayBuffer.isView(value)) return [[path, value as Column]];
    return columnsOf(value as object, `${path}.`);
  });
}

/**
 * The cobros with equal clients, documents and users as one object each: packed once, and one
 * object again in the page, as the list worker's reader shares them.
 */
function sharingEqualRefs(cobros: readonly Cobro[]): Cobro[] {
  const seen = new Map<string, object>();
  const shared = <T extends object | null>(kind: string, value: T): T => {
    if (value === null) return value;
    const key = kind + JSON.stringify(value);
    const found = seen.get(key);
    if (found) return found as T;
    seen.set(key, value);
    return value;
  };
  return cobros.map((cobro) => ({
    ...cobro,
    cliente: shared('c', cobro.cliente),
    documento: shared('d', cobro.documento),
    usuario_registra: shared('u', cobro.usuario_registra),
    usuario_supervisor: shared('u', cobro.usuario_supervisor),
  }));
}

/** One part of the body: the cobros given, packed, equal clients, documents and users once. */
export function encodeCobroColumns(cobros: readonly Cobro[]): Uint8Array<ArrayBuffer> {
  const { packed } = packCobros(sharingEqualRefs(cobros));
  const columns = columnsOf(packed);
  const text = new TextEncoder().encode(packed.text.text);
  // The text's starts count UTF-16 units of the text as the page decodes it: sent as a column.
  columns.push(['text.textStart', packed.text.textStart]);
  const header: PartHeader = {
    columnas: columns.map(([path, column]) => [path, TYPE_OF(column), column.length]),
    texto: text.length,
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const size =
    8 +
    padded(headerBytes.length) +
    columns.reduce((sum, [, c]) => sum + padded(c.byteLength), 0) +
    padded(text.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setUint32(0, size, true);
  view.setUint32(4, headerBytes.length, true);
  out.set(headerBytes, 8);
  let at = 8 + padded(headerBytes.length);
  for (const [, column] of columns) {
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), at);
    at += padded(column.byteLength);
  }
  out.set(text, at);
  return out;
}

/** Every column of a part, path and type, as packCobros writes it (held equal to PART_COLUMNS). */
export const packedColumnList = (): string[] => [
  ...columnsOf(packCobros([]).packed).map(([path, column]) => `${path}:${TYPE_OF(column)}`),
  'text.textStart:u32',
];
