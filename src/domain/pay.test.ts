import { cobroPay, payroll, supervisadosText, workerPay, workerRateCents, type PayCobro } from './pay';

const ana = { id: 1, nombre: 'Ana Torres' };
const otherAna = { id: 2, nombre: 'Ana Torres' };
const rosa = { id: 3, nombre: 'Rosa Martínez' };
const luis = { id: 4, nombre: 'Luis Ramos' };

const records = (...units: number[]) =>
  units.map((unidades, index) => ({ id: index + 1, nombre_completo: `Paciente ${index + 1}`, unidades }));

describe('workerRateCents (spec section 9)', () => {
  it.each([
    ['own cobro of a user_User', {}, 'user_User', 40],
    ['own cobro, role unknown', {}, undefined, 40],
    ['cobro with a supervisor', { usuario_supervisor: rosa }, 'user_Supervisado', 20],
    ['cobro with a supervisor, role unknown', { usuario_supervisor: rosa }, undefined, 20],
    ['user_Supervisado without a supervisor on the cobro', {}, 'user_Supervisado', 20],
    ['Admin', {}, 'Admin', 40],
    ['the tarifa fixed at registration wins over the role now', { tarifa: 0.4 }, 'user_Supervisado', 40],
    ['a fixed 0.20 stays after a promotion', { tarifa: 0.2 }, 'user_User', 20],
    [
      'a fixed tarifa wins over the supervisor rule',
      { tarifa: 0.4, usuario_supervisor: rosa },
      undefined,
      40,
    ],
    ['tarifa null falls back to role and supervisor', { tarifa: null }, 'user_Supervisado', 20],
  ] as const)('%s → %s céntimos', (_case, cobro, role, expected) => {
    expect(workerRateCents(cobro, role)).toBe(expected);
  });
});

describe('cobroPay: one line per payee, rounded once', () => {
  it.each<[string, PayCobro, number, number, number, number]>([
    // [case, cobro, earned, adjustment, worker, supervisor]
    ['100 units, own: 0.40', { unidades: 100 }, 4000, 0, 4000, 0],
    ['100 units supervised: 0.20 + 0.20', { unidades: 100, usuario_supervisor: rosa }, 2000, 0, 2000, 2000],
    ['records win over unidades', { unidades: 99, contenido: records(5, 7) }, 480, 0, 480, 0],
    [
      'Open record, supervised',
      { contenido_open: records(50), usuario_supervisor: rosa },
      1000,
      0,
      1000,
      1000,
    ],
    ['bonus S/. 5 on top, not multiplied', { unidades: 100, bonificado: 5 }, 4000, 500, 4500, 0],
    ['discount S/. 2.50', { unidades: 100, sancionado: 2.5 }, 4000, -250, 3750, 0],
    [
      'bonus and discount on a supervised cobro: only the worker',
      { unidades: 10, bonificado: 1.25, sancionado: 0.5, usuario_supervisor: rosa },
      200,
      75,
      275,
      200,
    ],
    ['a discount above the pay floors at 0', { unidades: 10, sancionado: 50 }, 400, -5000, 0, 0],
    ['fractional units round half up once: 2.5125 × 0.40', { unidades: 2.5125 }, 101, 0, 101, 0],
    ['0.35 × 0.20 = 0.07 each', { unidades: 0.35, usuario_supervisor: rosa }, 7, 0, 7, 7],
    [
      'its own tarifa: 100 units × 0.40 though supervised now',
      { unidades: 100, tarifa: 0.4, usuario_supervisor: rosa },
      4000,
      0,
      4000,
      2000,
    ],
  ])('%s', (_case, cobro, earned, adjustment, worker, supervisor) => {
    expect(cobroPay(cobro)).toMatchObject({
      earnedCents: earned,
      adjustmentCents: adjustment,
      workerCents: worker,
      supervisorCents: supervisor,
    });
  });
});

describe('workerPay', () => {
  it('a supervisor: own at 0.40 plus 0.20 of each supervised cobro', () => {
    const pay = workerPay({
      own: [{ contenido: records(10) }],
      supervised: [
        { contenido_open: records(50), usuario_supervisor: rosa },
        { contenido_spr: records(25), usuario_supervisor: rosa },
        { unidades: 30, usuario_supervisor: rosa },
      ],
      role: 'user_Supervisor',
    });
    expect(pay).toEqual({
      ownUnits: 10,
      ownCents: 400,
      ownByRate: [{ rateCents: 40, units: 10, cents: 400 }],
      bonusCents: 0,
      discountCents: 0,
      floorCents: 0,
      ownPayCents: 400,
      supervisedUnits: 105,
      supervisedCents: 2100,
      earnedCents: 2500,
      payCents: 2500,
    });
  });

  it('bonuses and discounts enter the pay, not the earnings on units', () => {
    const pay = workerPay({
      own: [
        { unidades: 99, bonificado: 5, contenido: records(10, 5) },
        { unidades: 20, sancionado: 2.5 },
        { contenido_open: records(50) },
      ],
      role: 'user_User',
    });
    expect(pay).toMatchObject({ ownUnits: 85, ownCents: 3400, earnedCents: 3400, payCents: 3650 });
  });

  it('each line is rounded before summing: three times 0.35 units at 0.40', () => {
    const cobro = { unidades: 0.35 };
    // 0.14 × 3 = 0.42, not 1.05 × 0.40 rounded.
    expect(workerPay({ own: [cobro, cobro, cobro] }).ownCents).toBe(42);
  });

  it('no cobros: all zero', () => {
    expect(workerPay({ own: [] })).toEqual({
      ownUnits: 0,
      ownCents: 0,
      ownByRate: [],
      bonusCents: 0,
      discountCents: 0,
      floorCents: 0,
      ownPayCents: 0,
      supervisedUnits: 0,
      supervisedCents: 0,
      earnedCents: 0,
      payCents: 0,
    });
  });
});

describe('workerPay breakdown: Devengado + Bonificaciones − Descuentos (+ floor) + Supervisados = A cobrar', () => {
  const breakdownAddsUp = (pay: ReturnType<typeof workerPay>) => {
    expect(pay.ownByRate.reduce((total, line) => total + line.cents, 0)).toBe(pay.ownCents);
    expect(pay.ownCents + pay.bonusCents - pay.discountCents + pay.floorCents).toBe(pay.ownPayCents);
    expect(pay.ownPayCents + pay.supervisedCents).toBe(pay.payCents);
  };

  it('150 u at 0.40, bonus S/. 10, discount S/. 3.50: 60.00 + 10.00 − 3.50 = 66.50', () => {
    const pay = workerPay({
      own: [
        { unidades: 100, bonificado: 10 },
        { unidades: 50, sancionado: 3.5 },
      ],
      role: 'user_User',
    });
    expect(pay).toMatchObject({
      ownUnits: 150,
      ownByRate: [{ rateCents: 40, units: 150, cents: 6000 }],
      ownCents: 6000,
      bonusCents: 1000,
      discountCents: 350,
      floorCents: 0,
      ownPayCents: 6650,
      payCents: 6650,
    });
    breakdownAddsUp(pay);
  });

  it('a discount larger than its cobro pay: the floor gives back what went past 0', () => {
    // 10 u × 0.40 = 4.00, discount S/. 50 → the cobro pays 0, not −46.00; the other cobro is untouched.
    const pay = workerPay({
      own: [
        { unidades: 10, sancionado: 50 },
        { unidades: 100, bonificado: 2 },
      ],
    });
    expect(pay).toMatchObject({ ownCents: 4400, bonusCents: 200, discountCents: 5000, floorCents: 4600 });
    expect(pay.payCents).toBe(4200);
    breakdownAddsUp(pay);
  });

  it('a supervisor: own at 0.40 and 0.20, supervised at 0.20, lines by rate, lowest first', () => {
    const pay = workerPay({
      own: [{ unidades: 30 }, { unidades: 10, usuario_supervisor: rosa }, { unidades: 2.5 }],
      supervised: [{ unidades: 50, usuario_supervisor: rosa, bonificado: 9 }],
      role: 'user_Supervisor',
    });
    expect(pay.ownByRate).toEqual([
      { rateCents: 20, units: 10, cents: 200 },
      { rateCents: 40, units: 32.5, cents: 1300 },
    ]);
    // A supervised cobro's bonus is its worker's, never the supervisor's.
    expect(pay).toMatchObject({ bonusCents: 0, supervisedCents: 1000, payCents: 2500 });
    breakdownAddsUp(pay);
  });
});

describe('supervisadosText', () => {
  it.each([
    [[], ''],
    [['Ana'], 'Ana'],
    [['Ana', 'Luis', 'Rosa'], 'Ana, Luis, Rosa'],
    [['Ana', 'Luis', 'Rosa', 'Zoe'], 'Ana, Luis, Rosa, ...'],
  ])('%j → %s', (names, expected) => {
    expect(supervisadosText(names)).toBe(expected);
  });
});

describe('payroll', () => {
  const users = [
    { id: 1, nombre: 'Ana Torres', rol: 'user_User' },
    { id: 2, nombre: 'Ana Torres', rol: 'user_Supervisado' },
    { id: 3, nombre: 'Rosa Martínez', rol: 'user_Supervisor' },
    { id: 4, nombre: 'Luis Ramos', rol: 'user_Supervisado' },
  ];

  it('a supervised cobro pays both the worker and the supervisor; the total includes both', () => {
    const result = payroll([{ usuario_registra: luis, usuario_supervisor: rosa, unidades: 100 }], users);
    expect(result.rows).toEqual([
      expect.objectContaining({
        userId: 4,
        nombre: 'Luis Ramos',
        units: 100,
        payCents: 2000,
        supervisados: '',
      }),
      expect.objectContaining({
        userId: 3,
        nombre: 'Rosa Martínez',
        rol: 'user_Supervisor',
        units: 0,
        supervisedUnits: 100,
        supervisedCents: 2000,
        payCents: 2000,
        supervisados: 'Luis Ramos',
      }),
    ]);
    expect(result.totalCents).toBe(4000);
  });

  it('namesakes stay apart, each at its own rate', () => {
    const result = payroll(
      [
        { usuario_registra: ana, unidades: 10 },
        { usuario_registra: otherAna, usuario_supervisor: rosa, unidades: 10 },
        { usuario_registra: ana, unidades: 5 },
      ],
      users,
    );
    const byId = Object.fromEntries(result.rows.map((row) => [row.userId, row]));
    expect(byId[1]).toMatchObject({ nombre: 'Ana Torres', units: 15, payCents: 600 });
    expect(byId[2]).toMatchObject({ nombre: 'Ana Torres', units: 10, payCents: 200 });
    expect(byId[3]).toMatchObject({ supervisados: 'Ana Torres', payCents: 200 });
    expect(result.rows).toHaveLength(3);
    expect(result.totalCents).toBe(1000);
    expect(result.totalUnits).toBe(25);
  });

  it('the grand total is the sum of the rows, bonuses and discounts included', () => {
    const result = payroll(
      [
        { usuario_registra: ana, unidades: 100, bonificado: 5 },
        { usuario_registra: luis, usuario_supervisor: rosa, unidades: 50, sancionado: 1.5 },
      ],
      users,
    );
    // Ana 40 + 5; Luis 10 − 1.50; Rosa 10.
    expect(result.rows.map((row) => row.payCents)).toEqual([4500, 850, 1000]);
    expect(result.totalCents).toBe(6350);
  });

  it('lists up to three supervised names, then "..."', () => {
    const workers = [5, 6, 7, 8].map((id) => ({ id, nombre: `Trabajador ${id}` }));
    const result = payroll(
      workers.map((worker) => ({ usuario_registra: worker, usuario_supervisor: rosa, unidades: 1 })),
      users,
    );
    expect(result.rows.find((row) => row.userId === 3)?.supervisados).toBe(
      'Trabajador 5, Trabajador 6, Trabajador 7, ...',
    );
  });

  it('a user_Supervisado without a supervisor on the cobro earns 0.20 (role from the users list)', () => {
    const result = payroll([{ usuario_registra: luis, unidades: 100 }], users);
    expect(result.rows[0]).toMatchObject({ payCents: 2000 });
  });

  it('a worker missing from the users list keeps the name on the cobro', () => {
    const result = payroll([{ usuario_registra: { id: 99, nombre: 'Nuevo' }, unidades: 1 }], users);
    expect(result.rows[0]).toMatchObject({ userId: 99, nombre: 'Nuevo', rol: null, payCents: 40 });
  });

  it('a cobro without a registering user pays nobody', () => {
    expect(payroll([{ usuario_registra: null, unidades: 10 }], users)).toEqual({
      rows: [],
      totalUnits: 0,
      totalCents: 0,
    });
  });
});
