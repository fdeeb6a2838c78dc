import {
  cobroEstimadoSchema,
  crearTareaRequestSchema,
  historialPagoRequestSchema,
  montoExtraRequestSchema,
  historialFondoSchema,
  historialPagoSchema,
  montoExtraSchema,
  tareaSchema,
} from './finanzas';

describe('tareaSchema', () => {
  it('flattens the nested cobro {id, tarea, suma, restar} into the names of the create payload', () => {
    expect(tareaSchema.parse({ id: 3, cobro: { id: 8, tarea: 4, suma: '50.00', restar: '0.00' } })).toEqual({
      id: 3,
      cobro: 8,
      tarea: 4,
      suma: 50,
      restar: 0,
    });
  });

  it('falls back to the top-level tipo_tarea', () => {
    expect(tareaSchema.parse({ id: 3, tipo_tarea: 2, cobro: { id: 8, suma: 0, restar: 5 } }).tarea).toBe(2);
  });
});

describe('cobroEstimadoSchema', () => {
  it('parses amounts sent as strings and accepts nombre_archivo as the document name', () => {
    expect(
      cobroEstimadoSchema.parse({
        id: 1,
        documento: { id: 2, nombre_archivo: 'bill.xlsx' },
        bill: '40.00',
        notas: 0,
        subir_notas: '20',
        open: null,
        spr: '0.00',
      }),
    ).toEqual({
      id: 1,
      documento: { id: 2, nombre: 'bill.xlsx' },
      bill: 40,
      notas: 0,
      subir_notas: 20,
      open: 0,
      spr: 0,
    });
  });
});

describe('client payment entities', () => {
  it('reads a monto extra with or without fecha_registro', () => {
    expect(montoExtraSchema.parse({ id: 1, monto: '-12.50', cliente: '4' })).toEqual({
      id: 1,
      monto: -12.5,
      cliente: 4,
      fecha_registro: null,
    });
  });

  it('reads a payment keyed by cliente_id or cliente', () => {
    const expected = { id: 1, cliente_id: 4, monto: 100, fecha: '2026-06-01' };
    expect(historialPagoSchema.parse({ id: 1, cliente_id: 4, monto: '100.00', fecha: '2026-06-01' })).toEqual(
      expected,
    );
    expect(historialPagoSchema.parse({ id: 1, cliente: 4, monto: 100, fecha: '2026-06-01' })).toEqual(
      expected,
    );
    expect(historialPagoSchema.safeParse({ id: 1, monto: 100, fecha: '2026-06-01' }).success).toBe(false);
  });

  it('reads a fund movement', () => {
    expect(
      historialFondoSchema.parse({
        cliente_id: 4,
        cliente_nombre: 'Servicios TCM Los Andes',
        monto: '30.00',
        descripcion: null,
        fecha: '2026-06-01',
      }),
    ).toEqual({
      id: null,
      cliente_id: 4,
      cliente_nombre: 'Servicios TCM Los Andes',
      monto: 30,
      descripcion: '',
      fecha: '2026-06-01',
    });
  });
});

describe('request schemas of the finance calls', () => {
  it('takes the assign screen\u2019s Open follow-up and the comparison modal\u2019s resta', () => {
    expect(crearTareaRequestSchema.parse({ cobro: '8', tarea: 4, sumar: 50, restar: 0 })).toEqual({
      cobro: 8,
      tarea: 4,
      sumar: 50,
      restar: 0,
    });
    expect(crearTareaRequestSchema.parse({ cobro: 8, tarea: '3', restar: '2' })).toEqual({
      cobro: 8,
      tarea: 3,
      sumar: 0,
      restar: 2,
    });
    expect(crearTareaRequestSchema.safeParse({ cobro: 8, tarea: 3, sumar: 0, restar: 0 }).success).toBe(
      false,
    );
    expect(crearTareaRequestSchema.safeParse({ cobro: 8, tarea: 3, sumar: 1, restar: 1 }).success).toBe(
      false,
    );
  });

  it('wants a positive amount with cents at most, and a real YYYY-MM-DD date', () => {
    expect(montoExtraRequestSchema.parse({ monto: '12.50' })).toEqual({ monto: 12.5 });
    expect(montoExtraRequestSchema.safeParse({ monto: 0 }).success).toBe(false);
    expect(historialPagoRequestSchema.parse({ cliente: '4', monto: 10, fecha_pago: '2026-02-28' })).toEqual({
      cliente: 4,
      monto: 10,
      fecha_pago: '2026-02-28',
    });
    expect(
      historialPagoRequestSchema.safeParse({ cliente: 4, monto: 10, fecha_pago: '2026-02-29' }).success,
    ).toBe(false);
  });
});
