import { moneyByMonth, superAdminCards } from './superadmin-home';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };

describe('superAdminCards', () => {
  it('the four cards of spec section 9', () => {
    expect(
      superAdminCards({
        // bill + notas + subir_notas only: open and spr stay out.
        estimados: [{ ...zero, bill: 40, notas: 120, subir_notas: 20, open: 100, spr: 25 }],
        tareas: [
          { suma: 10, restar: 0 },
          { suma: 0, restar: 5 },
        ],
        montos: [{ monto: 100.1 }, { monto: 0.2 }],
        cobros: [{ unidades: 100, bonificado: 5, sancionado: 2 }, { unidades: 0.5 }],
      }),
    ).toEqual({
      totalCobrarCents: 18500,
      totalCobradoCents: 10030,
      // 40.00 + 5 - 2, and 0.5 × 0.40 = 0.20.
      totalPagadoCents: 4320,
      pendienteCents: 8470,
    });
  });

  it('pending is floored at 0 when clients paid beyond the estimate', () => {
    const cards = superAdminCards({
      estimados: [{ ...zero, bill: 10 }],
      tareas: [],
      montos: [{ monto: 50 }],
      cobros: [],
    });
    expect(cards.pendienteCents).toBe(0);
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
