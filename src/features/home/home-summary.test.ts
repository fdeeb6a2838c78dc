import { cobroSchema, type CobroWire } from '../../contract/cobro';
import { distinctClientes, distinctDocumentos, homeSummary, totalUnits, unitsByMonth } from './home-summary';

let nextId = 1;
/** A cobro as the API sends it, through the contract, so the tests see what the app sees. */
function cobro(wire: Partial<CobroWire> = {}) {
  return cobroSchema.parse({
    id: nextId++,
    cliente: { id: 1, nombre: 'Instituto Renacer', agencias: [] },
    documento: { id: 1, nombre_documento: 'notas.xlsx' },
    mes: 'enero',
    tipo_tarea: 3,
    unidades: 0,
    ...wire,
  });
}

const records = (...units: number[]) =>
  units.map((unidades, index) => ({ id: index + 1, nombre_completo: `Paciente ${index + 1}`, unidades }));

describe('totalUnits: records sum, else unidades, never both (spec section 9)', () => {
  it.each([
    ['records [5, 7] with unidades 99', [cobro({ contenido: records(5, 7), unidades: 99 })], 12],
    ['no records, unidades 30', [cobro({ unidades: 30 })], 30],
    ['records summing 0 fall back to unidades', [cobro({ contenido: records(0), unidades: 10 })], 10],
    [
      'records of the three kinds add up',
      [cobro({ contenido: records(2), contenido_open: records(50), contenido_spr: records(25) })],
      77,
    ],
    ['unidades as a string', [cobro({ unidades: '12.50' })], 12.5],
    ['over several cobros', [cobro({ contenido: records(5, 7), unidades: 99 }), cobro({ unidades: 30 })], 42],
    ['no cobros', [], 0],
  ])('%s → %s', (_case, cobros, expected) => {
    expect(totalUnits(cobros)).toBe(expected);
  });
});

describe('distinct clients and documents, by id', () => {
  const ana = { id: 1, nombre: 'Ana Torres', agencias: [] };
  const otherAna = { id: 2, nombre: 'Ana Torres', agencias: [] };
  it.each([
    ['the same client twice', [cobro({ cliente: ana }), cobro({ cliente: ana })], 1],
    ['two clients with the same name', [cobro({ cliente: ana }), cobro({ cliente: otherAna })], 2],
    [
      'without ids the name decides',
      [
        cobro({ cliente: { nombre: 'Centro Sol', agencias: [] } }),
        cobro({ cliente: { nombre: 'Centro Sol', agencias: [] } }),
        cobro({ cliente: { nombre: 'Centro Luna', agencias: [] } }),
      ],
      2,
    ],
    ['a cobro without client counts none', [cobro({ cliente: null })], 0],
    ['no cobros', [], 0],
  ])('clients: %s → %s', (_case, cobros, expected) => {
    expect(distinctClientes(cobros)).toBe(expected);
  });

  it.each([
    [
      'the same document twice',
      [cobro({ documento: { id: 4, nombre_documento: 'a.xlsx' } }), cobro({ documento: { id: 4 } })],
      1,
    ],
    [
      'two documents with the same name',
      [
        cobro({ documento: { id: 4, nombre_documento: 'a.xlsx' } }),
        cobro({ documento: { id: 5, nombre_documento: 'a.xlsx' } }),
      ],
      2,
    ],
    [
      'without ids the name decides',
      [
        cobro({ documento: { nombre_documento: 'a.xlsx' } }),
        cobro({ documento: { nombre_archivo: 'a.xlsx' } }),
      ],
      1,
    ],
    ['a document with neither id nor name counts none', [cobro({ documento: {} })], 0],
    ['a cobro without document counts none', [cobro({ documento: null })], 0],
  ])('documents: %s → %s', (_case, cobros, expected) => {
    expect(distinctDocumentos(cobros)).toBe(expected);
  });
});

describe('unitsByMonth', () => {
  it('gives the twelve months in order, enero to diciembre, with each month’s units', () => {
    const byMonth = unitsByMonth([
      cobro({ mes: 'enero', unidades: 10 }),
      cobro({ mes: 'Marzo', contenido: records(5, 7), unidades: 99 }),
      cobro({ mes: 'marzo', unidades: 30 }),
      cobro({ mes: 'diciembre', unidades: 1.5 }),
    ]);
    expect(byMonth.map((entry) => entry.month)).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    expect(byMonth.map((entry) => entry.units)).toEqual([10, 0, 42, 0, 0, 0, 0, 0, 0, 0, 0, 1.5]);
  });
});

describe('homeSummary', () => {
  const cobros = [
    cobro({ mes: 'mayo', contenido: records(5, 7), unidades: 99, cliente: { id: 1, nombre: 'A' } }),
    cobro({ mes: 'mayo', unidades: 30, cliente: { id: 2, nombre: 'A' }, documento: { id: 2 } }),
    cobro({ mes: 'abril', unidades: 58, cliente: { id: 1, nombre: 'A' }, documento: { id: 3 } }),
  ];

  it.each([
    // Spec section 9: 0.40 for a worker's own cobros (user_User, supervisor, Admin), 0.20 for user_Supervisado.
    ['user_User', 0.4, 40, 16.8],
    ['user_Supervisor', 0.4, 40, 16.8],
    ['Admin', 0.4, 40, 16.8],
    ['user_Supervisado', 0.2, 20, 8.4],
  ])('%s: rate %s, 100 units → $%s; mayo 42 units → $%s', (role, rate, amount, monthAmount) => {
    const summary = homeSummary(cobros, role, 'mayo');
    expect(summary).toMatchObject({
      cobros: 3,
      units: 100,
      amount,
      clientes: 2,
      documentos: 3,
      byMonth: unitsByMonth(cobros),
      month: { month: 'mayo', units: 42, amount: monthAmount, unitsPercent: 42, amountPercent: 42 },
    });
    expect(summary.pay.ownByRate).toEqual([{ rateCents: rate * 100, units: 100, cents: amount * 100 }]);
  });

  it('Total a Cobrar and the month are the pay Lista Pagos shows: bonuses, discounts, floor at 0', () => {
    // mayo: 150 u × 0.40 = 60.00 + S/. 10 − S/. 3.50 = 66.50; abril: 10 u × 0.40 = 4.00 − 50 → 0.
    const paid = [
      cobro({ mes: 'mayo', unidades: 100, bonificado: 10 }),
      cobro({ mes: 'mayo', unidades: 50, sancionado: 3.5 }),
      cobro({ mes: 'abril', unidades: 10, sancionado: 50 }),
    ];
    const summary = homeSummary(paid, 'user_User', 'mayo');
    expect(summary.month).toMatchObject({
      amount: 66.5,
      pay: { ownCents: 6000, bonusCents: 1000, discountCents: 350 },
    });
    expect(summary.amount).toBe(66.5);
    expect(summary.pay).toMatchObject({
      ownCents: 6400,
      discountCents: 5350,
      floorCents: 4600,
      payCents: 6650,
    });
  });

  it.each([
    ['a month without cobros', 'junio', 0, 0],
    ['a month with every cobro', 'mayo', 42, 100],
  ] as const)('%s: %s units, %s%%', (_case, month, units, percent) => {
    const onlyMay = cobros.slice(0, 2);
    const summary = homeSummary(onlyMay, 'user_User', month);
    expect(summary.month).toMatchObject({ units, unitsPercent: percent, amountPercent: percent });
  });

  it('rounds the percentage to one decimal', () => {
    const thirds = [cobro({ mes: 'mayo', unidades: 1 }), cobro({ mes: 'abril', unidades: 2 })];
    expect(homeSummary(thirds, 'user_User', 'mayo').month.unitsPercent).toBe(33.3);
  });

  it('no cobros: every figure is 0 and no percentage divides by 0', () => {
    expect(homeSummary([], 'user_User', 'mayo')).toMatchObject({
      cobros: 0,
      units: 0,
      amount: 0,
      clientes: 0,
      documentos: 0,
      month: { units: 0, amount: 0, unitsPercent: 0, amountPercent: 0 },
    });
  });

  it('fractional units give an amount in cents', () => {
    expect(homeSummary([cobro({ unidades: 12.5 })], 'user_User', 'enero').amount).toBe(5);
    expect(homeSummary([cobro({ unidades: 0.3 })], 'user_Supervisado', 'enero').amount).toBe(0.06);
  });
});
