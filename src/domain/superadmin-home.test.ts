import { latestPayments, moneyByMonth, superAdminCards, topDebtors } from './superadmin-home';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };

describe('superAdminCards', () => {
  const ana = { id: 1, nombre: 'Ana' };
  const luis = { id: 2, nombre: 'Luis' };
  const rosa = { id: 3, nombre: 'Rosa' };
  const users = [
    { id: 1, nombre: 'Ana', rol: 'user_User' },
    { id: 2, nombre: 'Luis', rol: 'user_Supervisado' },
    { id: 3, nombre: 'Rosa', rol: 'user_Supervisor' },
  ];
  const finance = {
    documentos: [
      { id: 10, nombre_archivo: 'a.xlsx', cliente: { id: 1 } },
      { id: 20, nombre_archivo: 'b.xlsx', cliente: { id: 2 } },
    ],
    // bill + notas + subir_notas only on the Home card: open and spr stay out of Total Cobrar.
    estimados: [
      { id: 100, documento: { id: 10 }, ...zero, bill: 40, notas: 120, subir_notas: 20, open: 100, spr: 25 },
      { id: 200, documento: { id: 20 }, ...zero, bill: 10 },
    ],
    tareas: [
      { id: 1, cobro: 100, tarea: 1, suma: 10, restar: 0 },
      { id: 2, cobro: 100, tarea: 1, suma: 0, restar: 5 },
    ],
    montos: [
      { cliente: 1, monto: 100.1 },
      { cliente: 2, monto: 30.2 },
    ],
  };

  it('the four cards of spec section 9; Total Pagado is the payroll of every cobro', () => {
    expect(
      superAdminCards({
        ...finance,
        cobros: [
          // Ana 100 u × 0.40 + 5 − 2 = 43.00
          { usuario_registra: ana, unidades: 100, bonificado: 5, sancionado: 2 },
          // Ana 10 u × 0.40 = 4.00, discount 50: floored at 0, not −46.00
          { usuario_registra: ana, unidades: 10, sancionado: 50 },
          // Luis (user_Supervisado) without a supervisor: 0.20, so 10.00, not 0.40's 20.00
          { usuario_registra: luis, unidades: 50 },
          // Luis supervised by Rosa: 0.20 each, 2.00 + 2.00
          { usuario_registra: luis, usuario_supervisor: rosa, unidades: 10 },
        ],
        users,
      }),
    ).toEqual({
      totalCobrarCents: 19500,
      totalCobradoCents: 13030,
      totalPagadoCents: 4300 + 0 + 1000 + 200 + 200,
      pendienteCents: 6470,
      // 'Debe': 40 + 120 + 20 + 100 + 25 + 10 − 5 = 310 estimated, 100.10 paid → owes 209.90.
      deudaClientesCents: 20990,
      // 'Con fondo': 10 estimated, 30.20 paid → holds 20.20, which pays none of the other's debt.
      fondosClientesCents: 2020,
    });
  });

  it('pending is floored at 0 when clients paid beyond the estimate', () => {
    const cards = superAdminCards({
      ...finance,
      estimados: [{ id: 200, documento: { id: 20 }, ...zero, bill: 10 }],
      tareas: [],
      montos: [{ cliente: 2, monto: 50 }],
      cobros: [],
      users,
    });
    expect(cards).toMatchObject({
      pendienteCents: 0,
      totalPagadoCents: 0,
      deudaClientesCents: 0,
      fondosClientesCents: 4000,
    });
  });
});

describe('moneyByMonth', () => {
  const series = moneyByMonth(
    {
      pagos: [
        { monto: 100, fecha: '2026-01-15' },
        { monto: 0.5, fecha: '2026-01-31T23:59:00Z' },
        { monto: 30, fecha: '2026-03-01' },
        { monto: 999, fecha: '2025-03-01' },
        { monto: 5, fecha: 'sin fecha' },
      ],
      documentos: [
        { id: 1, fecha_creacion: '2026-01-02' },
        { id: 2, fecha_creacion: '2026-03-20' },
        { id: 3, fecha_creacion: '2025-03-20' },
        { id: 4, fecha_creacion: null },
      ],
      estimados: [
        { id: 10, documento: { id: 1 }, ...zero, bill: 40, open: 50 },
        { id: 20, documento: { id: 2 }, ...zero, notas: 10 },
        { id: 30, documento: { id: 3 }, ...zero, notas: 77 },
        { id: 40, documento: { id: 4 }, ...zero, notas: 88 },
      ],
      tareas: [{ cobro: 20, suma: 0, restar: 4 }],
    },
    2026,
  );

  it('has the twelve months in order', () => {
    expect(series.map((entry) => entry.month)).toEqual([
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
  });

  it('collected by payment date and estimated by document creation, this year only', () => {
    expect(series.slice(0, 3)).toEqual([
      { month: 'enero', collectedCents: 10050, estimatedCents: 4000 },
      { month: 'febrero', collectedCents: 0, estimatedCents: 0 },
      { month: 'marzo', collectedCents: 3000, estimatedCents: 600 },
    ]);
    expect(series.slice(3).every((entry) => entry.collectedCents === 0 && entry.estimatedCents === 0)).toBe(
      true,
    );
  });
});

describe('topDebtors', () => {
  const row = (id: number, nombre: string, kind: 'Deuda' | 'Fondo' | 'Saldado', cents: number) => ({
    id,
    nombre,
    balance: { kind, cents },
  });

  it('only clients in debt, the largest first, ties by name, at most `count`', () => {
    const rows = [
      row(1, 'Beta', 'Deuda', 5000),
      row(2, 'Alfa', 'Deuda', 5000),
      row(3, 'Gamma', 'Fondo', 90000),
      row(4, 'Delta', 'Saldado', 0),
      row(5, 'Épsilon', 'Deuda', 12050),
      row(6, 'Zeta', 'Deuda', 1),
    ];
    expect(topDebtors(rows, 3)).toEqual([
      { id: 5, nombre: 'Épsilon', debtCents: 12050 },
      { id: 2, nombre: 'Alfa', debtCents: 5000 },
      { id: 1, nombre: 'Beta', debtCents: 5000 },
    ]);
    expect(topDebtors([row(3, 'Gamma', 'Fondo', 100)], 5)).toEqual([]);
  });
});

describe('latestPayments', () => {
  it('newest payment date first, the later registered first on one day, named by the client list', () => {
    const pagos = [
      { id: 1, cliente_id: 1, monto: 10, fecha: '2026-01-10' },
      { id: 2, cliente_id: 2, monto: 20.5, fecha: '2026-03-01T15:00:00-05:00' },
      { id: 3, cliente_id: 1, monto: 30, fecha: '2026-03-01' },
      { id: 4, cliente_id: 9, monto: 40, fecha: '2026-02-01' },
    ];
    const clientes = [
      { id: 1, nombre: 'Norte' },
      { id: 2, nombre: 'Sur' },
    ];
    expect(latestPayments(pagos, clientes, 3)).toEqual([
      { id: 3, fecha: '2026-03-01', clienteId: 1, cliente: 'Norte', cents: 3000 },
      { id: 2, fecha: '2026-03-01T15:00:00-05:00', clienteId: 2, cliente: 'Sur', cents: 2050 },
      { id: 4, fecha: '2026-02-01', clienteId: 9, cliente: 'Cliente 9', cents: 4000 },
    ]);
  });
});
