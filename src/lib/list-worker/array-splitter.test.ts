import { ArraySplitError, ArraySplitter } from './array-splitter';

/** The items' texts, the whole text fed in chunks of `size` characters. */
function split(text: string, size = text.length || 1): string[] {
  const splitter = new ArraySplitter();
  const items: string[] = [];
  for (let start = 0; start < text.length; start += size)
    items.push(...splitter.push(text.slice(start, start + size)));
  splitter.end();
  return items;
}

/** Every way of cutting the text in two, and one character at a time. */
function everyCut(text: string): string[][] {
  const results = [split(text, 1)];
  for (let cut = 0; cut <= text.length; cut += 1) {
    const splitter = new ArraySplitter();
    const items = [...splitter.push(text.slice(0, cut)), ...splitter.push(text.slice(cut))];
    splitter.end();
    results.push(items);
  }
  return results;
}

const TRICKY = [
  { id: 1, nota: 'corchetes ] [ y llaves } { dentro', vacio: {}, lista: [] },
  { id: 2, nota: 'comillas \\" escapadas \\\\" y \\\\', anidado: { a: [1, [2, { b: '}' }]] } },
  { id: 3, nota: 'ñandú, “comillas”, emoji 😀, \u2028 y \\u00e9' },
  'una cadena, con coma',
  -1.5e3,
  true,
  null,
  [],
  {},
];

describe('ArraySplitter', () => {
  it('cuts a list into its items, whatever the strings hold and wherever the chunks end', () => {
    const text = JSON.stringify(TRICKY);
    for (const items of everyCut(text))
      expect(items.map((item) => JSON.parse(item) as unknown)).toEqual(TRICKY);
  });

  it('takes the whitespace JSON allows around and between items', () => {
    const text = ' \n\t[ \r\n {"a": [1, 2]} ,\n\t"b" , 3 ,true\n]\n ';
    for (const items of everyCut(text))
      expect(items.map((item) => JSON.parse(item) as unknown)).toEqual([{ a: [1, 2] }, 'b', 3, true]);
  });

  it('keeps multi-byte characters whole when a chunk ends inside one (through TextDecoder)', () => {
    const bytes = new TextEncoder().encode(JSON.stringify([{ nombre: 'Clínica 😀 Añasco' }]));
    const decoder = new TextDecoder();
    const splitter = new ArraySplitter();
    const items: string[] = [];
    for (const byte of bytes)
      items.push(...splitter.push(decoder.decode(new Uint8Array([byte]), { stream: true })));
    items.push(...splitter.push(decoder.decode()));
    splitter.end();
    expect(items.map((item) => JSON.parse(item) as unknown)).toEqual([{ nombre: 'Clínica 😀 Añasco' }]);
  });

  it('answers no items for an empty list', () => {
    for (const text of ['[]', ' [ ] ', '[\n]']) for (const items of everyCut(text)) expect(items).toEqual([]);
  });

  it.each(['{"results": []}', '"lista"', '42', 'null', '<html>500</html>'])(
    'refuses %s: not a list',
    (text) => {
      expect(() => split(text)).toThrow(new ArraySplitError('La respuesta no es una lista', true));
    },
  );

  it.each([
    ['nothing', ''],
    ['only whitespace', '  \n'],
    ['an unclosed list', '[{"a":1}'],
    ['an item cut short', '[{"a":1},{"b":'],
    ['an unclosed string', '["abc'],
    ['a trailing comma', '[1,]'],
    ['two items without a comma', '[1 2]'],
    ['text after the list', '[1] x'],
    ['a second list', '[1][2]'],
  ])('refuses %s', (_name, text) => {
    let failed: unknown = null;
    try {
      split(text).forEach((item) => JSON.parse(item));
    } catch (error) {
      failed = error;
    }
    expect(failed instanceof ArraySplitError || failed instanceof SyntaxError).toBe(true);
    expect(failed instanceof ArraySplitError && failed.notAList).toBe(false);
  });

  it('leaves the inside of an item to JSON.parse, which refuses a broken one', () => {
    const items = split('[{"a":1,,}, 2]');
    expect(items).toEqual(['{"a":1,,}', '2']);
    expect(() => JSON.parse(items[0])).toThrow(SyntaxError);
  });
});
