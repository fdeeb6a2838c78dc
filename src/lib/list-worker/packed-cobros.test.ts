import type { Cobro, CobroWire } from '../../contract/cobro';
import { MONTHS } from '../../domain/months';
import { TASK_TYPE_IDS } from '../../domain/task-types';
import { packCobros, unpackCobros } from '../../contract/packed-cobros';
import { fastCobro } from './fast-cobro';
import { randomTools } from '../../domain/seeded-random';
import { exactText, typedArraysOf } from '../../test/columns';

/** What the page gets: the packed columns moved through postMessage's algorithm, then unpacked. */
function roundTrip(cobros: readonly Cobro[]): Cobro[] {
  const { packed, transfer } = packCobros(cobros);
  return unpackCobros(structuredClone(packed, { transfer }));
}

/** The cobro exactly as the list worker builds it, key order included. */
function read(wire: CobroWire): Cobro {
  const cobro = fastCobro(wire);
  if (!cobro) throw new Error(`not a canonical cobro: ${JSON.stringify(wire)}`);
  return cobro;
}

/** Which objects are one object: each nested object as the index of its first sighting. */
function identities(cobros: readonly Cobro[]): number[][] {
  const seen = new Map<object, number>();
  const idOf = (value: object | null | undefined) => {
    if (!value) return -1;
    let at = seen.get(value);
    if (at === undefined) {
      at = seen.size;
      seen.set(value, at);
    }
    return at;
  };
  return cobros.map((cobro) =>
    [
      cobro.cliente,
      cobro.cliente?.agencias,
      ...(cobro.cliente?.agencias ?? []),
      cobro.documento,
      cobro.usuario_registra,
      cobro.usuario_supervisor,
      cobro.contenido,
      cobro.contenido_open,
      cobro.contenido_spr,
      ...cobro.contenido,
      ...cobro.contenido_open,
      ...cobro.contenido_spr,
    ].map(idOf),
  );
}

function expectSame(actual: readonly Cobro[], expected: readonly Cobro[]) {
  expect(actual).toStrictEqual(expected);
  expect(exactText(actual)).toBe(exactText(expected));
  expect(identities(actual)).toEqual(identities(expected));
}

const full: CobroWire = {
  id: 7,
  cliente: {
    id: 2,
    nombre: 'Clínica Sur',
    agencias: [
      { id: 1, nombre: 'Norte' },
      { id: null, nombre: '' },
    ],
  },
  documento: { id: 3, nombre_documento: 'bill_sur_enero.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana' },
  usuario_supervisor: { id: 5, nombre: 'Eva' },
  mes: 'marzo',
  tipo_tarea: 4,
  unidades: 12.5,
  bonificado: 3.25,
  sancionado: 1,
  nota_bonificado: 'Buen mes',
  nota_sancionado: 'Tarde',
  contenido: [{ id: 10, nombre_completo: 'Luis Pérez', unidades: 1 }],
  contenido_open: [
    { id: null, nombre_completo: 'Sin id', unidades: 0.75 },
    { id: 11, nombre_completo: 'Marta Díaz', unidades: 2 },
  ],
  contenido_spr: [{ id: 12, nombre_completo: 'Rosa Gil', unidades: 3 }],
  pagado: true,
  fecha_creacion: '2026-02-20T16:42:00.000Z',
  anio: 2026,
  tarifa: 0.4,
};

const bare: CobroWire = {
  id: 8,
  cliente: null,
  documento: null,
  usuario_registra: null,
  usuario_supervisor: null,
  mes: 'enero',
  tipo_tarea: 2,
  unidades: 0,
  bonificado: 0,
  sancionado: 0,
  nota_bonificado: null,
  nota_sancionado: null,
  contenido: [],
  contenido_open: [],
  contenido_spr: [],
  pagado: false,
  fecha_creacion: null,
};

const ODD_STRINGS = [
  '',
  '\u0000',
  'a\u0000b',
  '😀 «cobro»',
  '"comillas" y \\barras\\',
  '\ud800',
  'línea\nnueva',
];

describe('packCobros and unpackCobros', () => {
  it('bring every field back exactly, through postMessage with the buffers transferred', () => {
    const cobros = [
      read(full),
      read(bare),
      read({
        ...full,
        id: 0,
        cliente: { id: null, nombre: '', agencias: [] },
        documento: { id: null, nombre_documento: '' },
        usuario_registra: { id: Number.MAX_SAFE_INTEGER, nombre: '' },
        unidades: -0,
        bonificado: -0.1,
        sancionado: 1e-7,
        nota_bonificado: '',
        nota_sancionado: '',
        fecha_creacion: '',
        contenido: [{ id: 0, nombre_completo: '', unidades: -0 }],
        pagado: false,
      }),
      read({
        ...full,
        id: -3,
        cliente: { id: 9, nombre: ODD_STRINGS[3], agencias: [{ id: 1, nombre: ODD_STRINGS[1] }] },
        usuario_registra: { id: 6, nombre: ODD_STRINGS[2] },
        usuario_supervisor: { id: 7, nombre: ODD_STRINGS[5] },
        unidades: -12.345,
        bonificado: Number.MAX_VALUE,
        sancionado: -Number.MIN_VALUE,
        nota_bonificado: ODD_STRINGS[4],
        nota_sancionado: ODD_STRINGS[6],
        contenido: ODD_STRINGS.map((nombre, index) => ({
          id: index,
          nombre_completo: nombre,
          unidades: index / 3,
        })),
        fecha_creacion: ODD_STRINGS[1],
        anio: 0,
        tarifa: -0,
      }),
      // `periodos` half there: each field comes back only when it was sent.
      read({ ...bare, id: 11, anio: 2025 }),
      read({ ...bare, id: 12, tarifa: 0.2 }),
      ...MONTHS.flatMap((mes, month) =>
        TASK_TYPE_IDS.map((tipo) => read({ ...bare, id: 100 + month * 10 + tipo, mes, tipo_tarea: tipo })),
      ),
    ];
    expectSame(roundTrip(cobros), cobros);
  });

  it('bring zero cobros back as none', () => {
    const { packed, transfer } = packCobros([]);
    expect(unpackCobros(structuredClone(packed, { transfer }))).toStrictEqual([]);
  });

  it('keep shared clients, documents and users one object, and equal but separate ones separate', () => {
    const first = read(full);
    const second = read({ ...full, id: 9 });
    second.cliente = first.cliente;
    second.documento = first.documento;
    // One pool for both roles: the worker of one cobro is the supervisor of the other.
    second.usuario_supervisor = first.usuario_registra;
    const separate = read({ ...full, id: 10 });

    const [one, two, three] = roundTrip([first, second, separate]);
    expect(two.cliente).toBe(one.cliente);
    expect(two.documento).toBe(one.documento);
    expect(two.usuario_supervisor).toBe(one.usuario_registra);
    expect(three.cliente).toStrictEqual(one.cliente);
    expect(three.cliente).not.toBe(one.cliente);
    expect(three.documento).not.toBe(one.documento);
    expect(three.usuario_registra).not.toBe(one.usuario_registra);
    expect(two.contenido[0]).not.toBe(one.contenido[0]);
  });

  it('bring a few thousand random cobros back exactly, sharing as they shared', () => {
    const cobros = randomCobros(3000, 20261124);
    const clientes = cobros.flatMap((cobro) => (cobro.cliente ? [cobro.cliente] : []));
    // Both kinds are there: clients met again, and equal clients that are separate objects (40 exist).
    expect(new Set(clientes).size).toBeLessThan(clientes.length / 2);
    expect(new Set(clientes).size).toBeGreaterThan(80);
    expectSame(roundTrip(cobros), cobros);
  });

  it('hand every buffer over in transfer, so none is copied', () => {
    const { packed, transfer } = packCobros(randomCobros(50, 1));
    const arrays = typedArraysOf(packed);
    expect(new Set(transfer)).toEqual(new Set(arrays.map((array) => array.buffer)));
    expect(transfer).toHaveLength(arrays.length);
    structuredClone(packed, { transfer });
    expect(arrays.every((array) => array.byteLength === 0)).toBe(true);
  });

  it('refuse a month it could only bring back as another', () => {
    expect(() => packCobros([{ ...read(bare), mes: 'Enero' as Cobro['mes'] }])).toThrow(/Enero/);
  });
});

describe('the exactness check of these tests', () => {
  it.each([
    ['a lost negative zero', (cobro: Cobro) => ({ ...cobro, unidades: 0 })],
    ['another key order', ({ id, mes, ...rest }: Cobro) => ({ mes, id, ...rest })],
    ['an empty note read as null', (cobro: Cobro) => ({ ...cobro, nota_bonificado: null })],
    ['a client no longer shared', (cobro: Cobro) => ({ ...cobro, cliente: { ...cobro.cliente! } })],
  ])('tells %s apart', (_name, change) => {
    const base = read({ ...full, unidades: -0, nota_bonificado: '' });
    const expected = [base, { ...base, id: 2 }];
    expect(() => expectSame([base, change(expected[1]) as Cobro], expected)).toThrow();
  });
});

function randomCobros(count: number, seed: number): Cobro[] {
  // The seed's own generator: the same cobros on every run, so a failure can be replayed.
  const { random, between, pick } = randomTools(seed);
  const below = (limit: number) => between(0, limit - 1);
  const chance = (probability: number) => random() < probability;
  const name = () => (chance(0.1) ? pick(ODD_STRINGS) : `Nombre ${below(500)}`);
  const amount = () => pick([0, -0, 1, below(40), -below(40), below(10_000) / 100, -below(10_000) / 100]);
  const optionalId = () => (chance(0.1) ? null : below(1_000_000));
  const note = () => (chance(0.6) ? null : chance(0.2) ? '' : name());
  const records = () =>
    Array.from({ length: pick([0, 0, 1, 2, 3, 7]) }, () => ({
      id: optionalId(),
      nombre_completo: name(),
      unidades: amount(),
    }));

  const clientes = Array.from({ length: 40 }, (_, index) => ({
    id: index === 0 ? null : index,
    nombre: name(),
    agencias: Array.from({ length: below(3) }, () => ({ id: optionalId(), nombre: name() })),
  }));
  const documentos = Array.from({ length: 120 }, (_, index) => ({
    id: index === 0 ? null : index,
    nombre_documento: name(),
  }));
  const usuarios = Array.from({ length: 15 }, (_, index) => ({ id: index, nombre: name() }));
  /** The first object read for each pooled value; later cobros mostly reuse it, as fast-cobro's pools do. */
  const firsts = new Map<object, object>();
  function share<T extends object>(source: object | null, built: T | null): T | null {
    if (!source || !built) return built;
    const first = firsts.get(source) as T | undefined;
    if (!first) firsts.set(source, built);
    return first && chance(0.8) ? first : built;
  }

  return Array.from({ length: count }, (_, index) => {
    const cliente = chance(0.05) ? null : pick(clientes);
    const documento = chance(0.05) ? null : pick(documentos);
    const registra = chance(0.05) ? null : pick(usuarios);
    const supervisor = chance(0.4) ? null : pick(usuarios);
    const cobro = read({
      id: index + 1,
      cliente,
      documento,
      usuario_registra: registra,
      usuario_supervisor: supervisor,
      mes: pick(MONTHS),
      tipo_tarea: pick(TASK_TYPE_IDS),
      unidades: amount(),
      bonificado: amount(),
      sancionado: amount(),
      nota_bonificado: note(),
      nota_sancionado: note(),
      contenido: records(),
      contenido_open: records(),
      contenido_spr: records(),
      pagado: chance(0.5),
      fecha_creacion: chance(0.1) ? null : new Date(Date.UTC(2026, 0, 1) + below(3e10)).toISOString(),
      ...(chance(0.3) ? {} : { anio: 2020 + below(8), tarifa: pick([0.2, 0.4, 0.35]) }),
    });
    cobro.cliente = share(cliente, cobro.cliente);
    cobro.documento = share(documento, cobro.documento);
    cobro.usuario_registra = share(registra, cobro.usuario_registra);
    cobro.usuario_supervisor = share(supervisor, cobro.usuario_supervisor);
    return cobro;
  });
}
