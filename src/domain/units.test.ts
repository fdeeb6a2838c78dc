import {
  billUnits,
  cobroUnits,
  netUnits,
  OPEN_UNITS_PER_RECORD,
  recordUnitsForTask,
  SPR_UNITS_PER_RECORD,
  subirNotasUnits,
  taskUnits,
} from './units';

describe('billUnits', () => {
  it.each([
    [0, 10],
    [1, 10],
    [40, 10],
    [40.5, 20],
    [41, 20],
    [75, 20],
    [75.01, 30],
    [76, 30],
    [100, 30],
    [100.5, 40],
    [101, 40],
    [160, 40],
    [160.5, 50],
    [161, 50],
    [194, 50],
    [194.5, 60],
    [195, 60],
    [1000, 60],
    [Number.NaN, 10],
  ])('total %s → %s units', (total, expected) => {
    expect(billUnits(total)).toBe(expected);
  });
});

describe('subirNotasUnits', () => {
  it.each([
    [0, 10],
    [1, 10],
    [5, 10],
    [6, 20],
    [100, 20],
  ])('%s records → %s units', (records, expected) => {
    expect(subirNotasUnits(records)).toBe(expected);
  });
});

describe('recordUnitsForTask', () => {
  it.each([
    [1, 7, 7],
    [1, 0.5, 0.5],
    [4, 7, 50],
    [5, 7, 25],
  ])('tipo %s, record of %s units → %s', (type, units, expected) => {
    expect(recordUnitsForTask(type, units)).toBe(expected);
  });

  it('uses the spec rates for Open and SPR', () => {
    expect(OPEN_UNITS_PER_RECORD).toBe(50);
    expect(SPR_UNITS_PER_RECORD).toBe(25);
  });
});

describe('taskUnits', () => {
  const document = { recordCount: 6, totalUnits: 120 };
  it.each([
    [1, { ...document, selectedRecordUnits: [3, 4.5, 2] }, 9.5],
    [1, { ...document, selectedRecordUnits: [] }, 0],
    [1, document, 0],
    [2, document, 20],
    [2, { recordCount: 5, totalUnits: 120 }, 10],
    [3, document, 40],
    [3, { recordCount: 6, totalUnits: 195, selectedRecordUnits: [1] }, 60],
    [4, { ...document, selectedRecordUnits: [3, 4, 2] }, 150],
    [5, { ...document, selectedRecordUnits: [3, 4] }, 50],
    [9, document, 0],
  ])('tipo %s with %j → %s', (type, input, expected) => {
    expect(taskUnits(type, input)).toBe(expected);
  });
});

describe('cobroUnits', () => {
  it.each([
    ['only unidades', { unidades: 30 }, 30],
    ['null lists fall back to unidades', { unidades: 30, contenido: null, contenido_open: null }, 30],
    [
      'empty lists fall back to unidades',
      { unidades: 12, contenido: [], contenido_open: [], contenido_spr: [] },
      12,
    ],
    ['bill records replace unidades', { unidades: 99, contenido: [{ unidades: 4 }, { unidades: 6 }] }, 10],
    [
      'sums all three lists, not the first non-empty one',
      {
        unidades: 99,
        contenido: [{ unidades: 4 }],
        contenido_open: [{ unidades: 50 }, { unidades: 50 }],
        contenido_spr: [{ unidades: 25 }],
      },
      129,
    ],
    ['open only', { unidades: 0, contenido: [], contenido_open: [{ unidades: 50 }] }, 50],
    ['records summing to 0 fall back', { unidades: 8, contenido: [{ unidades: 0 }] }, 8],
    [
      'fractional records without float noise',
      { unidades: 0, contenido: [{ unidades: 0.1 }, { unidades: 0.2 }] },
      0.3,
    ],
    ['nothing at all', {}, 0],
  ])('%s', (_name, cobro, expected) => {
    expect(cobroUnits(cobro)).toBe(expected);
  });
});

describe('netUnits', () => {
  it.each([
    [{ unidades: 30, bonificado: 5, sancionado: 2 }, 33],
    [{ unidades: 30, bonificado: null, sancionado: null }, 30],
    [{ unidades: 30 }, 30],
    [{ unidades: 30, sancionado: 30 }, 0],
    [{ unidades: 30, sancionado: 45 }, 0],
    [{ unidades: 10, contenido: [{ unidades: 4 }], bonificado: 1.5, sancionado: 0.5 }, 5],
  ])('%j → %s', (cobro, expected) => {
    expect(netUnits(cobro)).toBe(expected);
  });
});
