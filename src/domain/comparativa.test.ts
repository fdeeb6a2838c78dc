import { comparativaBadges, comparativaRows, filterComparativa, type ComparativaCobro } from './comparativa';

const zero = { bill: 0, notas: 0, subir_notas: 0, open: 0, spr: 0 };
const cobro = (
  id: number,
  documento: number | null,
  fields: Partial<ComparativaCobro>,
): ComparativaCobro => ({
  id,
  documento: documento === null ? null : { id: documento },
  tipo_tarea: 1,
  mes: 'enero',
  usuario_registra: { nombre: 'Ana' },
  unidades: 0,
  ...fields,
});

const input = {
  clientes: [
    { id: 1, nombre: 'Clínica Norte' },
    { id: 2, nombre: 'Cero' },
  ],
  documentos: [
    { id: 10, nombre_archivo: 'exacto.xlsx', cliente: { id: 1 } },
    { id: 11, nombre_archivo: 'ajustado.xlsx', cliente: { id: 1 } },
    { id: 12, nombre_archivo: 'un-centavo.xlsx', cliente: { id: 1 } },
    { id: 13, nombre_archivo: 'mas-de-un-centavo.xlsx', cliente: { id: 1 } },
    { id: 20, nombre_archivo: 'sin-estimado.xlsx', cliente: { id: 2 } },
  ],
  estimados: [
    { id: 100, documento: { id: 10 }, ...zero, notas: 120, open: 50 },
    { id: 110, documento: { id: 11 }, ...zero, bill: 40 },
    { id: 120, documento: { id: 12 }, ...zero },
    { id: 130, documento: { id: 13 }, ...zero },
  ],
  // An adjustment that subtracts: 40 - 15 = 25.
  tareas: [{ id: 1, cobro: 110, tarea: 3, suma: 0, restar: 15 }],
  montos: [
    { cliente: 1, monto: 100 },
    { cliente: 2, monto: 30 },
  ],
  cobros: [
    // Records of the three kinds: 120 + 50 = 170, unidades ignored.
    cobro(1, 10, {
      unidades: 999,
      contenido: [{ unidades: 70 }, { unidades: 50 }],
      contenido_open: [{ unidades: 50 }],
    }),
    // No records: unidades.
    cobro(2, 11, { tipo_tarea: 3, unidades: 40 }),
    cobro(3, 12, { unidades: 0.01 }),
    cobro(4, 13, { unidades: 0.011 }),
    cobro(5, null, { unidades: 500 }),
  ],
};

const [norte, cero] = comparativaRows(input);
const doc = (id: number) => norte.documents.find((document) => document.id === id)!;

describe('comparativaRows', () => {
  it('actual total: records of the three kinds, or unidades when they sum to 0, at 1 dollar a unit', () => {
    expect(doc(10)).toMatchObject({ actualUnits: 170, actualCents: 17000, estimatedCents: 17000 });
    expect(doc(11)).toMatchObject({ actualUnits: 40, actualCents: 4000 });
    expect(doc(10).cobros).toEqual([
      { id: 1, tipo_tarea: 1, mes: 'enero', usuario: 'Ana', units: 170, cents: 17000 },
    ]);
  });

  it('an adjustment that subtracts lowers the estimate and flags the discrepancy', () => {
    expect(doc(11)).toMatchObject({
      estimatedCents: 2500,
      adjustmentsCents: -1500,
      differenceCents: 1500,
      discrepancy: true,
    });
    expect(doc(11).adjustments[0].kind).toBe('Resta');
  });

  it.each([
    [10, false],
    [12, false],
    [13, true],
  ])('document %s: discrepancy %s (tolerance 0.01, 0.011 is above it)', (id, expected) => {
    expect(doc(id).discrepancy).toBe(expected);
  });

  it('sums the client: estimate, adjustments, actual, payments spread without drift', () => {
    expect(norte).toMatchObject({
      estimatedCents: 19500,
      adjustmentsCents: -1500,
      actualCents: 21002,
      paidCents: 10000,
      discrepancies: 2,
      balance: { kind: 'Deuda', cents: 9500 },
    });
    const shares = norte.documents.map((document) => document.paidCents);
    expect(shares.reduce((total, share) => total + share, 0)).toBe(10000);
    expect(shares.slice(2)).toEqual([0, 0]);
  });

  it('a client with zero estimate: no division by zero, what it paid is a fund', () => {
    expect(cero.documents[0]).toMatchObject({ estimadoId: null, estimatedCents: 0, paidCents: 0 });
    expect(cero.balance).toEqual({ kind: 'Fondo', cents: 3000 });
  });
});

describe('comparativaBadges', () => {
  it('the figures over the clients kept', () => {
    expect(comparativaBadges([norte, cero])).toEqual({
      clients: 2,
      paidCents: 13000,
      estimatedCents: 19500,
      adjustmentsCents: -1500,
      actualCents: 21002,
      discrepancies: 2,
      units: 210.021,
    });
  });

  it('Real is the sum of the Real cells shown, each cobro rounded once', () => {
    const { actualCents } = comparativaBadges([norte, cero]);
    const cells = [norte, cero].flatMap((client) => client.documents.flatMap((document) => document.cobros));
    expect(actualCents).toBe(cells.reduce((total, cobro) => total + cobro.cents, 0));
    expect(actualCents).toBe(norte.actualCents + cero.actualCents);
  });
});

describe('filterComparativa', () => {
  it('by client and by document', () => {
    expect(filterComparativa([norte, cero], { cliente: 'norte', documento: '' })).toEqual([norte]);
    const [kept] = filterComparativa([norte, cero], { cliente: '', documento: 'ajustado' });
    expect(kept.documents.map((document) => document.id)).toEqual([11]);
  });
});
