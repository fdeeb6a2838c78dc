import {
  clientFigures,
  clientTotals,
  cobroUnits,
  moneyByMonth,
  netUnits,
  payOf,
  payroll,
  spreadPaid,
  superAdminHome,
  totalPagado,
  workerRate,
  type Wire,
  type WireCobro,
  type WireUsuario,
} from './recompute';

let nextId = 1;
function cobro(over: Partial<WireCobro>): WireCobro {
  return {
    id: nextId++,
    cliente: { id: 1 },
    documento: { id: 1 },
    usuario_registra: { id: 10, nombre: 'Ana' },
    usuario_supervisor: null,
    mes: 'noviembre',
    tipo_tarea: 3,
    unidades: 0,
    bonificado: 0,
    sancionado: 0,
    contenido: [],
    contenido_open: [],
    contenido_spr: [],
    ...over,
  };
}
const user = (id: number, rol: string | null): WireUsuario => ({
  id,
  username: `u${id}`,
  first_name: 'N',
  last_name: 'A',
  rol: rol ? { nombre: rol } : null,
});
const USERS = [user(10, 'user_User'), user(11, 'user_Supervisado'), user(12, 'user_Supervisor')];
const roleOf = (id: number) => USERS.find((u) => u.id === id)?.rol?.nombre ?? null;

describe('units (spec section 9)', () => {
  it('sums the three record lists and falls back to unidades only when they sum to 0', () => {
    expect(
      cobroUnits(
        cobro({
          unidades: 99,
          contenido: [{ unidades: 3 }],
          contenido_open: [{ unidades: 50 }],
          contenido_spr: [{ unidades: 25 }],
        }),
      ),
    ).toBe(78);
    expect(cobroUnits(cobro({ unidades: 40 }))).toBe(40);
  });

  it('net units add the bonus, take the discount and stop at 0', () => {
    expect(netUnits(cobro({ unidades: 20, bonificado: 5, sancionado: 2.5 }))).toBe(22.5);
    expect(netUnits(cobro({ unidades: 20, sancionado: 999 }))).toBe(0);
  });
});

describe('rates', () => {
  it('the cobro’s tarifa wins; else 0.20 supervised or user_Supervisado; else 0.40', () => {
    expect(workerRate(cobro({ tarifa: 0.4, usuario_registra: { id: 11 } }), roleOf)).toBe(40);
    expect(workerRate(cobro({ tarifa: '0.20' }), roleOf)).toBe(20);
    expect(workerRate(cobro({ usuario_supervisor: { id: 12 } }), roleOf)).toBe(20);
    expect(workerRate(cobro({ usuario_registra: { id: 11 } }), roleOf)).toBe(20);
    expect(workerRate(cobro({}), roleOf)).toBe(40);
  });

  it('without periodos a tarifa on the wire is not read: the current role prices the cobro', () => {
    expect(workerRate(cobro({ tarifa: 0.4, usuario_registra: { id: 11 } }), roleOf, false)).toBe(20);
  });
});

describe('pay', () => {
  it('own units × rate + bonificado − sancionado floored per cobro, plus 0.20 of supervised units', () => {
    const cobros = [
      cobro({ unidades: 100, bonificado: 12.5 }), // 40.00 + 12.50
      cobro({ unidades: 10, sancionado: 999.99 }), // 4.00 − 999.99 → 0, not negative
      cobro({ unidades: 33, usuario_registra: { id: 11, nombre: 'Sup' }, usuario_supervisor: { id: 12 } }), // 6.60; 6.60 to 12
      cobro({ unidades: 7, mes: 'octubre' }),
    ];
    const nov = cobros.filter((c) => c.mes === 'noviembre');
    expect(payOf(nov, USERS, 10).pay).toBe(5250);
    expect(payOf(nov, USERS, 10).sancionado).toBe(99999);
    expect(payOf(nov, USERS, 10).floor).toBe(99999 - 400);
    expect(payOf(nov, USERS, 11).pay).toBe(660);
    expect(payOf(nov, USERS, 12)).toMatchObject({
      pay: 660,
      supervisados: 660,
      supervisedUnits: 33,
      ownUnits: 0,
    });
    expect(payOf(cobros, USERS, 10).pay).toBe(5250 + 280);
    expect([...payroll(nov, USERS).keys()].sort()).toEqual([10, 11, 12]);
  });

  it('a role change reprices a cobro without tarifa, and not one with it', () => {
    const plain = cobro({ unidades: 10 });
    const priced = cobro({ unidades: 10, tarifa: 0.4 });
    const demoted = [user(10, 'user_Supervisado')];
    expect(payOf([plain], demoted, 10).pay).toBe(200);
    expect(payOf([priced], demoted, 10).pay).toBe(400);
    expect(payOf([priced], demoted, 10, false).pay).toBe(200);
  });

  it('Total Pagado is the twelve months of the payroll summed', () => {
    const wire = emptyWire();
    wire.usuarios = USERS;
    wire.cobros = [
      cobro({ unidades: 10, mes: 'enero' }),
      cobro({ unidades: 5, mes: 'diciembre', usuario_supervisor: { id: 12 } }),
    ];
    expect(totalPagado(wire)).toBe(400 + 100 + 100);
  });
});

describe('spreadPaid', () => {
  it('shares in proportion, leftover céntimos to the largest remainders, adding up to the paid amount', () => {
    expect(spreadPaid(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spreadPaid(14150, [7800, 55900])).toEqual([1733, 12417]);
    expect(spreadPaid(38170, [9000, 25700])).toEqual([9900, 28270]);
    expect(spreadPaid(500, [0, 0])).toEqual([0, 0]);
  });
});

function emptyWire(): Wire {
  return {
    usuarios: [],
    cobros: [],
    estimados: [],
    tareas: [],
    montos: [],
    historial: [],
    documentos: [],
    clientes: [],
    capacidades: ['periodos'],
  };
}

describe('clients and documents', () => {
  const wire = emptyWire();
  wire.clientes = [
    { id: 1, nombre: 'Uno' },
    { id: 2, nombre: 'Dos' },
  ];
  wire.documentos = [
    { id: 1, nombre_archivo: 'a.xlsx', cliente: { id_cliente: 1 } },
    { id: 2, nombre_archivo: 'b.xlsx', cliente: { id: 1 } },
    { id: 3, nombre_archivo: 'c.xlsx', cliente: { id_cliente: 2 } },
  ];
  wire.estimados = [
    { id: 7, documento: { id: 1 }, bill: 20, notas: 0, subir_notas: 0, open: 0, spr: 0 },
    { id: 8, documento: { id: 2 }, bill: 0, notas: 33, subir_notas: 10, open: 50, spr: 0 },
    { id: 9, documento: { id: 2 }, bill: 999, notas: 0, subir_notas: 0, open: 0, spr: 0 }, // a second estimate is ignored
  ];
  wire.tareas = [
    { id: 1, cobro: { id: 7, suma: 25, restar: 0 } },
    { id: 2, cobro: { id: 7, suma: 0, restar: 3 } },
  ];
  wire.montos = [
    { id: 1, monto: 0.01, cliente: 1 },
    { id: 2, monto: 1234.56, cliente: 2 },
  ];
  wire.historial = [{ id: 1, cliente_id: 1, monto: 0.01, fecha: '2026-11-01' }];
  wire.cobros = [
    cobro({ documento: { id: 1 }, unidades: 42 }),
    cobro({ documento: { id: 1 }, contenido: [{ unidades: 1.5 }] }),
  ];

  it('estimates with adjustments, paid from extra amounts, balance and status', () => {
    const [uno, dos] = clientFigures(wire);
    expect(uno.documents.map((d) => d.estimated)).toEqual([2000 + 2500 - 300, 9300]);
    expect(uno).toMatchObject({
      estimated: 13500,
      paid: 1,
      balance: 13499,
      status: 'Pendiente',
      historyPaid: 1,
      adjustments: 2200,
    });
    expect(uno.documents[0]).toMatchObject({ actual: 4350, units: 43.5, discrepancy: true });
    expect(dos).toMatchObject({ estimated: 0, paid: 123456, balance: -123456, status: 'Pagado' });
    expect(dos.documents[0].paidShare).toBe(0);
  });

  it('totals and the SuperAdmin Home (its Total Cobrar leaves open and spr out)', () => {
    const totals = clientTotals(clientFigures(wire));
    expect(totals).toMatchObject({
      estimated: 13500,
      paid: 123457,
      balance: 13500 - 123457,
      owed: 13499,
      funds: 123456,
    });
    const home = superAdminHome(wire);
    expect(home).toMatchObject({ totalCobrar: 13500 - 5000, totalCobrado: 123457, pendiente: 0 });
  });
});

describe('moneyByMonth', () => {
  it('payments by the month of their date, estimates (SuperAdmin rule) by their document’s month, one year only', () => {
    const wire = emptyWire();
    wire.clientes = [{ id: 1, nombre: 'Uno' }];
    wire.documentos = [
      { id: 1, nombre_archivo: 'a', fecha_creacion: '2026-03-31', cliente: { id: 1 } },
      { id: 2, nombre_archivo: 'b', fecha_creacion: '2025-03-01', cliente: { id: 1 } },
    ];
    wire.estimados = [
      { id: 5, documento: { id: 1 }, bill: 20, notas: 1.5, subir_notas: 0, open: 50, spr: 0 },
      { id: 6, documento: { id: 2 }, bill: 60, notas: 0, subir_notas: 0, open: 0, spr: 0 },
    ];
    wire.tareas = [{ id: 1, cobro: { id: 5, suma: 2, restar: 0 } }];
    wire.historial = [
      { id: 1, cliente_id: 1, monto: 0.01, fecha: '2026-03-01' },
      { id: 2, cliente_id: 1, monto: 12.5, fecha: '2026-12-31T23:59:00-05:00' },
      { id: 3, cliente_id: 1, monto: 99, fecha: '2025-12-31' },
    ];
    const months = moneyByMonth(wire, 2026);
    expect(months[2]).toEqual({ cobrado: 1, estimado: 2350 });
    expect(months[11]).toEqual({ cobrado: 1250, estimado: 0 });
    expect(months.reduce((s, m) => s + m.cobrado + m.estimado, 0)).toBe(1 + 2350 + 1250);
  });
});
