import { z } from 'zod';
import type { CobroWire } from '../../contract/cobro';
import { checkAll } from '../../test/check-all';
import type { ItemReader, ListCheck } from './check-list';
import { LIST_READERS } from './list-readers';
import { readList } from './stream-list';

/** The body as a stream of `size`-character chunks, encoded as the network would send it. */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let start = 0;
  return new ReadableStream({
    pull(controller) {
      if (start >= text.length) controller.close();
      else controller.enqueue(encoder.encode(text.slice(start, (start += size))));
    },
  });
}

/** What one JSON.parse of the whole text and the item-by-item check answer. */
function oneByOne<T>(text: string, reader: ItemReader<T>): ListCheck<T> {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    return { ok: false, error: 'La respuesta no es JSON' };
  }
  return checkAll(items, reader);
}

const SIZES = [1, 7, 64, 700, 4096, 1 << 16];

const registro = (id: number | null, nombre: string) => ({ id, nombre_completo: nombre, unidades: 1.5 });
const cobro = (id: number, extra: Partial<CobroWire> = {}): CobroWire => ({
  id,
  cliente: { id: id % 5, nombre: `Cliente ${id % 5}`, agencias: [{ id: 1, nombre: 'Norte' }] },
  documento: { id: id % 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  usuario_supervisor: null,
  mes: 'enero',
  tipo_tarea: 2,
  unidades: 5,
  // Records start with the items' first key: their `},{"id":` is inside an item.
  contenido: [registro(1, 'Uno'), registro(2, 'Dos'), registro(null, 'Tres')],
  contenido_open: [],
  nota_bonificado: null,
  ...extra,
});

/** Cobros whose notes hold what a batch end looks like, and one that is not a cobro. */
const COBROS: unknown[] = Array.from({ length: 60 }, (_, index) =>
  cobro(index + 1, {
    nota_bonificado: index % 7 === 0 ? `},{"id":${index},"cliente":{"id":1}},{"id":2,"cliente":` : null,
    nota_sancionado: index % 11 === 0 ? 'llaves } { y corchetes ] [ y \\" comillas' : null,
  }),
);
COBROS.splice(30, 0, { ...cobro(999), mes: 'trece' });

describe('readList', () => {
  it('reads a compact list in batches as one parse of the whole would, wherever the chunks end', async () => {
    const text = JSON.stringify(COBROS);
    const expected = oneByOne(text, LIST_READERS.cobro);
    expect(expected.ok && expected.value).toHaveLength(60);
    for (const size of SIZES) {
      expect(await readList(body(text, size), LIST_READERS.cobro)).toEqual(expected);
    }
  });

  it('reads a list with spaces between the items (no cut found) the same way', async () => {
    const text = JSON.stringify(COBROS, null, 2);
    const expected = oneByOne(text, LIST_READERS.cobro);
    for (const size of SIZES) {
      expect(await readList(body(text, size), LIST_READERS.cobro)).toEqual(expected);
    }
  });

  it('parses most items in batches, not one by one', async () => {
    const text = JSON.stringify(Array.from({ length: 6000 }, (_, index) => cobro(index + 1)));
    const parse = vi.spyOn(JSON, 'parse');
    const check = await readList(body(text, 1 << 16), LIST_READERS.cobro);
    expect(check.ok && check.value).toHaveLength(6000);
    // About 3 MB in 64 kB chunks: the first item alone, then a run per chunk; item by item would
    // be 6,000 parses.
    expect(parse.mock.calls.length).toBeLessThan(400);
    parse.mockRestore();
  });

  const anything: ItemReader<unknown> = { schema: z.unknown(), fast: (item) => item };
  const long = JSON.stringify(COBROS);

  it.each([
    ['a broken item among whole ones', `${long.slice(0, -1)},{"id":1,,"x":2},${long.slice(1)}`],
    ['a comma before the closing bracket', `${long.slice(0, -1)},]`],
    ['no closing bracket', long.slice(0, -1)],
    ['text after the list', `${long} x`],
    ['an object', '{"id":1}'],
    ['an empty body', ''],
    ['an empty list', ' [ ] '],
    ['items of every kind', '[1,"dos",{"a":[{"b":1},{"b":2}]},null,[3]]'],
  ])('answers %s as one parse of the whole does', async (_name, text) => {
    const expected = oneByOne(text, anything);
    for (const size of SIZES) {
      expect(await readList(body(text, size), anything)).toEqual(expected);
    }
  });

  it('hands over the first items and then the rest in parts, all in order', async () => {
    const many = Array.from({ length: 450 }, (_, index) => cobro(index + 1));
    const onFirst = vi.fn();
    const parts: number[][] = [];
    const check = await readList(body(JSON.stringify(many), 4096), LIST_READERS.cobro, {
      onFirst,
      partSize: 100,
      onPart: (items) => parts.push(items.map((item) => item.id)),
    });
    expect(onFirst).toHaveBeenCalledTimes(1);
    expect((onFirst.mock.calls[0][0] as { id: number }[]).map((item) => item.id)).toEqual(
      many.slice(0, 200).map((item) => item.id),
    );
    expect(parts.flat()).toEqual(many.map((item) => item.id));
    expect(check.ok && check.value.map((item) => item.id)).toEqual(many.map((item) => item.id));
  });
});

describe('readList on lists that are hard to cut', () => {
  /** 500 cobros with item ends in their notes, and three that are not cobros, past the first 200. */
  const MANY: unknown[] = Array.from({ length: 500 }, (_, index) =>
    cobro(index + 1, {
      nota_bonificado: index % 7 === 0 ? `},{"id":${index},"cliente":{"id":1}},{"id":2,"cliente":` : null,
    }),
  );
  for (const at of [260, 261, 420]) MANY.splice(at, 0, { ...cobro(900 + at), mes: 'trece' });
  const text = JSON.stringify(MANY);

  async function readInParts(text: string, size: number) {
    const parts: number[][] = [];
    const check = await readList(body(text, size), LIST_READERS.cobro, {
      partSize: 100,
      onPart: (items) => parts.push(items.map((item) => item.id)),
    });
    return { check, ids: parts.flat() };
  }

  it('hands on every item in order and leaves out the same ones, wherever the chunks end', async () => {
    const expected = oneByOne(text, LIST_READERS.cobro);
    if (!expected.ok) throw new Error('the list is valid');
    expect(expected.omitted.map((item) => item.index)).toEqual([260, 261, 420]);
    for (const size of [700, 4096, 1 << 16]) {
      const { check, ids } = await readInParts(text, size);
      expect(ids).toEqual(expected.value.map((item) => item.id));
      expect(check).toEqual(expected);
    }
  });

  it('reads items that hold what an item end looks like (a list of objects with the same first keys)', async () => {
    const inner = [
      { id: 1, cliente: 2 },
      { id: 2, cliente: 3 },
      { id: 3, cliente: 4 },
    ];
    const tricky = JSON.stringify(
      MANY.map((item, index) => (index > 200 && index % 3 === 0 ? { ...(item as object), inner } : item)),
    );
    const expected = oneByOne(tricky, LIST_READERS.cobro);
    for (const size of [700, 4096]) expect((await readInParts(tricky, size)).check).toEqual(expected);
  });

  it('keeps the order when more than 1 MB of items comes with no cut among them', async () => {
    // Items whose keys come in another order have no cut: the rest is read at the end.
    const reordered = (id: number) => {
      const { cliente, ...rest } = cobro(id);
      return { cliente, ...rest };
    };
    const mixed = JSON.stringify([
      ...MANY.slice(0, 300),
      ...Array.from({ length: 3000 }, (_, index) => reordered(1000 + index)),
      ...MANY.slice(300),
    ]);
    const expected = oneByOne(mixed, LIST_READERS.cobro);
    const { check, ids } = await readInParts(mixed, 1 << 16);
    expect(ids).toEqual(expected.ok && expected.value.map((item) => item.id));
    expect(check).toEqual(expected);
  });

  it.each([
    ['a broken item late in the list', `${text.slice(0, -1)},{"id":1,,"x":2},${text.slice(1)}`],
    ['a comma before the closing bracket', `${text.slice(0, -1)},]`],
    ['no closing bracket', text.slice(0, -1)],
    ['text after the list', `${text} x`],
  ])('answers %s as one parse of the whole does', async (_name, broken) => {
    const expected = oneByOne(broken, LIST_READERS.cobro);
    expect(expected.ok).toBe(false);
    for (const size of [700, 4096]) expect((await readInParts(broken, size)).check).toEqual(expected);
  });
});
