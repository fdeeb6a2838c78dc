import {
  ESTADO_CUENTA_MESSAGES,
  estadoCuentaQuerySchema,
  estadoCuentaSchema,
  movementCentsOf,
  movimientoDescripcion,
} from './estado-cuenta';

const issues = (query: unknown) => {
  const parsed = estadoCuentaQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('estadoCuentaQuerySchema', () => {
  it('reads both ends, either end or none; an empty one is open', () => {
    expect(estadoCuentaQuerySchema.parse({ desde: '2026-01-01', hasta: '2026-01-31' })).toEqual({
      desde: '2026-01-01',
      hasta: '2026-01-31',
    });
    expect(estadoCuentaQuerySchema.parse({ desde: '', hasta: '2026-01-31' })).toEqual({
      desde: undefined,
      hasta: '2026-01-31',
    });
    expect(estadoCuentaQuerySchema.parse({})).toEqual({ desde: undefined, hasta: undefined });
    expect(estadoCuentaQuerySchema.parse({ desde: '2026-03-03', hasta: '2026-03-03' }).desde).toBe(
      '2026-03-03',
    );
  });

  it('refuses a day that is not one, in Spanish', () => {
    for (const desde of ['2026-02-30', '01/02/2026', '2026-1-1', ['2026-01-01']]) {
      expect(issues({ desde })).toEqual([['desde', ESTADO_CUENTA_MESSAGES.fechaInvalida]]);
    }
    expect(issues({ hasta: '2026-13-01' })).toEqual([['hasta', ESTADO_CUENTA_MESSAGES.fechaInvalida]]);
  });

  it('refuses desde after hasta', () => {
    expect(issues({ desde: '2026-02-02', hasta: '2026-02-01' })).toEqual([
      ['desde', 'La fecha "desde" no puede ser posterior a "hasta".'],
    ]);
  });
});

describe('estadoCuentaSchema', () => {
  const answer = {
    cliente: { id: 2, nombre: 'Clínica San Rafael' },
    desde: null,
    hasta: '2026-06-30',
    saldo_inicial: 0,
    movimientos: [
      {
        fecha: '2026-01-10',
        tipo: 'cargo',
        descripcion: 'Cobro estimado del documento',
        documento: { id: 10, nombre: 'enero.xlsx' },
        cargo: 40.05,
        abono: 0,
        saldo: 40.05,
      },
    ],
    saldo_final: 40.05,
  };

  it('accepts amounts with two decimals and refuses a third', () => {
    expect(estadoCuentaSchema.safeParse(answer).success).toBe(true);
    expect(estadoCuentaSchema.safeParse({ ...answer, saldo_final: 40.055 }).success).toBe(false);
    expect(estadoCuentaSchema.safeParse({ ...answer, saldo_inicial: '0' }).success).toBe(false);
  });

  it('gives a wire movement back in céntimos', () => {
    expect(movementCentsOf({ ...answer.movimientos[0], tipo: 'cargo' })).toEqual({
      fecha: '2026-01-10',
      tipo: 'cargo',
      documento: answer.movimientos[0].documento,
      cargoCents: 4005,
      abonoCents: 0,
      saldoCents: 4005,
    });
  });
});

describe('movimientoDescripcion', () => {
  const base = { fecha: '2026-01-01', id: 1, abonoCents: 0, cargoCents: 0, saldoCents: 0 };
  it('says what a charge is, the way and task of an adjustment, and a payment', () => {
    const documento = { id: 3, nombre: 'bill_marzo.xlsx' };
    expect(movimientoDescripcion({ ...base, tipo: 'cargo', documento, tarea: null, cargoCents: 10 })).toBe(
      'Cobro estimado del documento',
    );
    expect(movimientoDescripcion({ ...base, tipo: 'ajuste', documento, tarea: 4, cargoCents: 500 })).toBe(
      'Suma de unidades (Open)',
    );
    expect(movimientoDescripcion({ ...base, tipo: 'ajuste', documento, tarea: 1, abonoCents: 250 })).toBe(
      'Resta de unidades (Notas)',
    );
    expect(
      movimientoDescripcion({ ...base, tipo: 'pago', documento: null, tarea: null, abonoCents: 9 }),
    ).toBe('Pago registrado');
  });
});
