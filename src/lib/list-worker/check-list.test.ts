import { cobroListSchema, cobroSchema, type CobroWire } from '../../contract/cobro';
import { withValue as withBase } from '../../test/with-value';
import { omittedCount } from '../../contract/list';
import { checkAll } from '../../test/check-all';
import { fastCobro } from './fast-cobro';

/**
 * The fast list check against the zod contract over the same inputs: the same verdict for every
 * input, and the same output when both accept.
 */

const canonical: CobroWire = {
  id: 41,
  cliente: { id: 7, nombre: 'Clínica Sol', agencias: [{ id: 2, nombre: 'Ágape' }] },
  documento: { id: 9, nombre_documento: 'enero.xlsx' },
  usuario_registra: { id: 4, nombre: 'Ana Pérez' },
  usuario_supervisor: null,
  mes: 'enero',
  tipo_tarea: 4,
  unidades: 2.5,
  bonificado: 12.34,
  sancionado: 0,
  nota_bonificado: 'Bono',
  nota_sancionado: null,
  contenido: [],
  contenido_open: [{ id: 3, nombre_completo: 'Luis Ramos', unidades: 1.25 }],
  contenido_spr: [{ id: null, nombre_completo: 'Sin fila', unidades: 2 }],
  pagado: false,
  fecha_creacion: '2026-01-15T10:00:00.000Z',
  anio: 2026,
  tarifa: 0.4,
};

function expectSameVerdict(data: unknown) {
  const zod = cobroListSchema.safeParse(data);
  const fast = checkAll(data, { schema: cobroSchema, fast: fastCobro });
  expect(fast.ok, JSON.stringify(data)).toBe(zod.success);
  if (fast.ok && zod.success) {
    expect(fast.value).toEqual(zod.data);
    expect(fast.omitted.map((entry) => entry.index)).toHaveLength(omittedCount(zod.data));
  }
}

const withValue = (path: readonly (string | number)[], value: unknown) => withBase(canonical, path, value);

const PATHS: (string | number)[][] = [
  ['id'],
  ['cliente'],
  ['cliente', 'id'],
  ['cliente', 'nombre'],
  ['cliente', 'agencias'],
  ['cliente', 'agencia'],
  ['cliente', 'agencias', 0],
  ['cliente', 'agencias', 0, 'id'],
  ['cliente', 'agencias', 0, 'nombre'],
  ['documento'],
  ['documento', 'id'],
  ['documento', 'nombre_documento'],
  ['documento', 'nombre_archivo'],
  ['usuario_registra'],
  ['usuario_registra', 'id'],
  ['usuario_registra', 'nombre'],
  ['usuario_supervisor'],
  ['mes'],
  ['tipo_tarea'],
  ['anio'],
  ['tarifa'],
  ['unidades'],
  ['bonificado'],
  ['sancionado'],
  ['nota_bonificado'],
  ['nota_sancionado'],
  ['contenido'],
  ['contenido_open'],
  ['contenido_open', 0],
  ['contenido_open', 0, 'id'],
  ['contenido_open', 0, 'nombre_completo'],
  ['contenido_open', 0, 'unidades'],
  ['pagado'],
  ['fecha_creacion'],
  ['extra'],
];

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '7',
  ' 7 ',
  '7.50',
  '-3',
  'abc',
  7,
  7.5,
  -1,
  0,
  2 ** 60,
  'ENERO',
  ' Febrero ',
  'enero',
  'marzo',
  true,
  false,
  [],
  [{}],
  [{ id: 1, nombre: 'x' }],
  {},
  { id: 1, nombre: 'Ana' },
  { id: '5', nombre: 'Ana' },
  { nombre: 'sin id' },
];

describe('the fast cobro check against cobroListSchema', () => {
  it('accepts the canonical answer through the fast path, with zod’s output', () => {
    expect(fastCobro(canonical)).toBeDefined();
    expectSameVerdict([canonical, { ...canonical, id: 42, usuario_supervisor: { id: 3, nombre: 'Sup' } }]);
  });

  it.each(PATHS.map((path) => [path.join('.'), path] as const))(
    'gives zod’s verdict and output for every odd value of %s',
    (_name, path) => {
      for (const value of ODD_VALUES) expectSameVerdict([canonical, withValue(path, value)]);
    },
  );

  it('fails what is not a list, and an empty list passes', () => {
    for (const data of [null, undefined, {}, 'texto', 3, { results: [canonical] }]) expectSameVerdict(data);
    expectSameVerdict([]);
  });

  it('leaves out any item that is not a cobro, wherever it is, as zod does', () => {
    for (const bad of [null, 3, 'cobro', [], {}, { ...canonical, mes: 'enero2' }]) {
      expectSameVerdict([bad, canonical]);
      expectSameVerdict([canonical, canonical, bad]);
    }
  });

  it('leaves the variants it does not read fast to zod, which accepts them', () => {
    const variants = [
      withValue(['unidades'], '12.50'),
      withValue(['mes'], ' ENERO '),
      withValue(['id'], '41'),
      withValue(['cliente', 'agencias'], undefined),
    ];
    expect(variants.map((variant) => fastCobro(variant) === undefined)).toEqual([true, true, true, false]);
    expectSameVerdict(variants);
  });
});
