import { MONTHS, isMonth, type Month } from '../../domain/months';
import { isTaskType, type TaskType } from '../../domain/task-types';
import {
  NOT_CANONICAL,
  fastAmount,
  fastId,
  fastNote,
  fastNumber,
  fastOptionalId,
  fastString,
  isFields,
  type Fast,
} from './check-list';
import { NONE, idOrNaN, idOrNull, type TextWriter, type textReader } from './columns';
import { simpleKind, type Kind, type SideColumns } from './field-table';

/**
 * The kinds of field the entity tables (field-table.ts) are made of. Numbers cross as float64,
 * which keeps -0, decimals and every safe integer; a null id as NaN, which no id is. Strings
 * cross as an index into the part's text, NONE for null, so '' stays apart from null.
 */

const same = (value: number) => value;

export const idKind = simpleKind<number>('f64', fastId, same, same);
export const optionalIdKind = simpleKind<number | null>('f64', fastOptionalId, idOrNaN, idOrNull);
/** A nullish amount that becomes 0. */
export const amountKind = simpleKind<number>('f64', fastAmount, same, same);
export const textKind = simpleKind<string>(
  'u32',
  fastString,
  (value, text) => text.at(value),
  (n, text) => text.of(n),
);
export const noteKind = simpleKind<string | null>(
  'u32',
  fastNote,
  (value, text) => text.orNone(value),
  (n, text) => text.orNull(n),
);

/** `z.boolean().nullish()` then `?? false`. */
export const flagKind = simpleKind<boolean>(
  'u8',
  (value) =>
    value === null || value === undefined ? false : typeof value === 'boolean' ? value : NOT_CANONICAL,
  (value) => (value ? 1 : 0),
  (n) => n === 1,
);

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(MONTHS.map((month, index) => [month, index]));

export const monthKind = simpleKind<Month>(
  'u32',
  (value) => (isMonth(value) ? value : NOT_CANONICAL),
  (value) => {
    const index = MONTH_INDEX.get(value);
    // The type rules this out; a stray value must not travel as 'enero'.
    if (index === undefined) throw new TypeError(`Mes desconocido: ${value}`);
    return index;
  },
  (n) => MONTHS[n],
);

export const taskTypeKind = simpleKind<TaskType>(
  'f64',
  (value) => (isTaskType(value) ? value : NOT_CANONICAL),
  same,
  (n) => {
    // Only task types were packed here.
    if (!isTaskType(n)) throw new TypeError(`Tipo de tarea desconocido en la columna: ${n}`);
    return n;
  },
);

type Registro<Id> = { id: Id; nombre_completo: string; unidades: number };

/** A record list (`contenido*` of a cobro, `contenido_registros` of a document); nullish is []. */
export function fastRecords<Id>(value: unknown, readId: (id: unknown) => Fast<Id>): Fast<Registro<Id>[]> {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return NOT_CANONICAL;
  const registros: Registro<Id>[] = [];
  for (const registro of value) {
    if (!isFields(registro) || typeof registro.nombre_completo !== 'string') return NOT_CANONICAL;
    const id = readId(registro.id);
    const unidades = fastNumber(registro.unidades);
    if (id === NOT_CANONICAL || unidades === NOT_CANONICAL) return NOT_CANONICAL;
    registros.push({ id, nombre_completo: registro.nombre_completo, unidades });
  }
  return registros;
}

type RecordColumns = { id: Float64Array; nombreCompleto: Uint32Array; unidades: Float64Array };

/**
 * A record list: its column holds how many records an item has, and the records of every field of
 * this kind share one table, in packing order (a kind shared by three fields, one table).
 */
export function recordsKind<Id extends number | null>(
  readId: (id: unknown) => Fast<Id>,
  idOf: (n: number) => Id,
): Kind<Registro<Id>[]> {
  return {
    column: 'u32',
    read: (value) => fastRecords(value, readId),
    packer: (text) => {
      const id: number[] = [];
      const nombre: number[] = [];
      const unidades: number[] = [];
      return {
        pack: (list) => {
          for (const registro of list) {
            id.push(idOrNaN(registro.id));
            nombre.push(text.at(registro.nombre_completo));
            unidades.push(registro.unidades);
          }
          return list.length;
        },
        side: () => ({
          id: Float64Array.from(id),
          nombreCompleto: Uint32Array.from(nombre),
          unidades: Float64Array.from(unidades),
        }),
      };
    },
    unpacker: (text, side) => {
      const { id, nombreCompleto, unidades } = side as RecordColumns;
      let next = 0;
      return (count) => {
        // Made at its size: a list grown by push reserves room for 17 records while most hold 0 to 3.
        const list = new Array<Registro<Id>>(count);
        for (let at = 0; at < count; at += 1, next += 1)
          list[at] = {
            id: idOf(id[next]),
            nombre_completo: text.of(nombreCompleto[next]),
            unidades: unidades[next],
          };
        return list;
      };
    },
  };
}

/**
 * A nullable nested object (a client, a document, a user): its column holds the index of the
 * object in the part's side table, NONE for null. Objects are found by identity, so a pooled
 * object (cobro-refs.ts) crosses once and is one object again on the page, and different objects
 * stay different even when equal, as a structured clone gives them.
 */
export function refKind<V extends object>(ref: {
  read: (value: unknown) => Fast<V | null>;
  readerFor?: () => (value: unknown) => Fast<V | null>;
  pack: (values: readonly V[], text: TextWriter) => SideColumns;
  unpack: (side: SideColumns, text: ReturnType<typeof textReader>) => V[];
}): Kind<V | null> {
  return {
    column: 'u32',
    read: ref.read,
    readerFor: ref.readerFor,
    packer: (text) => {
      const values: V[] = [];
      const index = new Map<V, number>();
      return {
        pack: (value) => {
          if (value === null) return NONE;
          let at = index.get(value);
          if (at === undefined) {
            at = values.push(value) - 1;
            index.set(value, at);
          }
          return at;
        },
        side: () => ref.pack(values, text),
      };
    },
    unpacker: (text, side) => {
      const values = ref.unpack(side, text);
      return (n) => (n === NONE ? null : values[n]);
    },
  };
}
