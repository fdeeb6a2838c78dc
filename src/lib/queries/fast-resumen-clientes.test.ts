import { resumenClientesSchema, type ResumenClientes } from '../../contract/resumenes';
import { withValue as withBase } from '../../test/with-value';
import { fastResumenClientes } from './fast-resumen-clientes';

/**
 * The fast reader of `ext/resumen_clientes/` against the zod contract over the same inputs: it
 * takes the canonical answer, and whatever it takes, zod takes too and reads the same.
 */

const canonical: ResumenClientes = {
  clientes: [
    {
      id: 7,
      nombre: 'Clínica Sol',
      estimado: 1250.5,
      ajustes: -12.5,
      pagado: 1000,
      saldo: 250.5,
      saldo_tipo: 'Deuda',
      estado: 'Pendiente',
      fondo: 0,
      real_unidades: 41.25,
      real: 990,
      discrepancias: 1,
      antiguedad: { d0_30: 100, d31_60: 150.5, d61_90: 0, d90_mas: 0 },
      documentos: [
        {
          id: 9,
          nombre: 'enero.xlsx',
          estimado_id: 3,
          estimado: 1250.5,
          ajustes: -12.5,
          pagado: 1000,
          estado: 'Pendiente',
          real_unidades: 41.25,
          real: 990,
          diferencia: -260.5,
          discrepancia: true,
          cobros: 12,
          ajustes_lineas: 2,
        },
        {
          id: 10,
          nombre: 'sin estimado.xlsx',
          estimado_id: null,
          estimado: 0,
          ajustes: 0,
          pagado: 0,
          estado: 'Pagado',
          real_unidades: 0,
          real: 0,
          diferencia: 0,
          discrepancia: false,
          cobros: 0,
        },
      ],
    },
    {
      id: 8,
      nombre: 'Sin deuda',
      estimado: 0,
      ajustes: 0,
      pagado: 20,
      saldo: -20,
      saldo_tipo: 'Fondo',
      estado: 'Pagado',
      fondo: 20,
      real_unidades: 0,
      real: 0,
      discrepancias: 0,
      antiguedad: null,
      documentos: [],
    },
  ],
};

function expectSameReading(data: unknown) {
  const zod = resumenClientesSchema.safeParse(data);
  const fast = fastResumenClientes(data);
  if (fast === undefined) return;
  expect(zod.success, JSON.stringify(data)).toBe(true);
  expect(fast).toStrictEqual(zod.data);
}

const withValue = (path: readonly (string | number)[], value: unknown) => withBase(canonical, path, value);

const CLIENT_FIELDS = Object.keys(canonical.clientes[0]);
const DOCUMENT_FIELDS = Object.keys(canonical.clientes[0].documentos[0]);
const PATHS = [
  ['clientes'],
  ...CLIENT_FIELDS.map((field) => ['clientes', 0, field]),
  ['clientes', 0, 'antiguedad', 'd31_60'],
  ...DOCUMENT_FIELDS.map((field) => ['clientes', 0, 'documentos', 0, field]),
];
const VALUES = [undefined, null, 0, 1.5, -3, Number.NaN, '12', '', 'Deuda', 'Pagado', true, {}, [], [{}]];

describe('fastResumenClientes', () => {
  it('reads the canonical answer, as zod does, with absent optional fields left absent', () => {
    const read = fastResumenClientes(canonical);
    expect(read).toBeDefined();
    expect(read).toStrictEqual(resumenClientesSchema.parse(canonical));
    expect('ajustes_lineas' in (read?.clientes[0].documentos[1] ?? {})).toBe(false);
    const withoutAging = withValue(['clientes', 1, 'antiguedad'], undefined);
    expect(fastResumenClientes(withoutAging)).toStrictEqual(resumenClientesSchema.parse(withoutAging));
  });

  it.each(PATHS.map((path) => [path.join('.'), path] as const))(
    'takes nothing zod refuses, and reads what it takes as zod does, at %s',
    (_name, path) => {
      for (const value of VALUES) expectSameReading(withValue(path, value));
    },
  );

  it('takes the answer as it is, and leaves one with fields the contract does not name to zod', () => {
    expect(fastResumenClientes(canonical)).toBe(canonical);
    expect(fastResumenClientes(withValue(['clientes', 0, 'documentos', 0, 'otro'], 1))).toBeUndefined();
    expect(fastResumenClientes(withValue(['clientes', 0, 'antiguedad', 'd120'], 1))).toBeUndefined();
    expect(fastResumenClientes({ ...canonical, otro: 1 })).toBeUndefined();
  });

  it('leaves a refused answer to zod', () => {
    expect(fastResumenClientes(withValue(['clientes', 0, 'documentos', 0, 'cobros'], 1.5))).toBeUndefined();
    expect(fastResumenClientes(withValue(['clientes', 0, 'saldo_tipo'], 'Otro'))).toBeUndefined();
    expect(fastResumenClientes(withValue(['clientes', 0, 'antiguedad'], { d0_30: 1 }))).toBeUndefined();
    expect(fastResumenClientes([])).toBeUndefined();
  });
});
