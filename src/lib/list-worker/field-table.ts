import { NOT_CANONICAL, isFields, type Fast, type Fields } from './check-list';
import { TextWriter, buffersOf, textReader, type PackedText } from './columns';

/**
 * One declaration per field of a large entity (cobro, documento): its kind says how the fast
 * reader takes it from the wire (check-list.ts) and how it crosses from the list worker to the
 * page as a typed-array column (columns.ts). The table is typed against the contract's entity, so
 * a field missing from it or not in the entity fails the build, and the reader and the codec
 * cannot disagree. Fields are read, packed and built in the table's order, which is the schema's
 * key order; a kind that answers undefined leaves its key out (the `periodos` fields).
 */

type Text = ReturnType<typeof textReader>;
type Column = Float64Array | Uint32Array | Uint8Array;
export type SideColumns = { [name: string]: Column | SideColumns };
const ARRAYS = { f64: Float64Array, u32: Uint32Array, u8: Uint8Array };

export type Kind<V> = {
  column: keyof typeof ARRAYS;
  /** The field as the contract's schema outputs it, or NOT_CANONICAL; `item` is the whole item. */
  read: (value: unknown, item: Fields) => Fast<V>;
  /** A reader per list, for a kind that keeps state across the list's items (a pool). */
  readerFor?: () => (value: unknown, item: Fields) => Fast<V>;
  /** Read only when the item has the key (zod's `.optional()` keeps a key that is there). */
  optional?: true;
  /** Per part: the number a value is in its column; `side` holds what the numbers point into. */
  packer: (text: TextWriter) => { pack: (value: V) => number; side?: () => SideColumns };
  /** Per part, with the packer's side: the value back from its number, called in packing order. */
  unpacker: (text: Text, side: SideColumns) => (n: number) => V;
};

export type FieldTable<T> = { [K in keyof T]-?: Kind<T[K]> };

/** Plain data only: typed arrays and one string, in plain objects. Safe for postMessage. */
export type PackedTable = { text: PackedText; columns: Column[]; sides: SideColumns[] };

/** A kind whose value fits its column: no state across items. */
export function simpleKind<V>(
  column: Kind<V>['column'],
  read: Kind<V>['read'],
  pack: (value: V, text: TextWriter) => number,
  unpack: (n: number, text: Text) => V,
): Kind<V> {
  return {
    column,
    read,
    packer: (text) => ({ pack: (value) => pack(value, text) }),
    unpacker: (text) => (n) => unpack(n, text),
  };
}

/** An `.optional()` number: absent crosses as NaN, which no canonical number is. */
export function optionalNumber(read: (value: unknown) => Fast<number>): Kind<number | undefined> {
  return {
    ...simpleKind<number | undefined>(
      'f64',
      read,
      (value) => value ?? NaN,
      (n) => (Number.isNaN(n) ? undefined : n),
    ),
    optional: true,
  };
}

const fieldsOf = <T>(table: FieldTable<T>) => Object.entries(table) as [keyof T & string, Kind<unknown>][];

/** The kinds in their table order, each once: kinds shared by two fields share one pool and side. */
const distinctKinds = <T>(table: FieldTable<T>) => [...new Set(fieldsOf(table).map(([, kind]) => kind))];

/** A reader per list (its pools live as long as the list): the entity, or undefined for zod to decide. */
export function tableReader<T>(table: FieldTable<T>): () => (item: unknown) => T | undefined {
  const fields = fieldsOf(table);
  const keys = fields.map(([key]) => key);
  const optional = fields.map(([, kind]) => kind.optional === true);
  return () => {
    const readers = new Map(distinctKinds(table).map((kind) => [kind, kind.readerFor?.() ?? kind.read]));
    const reads = fields.map(([, kind]) => readers.get(kind)!);
    return (item) => {
      if (!isFields(item)) return undefined;
      const entity: Fields = {};
      for (let at = 0; at < keys.length; at += 1) {
        const key = keys[at];
        if (optional[at] && !(key in item)) continue;
        const value = reads[at](item[key], item);
        if (value === NOT_CANONICAL) return undefined;
        if (value !== undefined) entity[key] = value;
      }
      return entity as T;
    };
  };
}

export function packTable<T>(
  table: FieldTable<T>,
  items: readonly T[],
): { packed: PackedTable; transfer: ArrayBuffer[] } {
  const text = new TextWriter();
  const kinds = distinctKinds(table);
  const packers = new Map(kinds.map((kind) => [kind, kind.packer(text)]));
  const fields = fieldsOf(table);
  const keys = fields.map(([key]) => key);
  const packs = fields.map(([, kind]) => packers.get(kind)!.pack);
  const columns = fields.map(([, kind]) => new ARRAYS[kind.column](items.length));
  for (let at = 0; at < items.length; at += 1) {
    const item = items[at];
    for (let field = 0; field < keys.length; field += 1) columns[field][at] = packs[field](item[keys[field]]);
  }
  const sides = kinds.map((kind) => packers.get(kind)!.side?.() ?? {});
  const packedText = text.pack();
  return {
    packed: { text: packedText, columns, sides },
    transfer: [
      packedText.textStart.buffer as ArrayBuffer,
      ...columns.map((column) => column.buffer as ArrayBuffer),
      ...buffersOf(...sides),
    ],
  };
}

export function unpackTable<T>(table: FieldTable<T>, packed: PackedTable): T[] {
  const text = textReader(packed.text);
  const kinds = distinctKinds(table);
  const unpackers = new Map(kinds.map((kind, at) => [kind, kind.unpacker(text, packed.sides[at])]));
  const fields = fieldsOf(table);
  const keys = fields.map(([key]) => key);
  const unpacks = fields.map(([, kind]) => unpackers.get(kind)!);
  const { columns } = packed;
  const count = columns[0]?.length ?? 0;
  const items = new Array<T>(count);
  for (let at = 0; at < count; at += 1) {
    const item: Fields = {};
    for (let field = 0; field < keys.length; field += 1) {
      const value = unpacks[field](columns[field][at]);
      if (value !== undefined) item[keys[field]] = value;
    }
    items[at] = item as T;
  }
  return items;
}
