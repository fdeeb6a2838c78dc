import { fromCents, toCents } from './cents';
import {
  adjustmentKind,
  adjustmentsTotalCents,
  balanceCents,
  DISCREPANCY_TOLERANCE,
  estimateTotalCents,
  isDiscrepancy,
  paymentStatusCents,
  pendingAmountCents,
  proportionalSharesCents,
  realTotalCents,
  superAdminEstimatedTotalCents,
  type AdjustmentInput,
  type EstimateInput,
} from './finance';

// The rules compute in céntimos; these read them in soles, as the spec's examples are written.
type Adjustments = readonly AdjustmentInput[];
const adjustmentsTotal = (tareas: Adjustments) => fromCents(adjustmentsTotalCents(tareas));
const estimateTotal = (estimate: EstimateInput, tareas: Adjustments) =>
  fromCents(estimateTotalCents(estimate, tareas));
const superAdminEstimatedTotal = (estimates: readonly EstimateInput[], tareas: Adjustments) =>
  fromCents(superAdminEstimatedTotalCents(estimates, tareas));
const realTotal = (montos: readonly { monto: number }[]) => fromCents(realTotalCents(montos));
const pendingAmount = (estimated: number, real: number) =>
  fromCents(pendingAmountCents(toCents(estimated), toCents(real)));
const paymentStatus = (estimated: number, paid: number) =>
  paymentStatusCents(toCents(estimated), toCents(paid));
const balance = (estimated: number, paid: number) => {
  const { kind, cents } = balanceCents(toCents(estimated), toCents(paid));
  return { kind, amount: fromCents(cents) };
};
const proportionalShares = <Id>(paid: number, documents: readonly { id: Id; estimated: number }[]) =>
  proportionalSharesCents(
    Number.isFinite(paid) ? toCents(paid) : Number.NaN,
    documents.map((document) => ({ id: document.id, estimated: toCents(document.estimated) })),
  ).map(({ id, cents }) => ({ id, share: fromCents(cents) }));

const estimate = { bill: 40, notas: 120, subir_notas: 20, open: 100, spr: 25 };

describe('adjustmentsTotal', () => {
  it.each([
    [[], 0],
    [[{ suma: 10, restar: 0 }], 10],
    [
      [
        { suma: 10, restar: 0 },
        { suma: 0, restar: 25 },
      ],
      -15,
    ],
    [
      [
        { suma: 0.1, restar: 0 },
        { suma: 0.2, restar: 0 },
      ],
      0.3,
    ],
  ])('%j → %s', (tareas, expected) => {
    expect(adjustmentsTotal(tareas)).toBe(expected);
  });
});

describe('estimateTotal', () => {
  it.each([
    ['all five amounts', [], 305],
    ['plus additions', [{ suma: 10, restar: 0 }], 315],
    ['minus subtractions', [{ suma: 0, restar: 5 }], 300],
    [
      'both',
      [
        { suma: 10, restar: 0 },
        { suma: 0, restar: 5 },
        { suma: 2, restar: 1 },
      ],
      311,
    ],
  ])('%s', (_name, tareas, expected) => {
    expect(estimateTotal(estimate, tareas)).toBe(expected);
  });

  it('rounds to cents', () => {
    expect(estimateTotal({ bill: 0.1, notas: 0.2, subir_notas: 0, open: 0, spr: 0 }, [])).toBe(0.3);
  });
});

describe('superAdminEstimatedTotal', () => {
  it.each([
    ['no estimates', [], [], 0],
    ['leaves out open and spr', [estimate], [], 180],
    [
      'sums estimates and adjustments',
      [estimate, { bill: 10, notas: 5, subir_notas: 10, open: 50, spr: 50 }],
      [
        { suma: 20, restar: 0 },
        { suma: 0, restar: 15 },
      ],
      210,
    ],
  ])('%s', (_name, estimates, tareas, expected) => {
    expect(superAdminEstimatedTotal(estimates, tareas)).toBe(expected);
  });

  it('differs from estimateTotal exactly by open and spr', () => {
    const tareas = [{ suma: 3, restar: 1 }];
    expect(estimateTotal(estimate, tareas) - superAdminEstimatedTotal([estimate], tareas)).toBe(
      estimate.open + estimate.spr,
    );
  });
});

describe('realTotal', () => {
  it.each([
    [[], 0],
    [[{ monto: 100 }], 100],
    [[{ monto: 100.1 }, { monto: 0.2 }, { monto: -50 }], 50.3],
  ])('%j → %s', (montos, expected) => {
    expect(realTotal(montos)).toBe(expected);
  });
});

describe('pendingAmount', () => {
  it.each([
    [500, 200, 300],
    [500, 500, 0],
    [500, 600, 0],
    [0.3, 0.1 + 0.2, 0],
    [100.5, 0.25, 100.25],
  ])('estimated %s, real %s → %s', (estimated, real, expected) => {
    expect(pendingAmount(estimated, real)).toBe(expected);
  });
});

describe('paymentStatus', () => {
  it.each([
    [100, 0, 'Pendiente'],
    [100, 99.99, 'Pendiente'],
    [100, 100, 'Pagado'],
    [100, 150, 'Pagado'],
    [0, 0, 'Pagado'],
    [0.1 + 0.2, 0.3, 'Pagado'],
  ])('estimated %s, paid %s → %s', (estimated, paid, expected) => {
    expect(paymentStatus(estimated, paid)).toBe(expected);
  });
});

describe('balance', () => {
  it.each([
    [100, 40, { kind: 'Deuda', amount: 60 }],
    [100, 100.01, { kind: 'Fondo', amount: 0.01 }],
    [100, 160, { kind: 'Fondo', amount: 60 }],
    [100, 100, { kind: 'Saldado', amount: 0 }],
    [0.1 + 0.2, 0.3, { kind: 'Saldado', amount: 0 }],
  ])('estimated %s, paid %s → %j', (estimated, paid, expected) => {
    expect(balance(estimated, paid)).toEqual(expected);
  });
});

describe('proportionalShares', () => {
  const totalOf = (shares: { share: number }[]) => shares.reduce((total, { share }) => total + share, 0);

  it.each([
    [
      'in proportion to estimates',
      300,
      [
        { id: 1, estimated: 100 },
        { id: 2, estimated: 200 },
      ],
      [100, 200],
    ],
    [
      'leftover cents go to the largest remainders',
      100,
      [
        { id: 1, estimated: 1 },
        { id: 2, estimated: 1 },
        { id: 3, estimated: 1 },
      ],
      [33.34, 33.33, 33.33],
    ],
    [
      'a zero estimate gets nothing',
      50,
      [
        { id: 1, estimated: 0 },
        { id: 2, estimated: 80 },
      ],
      [0, 50],
    ],
    [
      'all estimates zero: nothing shared, no NaN',
      50,
      [
        { id: 1, estimated: 0 },
        { id: 2, estimated: 0 },
      ],
      [0, 0],
    ],
    [
      'negative estimates carry no weight',
      50,
      [
        { id: 1, estimated: -20 },
        { id: 2, estimated: 20 },
      ],
      [0, 50],
    ],
    [
      'nothing paid',
      0,
      [
        { id: 1, estimated: 10 },
        { id: 2, estimated: 30 },
      ],
      [0, 0],
    ],
  ])('%s', (_name, paid, documents, expected) => {
    const shares = proportionalShares(paid, documents);
    expect(shares.map((share) => share.id)).toEqual(documents.map((document) => document.id));
    expect(shares.map((share) => share.share)).toEqual(expected);
  });

  it('returns an empty list for no documents', () => {
    expect(proportionalShares(100, [])).toEqual([]);
  });

  it.each([
    [1000, [333.33, 333.33, 333.34]],
    [0.07, [1, 2, 4]],
    [123.45, [17.5, 0.01, 99.99, 3]],
    [-90, [1, 2]],
  ])('shares of %s sum to the amount paid within a cent', (paid, estimates) => {
    const shares = proportionalShares(
      paid,
      estimates.map((estimated, id) => ({ id, estimated })),
    );
    expect(Math.abs(totalOf(shares) - paid)).toBeLessThan(0.01);
    shares.forEach(({ share }) => expect(Number.isFinite(share)).toBe(true));
  });
});

describe('isDiscrepancy', () => {
  it('uses a 0.01 tolerance', () => {
    expect(DISCREPANCY_TOLERANCE).toBe(0.01);
  });

  it.each([
    [0.01, 0, false],
    [0, 0.01, false],
    [0.011, 0, true],
    [0, 0.011, true],
    [100.01, 100, false],
    [100.02, 100, true],
    [250, 250, false],
    [249.5, 250, true],
  ])('actual %s vs estimated %s → %s', (actual, estimated, expected) => {
    expect(isDiscrepancy(actual, estimated)).toBe(expected);
  });
});

describe('adjustmentKind', () => {
  it.each([
    [{ suma: 10, restar: 0 }, 'Suma'],
    [{ suma: 0, restar: 10 }, 'Resta'],
    [{ suma: 0, restar: 0 }, 'Suma'],
    [5, 'Suma'],
    [0, 'Suma'],
    [-5, 'Resta'],
  ] as const)('%j → %s', (adjustment, expected) => {
    expect(adjustmentKind(adjustment)).toBe(expected);
  });
});
