import { cobroSchema, type CobroWire } from '../../contract/cobro';
import { listChecker } from './check-list';
import { LIST_READERS } from './list-readers';

const base: CobroWire = {
  id: 1,
  cliente: { id: 2, nombre: 'Clínica Sur', agencias: [{ id: 1, nombre: 'Norte' }] },
  documento: { id: 3, nombre_documento: 'a.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  usuario_supervisor: { id: 5, nombre: 'Eva' },
  mes: 'enero',
  tipo_tarea: 2,
  unidades: 5,
};

function read(items: CobroWire[]) {
  const checker = listChecker(LIST_READERS.cobro);
  for (const item of structuredClone(items)) checker.add(item);
  return checker.value;
}

describe('the cobro list reader shares equal clients, documents and users', () => {
  it('reads every cobro as zod does, and makes equal nested values one object', () => {
    const items: CobroWire[] = [
      base,
      { ...base, id: 2, usuario_registra: { id: 5, nombre: 'Eva' }, usuario_supervisor: null },
      { ...base, id: 3 },
    ];
    const cobros = read(items);
    expect(cobros).toEqual(items.map((item) => cobroSchema.parse(item)));
    expect(cobros[2].cliente).toBe(cobros[0].cliente);
    expect(cobros[2].documento).toBe(cobros[0].documento);
    // One pool for both roles: the supervisor of one cobro is the worker of another.
    expect(cobros[1].usuario_registra).toBe(cobros[0].usuario_supervisor);
  });

  it.each([
    [
      'a client of the same id with another name',
      { cliente: { id: 2, nombre: 'Clínica Norte', agencias: [] } },
      'cliente',
    ],
    [
      'a client with another agency',
      { cliente: { id: 2, nombre: 'Clínica Sur', agencias: [{ id: 2, nombre: 'Norte' }] } },
      'cliente',
    ],
    [
      'a client with one agency more',
      {
        cliente: {
          ...base.cliente!,
          agencias: [
            { id: 1, nombre: 'Norte' },
            { id: 9, nombre: 'Sur' },
          ],
        },
      },
      'cliente',
    ],
    [
      'a document of the same id with another name',
      { documento: { id: 3, nombre_documento: 'b.xlsx' } },
      'documento',
    ],
    [
      'a user of the same id with another name',
      { usuario_registra: { id: 4, nombre: 'Ana María' } },
      'usuario_registra',
    ],
  ] as [string, Partial<CobroWire>, 'cliente' | 'documento' | 'usuario_registra'][])(
    'keeps %s as its own object, read as zod reads it',
    (_name, changes, field) => {
      const items: CobroWire[] = [base, { ...base, id: 2, ...changes }];
      const cobros = read(items);
      expect(cobros).toEqual(items.map((item) => cobroSchema.parse(item)));
      expect(cobros[1][field]).not.toBe(cobros[0][field]);
    },
  );

  it('shares nothing between two lists', () => {
    const [first] = read([base]);
    const [second] = read([base]);
    expect(second.cliente).not.toBe(first.cliente);
    expect(second.cliente).toEqual(first.cliente);
  });

  it('reads each other shape of a pooled id as zod does (the pool is compared on the wire fields)', () => {
    const variants: Partial<CobroWire>[] = [
      { cliente: { id: 2, nombre: 'Clínica Sur', agencia: [{ id: 1, nombre: 'Norte' }] } },
      { cliente: { id: 2, nombre: 'Clínica Sur', agencias: null, agencia: [{ id: 1, nombre: 'Norte' }] } },
      { cliente: { id: 2, nombre: 'Clínica Sur', agencias: [{ id: 1, nombre: 'Norte' }], agencia: [] } },
      { cliente: { id: 2, nombre: 'Clínica Sur', agencias: null } },
      { cliente: { id: '2', nombre: 'Clínica Sur', agencias: [{ id: '1', nombre: 'Norte' }] } },
      { cliente: { id: 2, nombre: 'Clínica Sur', agencias: [{ id: null, nombre: 'Norte' }] } },
      { cliente: { nombre: 'Clínica Sur', agencias: [{ id: 1, nombre: 'Norte' }] } },
      { documento: { id: 3, nombre_archivo: 'a.xlsx' } },
      { documento: { id: 3, nombre_documento: 'a.xlsx', nombre_archivo: 'b.xlsx' } },
      { documento: { id: 3, nombre_documento: 'a.xlsx', nombre_archivo: 7 } as never },
      { documento: { id: null, nombre_documento: 'a.xlsx' } },
      { usuario_registra: { id: '4', nombre: 'Ana' } },
      { usuario_supervisor: { id: 4, nombre: 'Ana' } },
    ];
    const items: CobroWire[] = [
      base,
      ...variants.map((changes, index) => ({ ...base, id: index + 2, ...changes })),
    ];
    const checker = listChecker(LIST_READERS.cobro);
    for (const item of structuredClone(items)) checker.add(item);
    const expected = items.map((item) => cobroSchema.safeParse(item));
    expect(checker.value).toEqual(expected.filter((parsed) => parsed.success).map((parsed) => parsed.data));
    expect(checker.omitted.map((item) => item.index)).toEqual(
      expected.flatMap((parsed, index) => (parsed.success ? [] : [index])),
    );
  });
});
