import { cobroListSchema, type Cobro } from './cobro';
import { encodeCobroColumns, packedColumnList } from './cobro-columns-encode';
import { CobroColumnsError, decodeCobroColumns, PART_COLUMNS } from './cobro-columns-wire';

const agencia = { id: 3, nombre: 'Agencia Norte' };
const cliente = { id: 7, nombre: 'Cliente Ñandú', agencias: [agencia] };
const ana = { id: 11, nombre: 'Ana Pérez' };
const luis = { id: 12, nombre: 'Luis Gómez' };

/** Cobros as the contract reads them: nulls, shared clients and users, accents, both years. */
const COBROS: Cobro[] = cobroListSchema.parse([
  {
    id: 9,
    cliente,
    documento: { id: 40, nombre_documento: 'bill_ñandú_mayo.xlsx' },
    usuario_registra: ana,
    usuario_supervisor: luis,
    mes: 'mayo',
    tipo_tarea: 1,
    unidades: 12.5,
    bonificado: 5,
    sancionado: 0,
    nota_bonificado: 'Buen mes 😀',
    nota_sancionado: null,
    contenido: [{ id: 1, nombre_completo: 'José Ruiz', unidades: 12.5 }],
    contenido_open: [],
    contenido_spr: [{ id: null, nombre_completo: 'Sin id', unidades: 0 }],
    pagado: true,
    fecha_creacion: '2026-05-03T10:00:00.000Z',
    anio: 2026,
    tarifa: 0.4,
  },
  {
    id: 8,
    cliente: null,
    documento: null,
    usuario_registra: luis,
    usuario_supervisor: null,
    mes: 'diciembre',
    tipo_tarea: 3,
    unidades: 3,
    bonificado: 0,
    sancionado: 7.25,
    nota_bonificado: null,
    nota_sancionado: 'Tarde',
    contenido: [],
    contenido_open: [],
    contenido_spr: [],
    pagado: false,
    fecha_creacion: null,
  },
]);

const bodyOf = (...parts: Uint8Array[]): ArrayBuffer => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out.buffer;
};

describe('cobros in columns', () => {
  it('name the columns the page expects as packCobros writes them', () => {
    expect(PART_COLUMNS).toEqual(packedColumnList());
  });

  it('read back exactly what was packed, key order and shared objects included', () => {
    const back = decodeCobroColumns(bodyOf(encodeCobroColumns(COBROS)));
    expect(back).toEqual(COBROS);
    expect(JSON.stringify(back)).toBe(JSON.stringify(COBROS));
    // One client and one user object each, as the list worker's reader shares them.
    expect(back[0].usuario_supervisor).toBe(back[1].usuario_registra);
  });

  it('read parts one after the other, in order; no part is no cobro', () => {
    const body = bodyOf(
      encodeCobroColumns(COBROS.slice(0, 1)),
      encodeCobroColumns([]),
      encodeCobroColumns(COBROS.slice(1)),
    );
    expect(decodeCobroColumns(body)).toEqual(COBROS);
    expect(decodeCobroColumns(new ArrayBuffer(0))).toEqual([]);
  });

  /** The part of COBROS with one column's value at `index` replaced. */
  function withValue(path: string, index: number, value: number): ArrayBuffer {
    const part = encodeCobroColumns(COBROS);
    const view = new DataView(part.buffer);
    const headerLength = view.getUint32(4, true);
    const header = JSON.parse(new TextDecoder().decode(part.subarray(8, 8 + headerLength))) as {
      columnas: [string, 'f64' | 'u32' | 'u8', number][];
    };
    let at = 8 + Math.ceil(headerLength / 8) * 8;
    for (const [name, type, length] of header.columnas) {
      const size = type === 'f64' ? 8 : type === 'u32' ? 4 : 1;
      if (name === path) {
        if (type === 'f64') view.setFloat64(at + index * size, value, true);
        else if (type === 'u32') view.setUint32(at + index * size, value, true);
        else view.setUint8(at + index * size, value);
        return part.buffer;
      }
      at += Math.ceil((length * size) / 8) * 8;
    }
    throw new Error(`no column ${path}`);
  }

  it.each([
    ['a client outside its pool', 'cobros.cliente', 0, 5],
    ['a user outside its pool', 'cobros.usuario_registra', 1, 9],
    ['a thirteenth month', 'cobros.mes', 0, 12],
    ['a task type that is none', 'cobros.tipo_tarea', 0, 9],
    ['units that are not a number', 'cobros.unidades', 1, NaN],
    ['a bonus of infinity', 'cobros.bonificado', 0, Infinity],
    ['a paid flag of 2', 'cobros.pagado', 0, 2],
    ['an id that is not whole', 'cobros.id', 0, 1.5],
    ['a note past the text', 'cobros.nota_bonificado', 0, 999],
    ['records that go back', 'cobros.registroStart', 1, 5],
    ['a record name past the text', 'registros.nombreCompleto', 0, 999],
    ['a text start past the text', 'text.textStart', 1, 100_000],
    ['an agency list past its table', 'clientes.agenciaStart', 1, 4],
  ])('refuse %s', (_what, path, index, value) => {
    expect(() => decodeCobroColumns(withValue(path, index, value))).toThrow(CobroColumnsError);
  });

  it('refuse a cut body, an unknown header and a part longer than the body', () => {
    const part = encodeCobroColumns(COBROS);
    expect(() => decodeCobroColumns(bodyOf(part.subarray(0, part.length - 8)))).toThrow(CobroColumnsError);
    expect(() => decodeCobroColumns(bodyOf(part.subarray(0, 4)))).toThrow(CobroColumnsError);
    const renamed = part.slice();
    const headerLength = new DataView(renamed.buffer).getUint32(4, true);
    const header = new TextDecoder().decode(renamed.subarray(8, 8 + headerLength));
    renamed.set(new TextEncoder().encode(header.replace('"cobros.id"', '"cobros.ix"')), 8);
    expect(() => decodeCobroColumns(bodyOf(renamed))).toThrow(CobroColumnsError);
    const garbled = part.slice();
    garbled[8] = 0x7b + 1;
    expect(() => decodeCobroColumns(bodyOf(garbled))).toThrow(CobroColumnsError);
  });
});
