import { formatValue, recordLink } from './cambio-format';
import { auditoriaFilterOf, FILTERS } from './historial-filters';

describe('formatValue', () => {
  const cobro = (campo: string | null) => ({ entidad: 'cobro' as const, campo });
  it.each<
    [
      string,
      { entidad: 'cobro' | 'monto_extra' | 'historial_pago' | 'usuario' | 'tarea'; campo: string | null },
      unknown,
      string,
    ]
  >([
    ['money as money, rounded once', cobro('bonificado'), 2.5, '$2.50'],
    ['a payment amount', { entidad: 'historial_pago', campo: 'monto' }, 1234.5, '$1,234.50'],
    ['units as units', cobro('unidades'), 12, '12'],
    ['fractional units', cobro('unidades'), 1.5, '1.50'],
    ['a month by name', cobro('mes'), 'junio', 'Junio'],
    [
      'a role as the app names it',
      { entidad: 'usuario', campo: 'rol' },
      { id: 5, nombre: 'user_Supervisado' },
      'Supervisado',
    ],
    [
      'records by count and name',
      cobro('contenido_open'),
      [{ id: 1, nombre_completo: 'Luis', unidades: 4 }],
      '1 registro: Luis',
    ],
    ['nothing', cobro('nota_bonificado'), null, '—'],
    [
      'a created cobro by its client, month and units',
      cobro(null),
      { id: 3, cliente: { id: 2, nombre: 'Clínica Sur' }, mes: 'mayo', unidades: 10 },
      'Clínica Sur · Mayo · 10 unidades',
    ],
    [
      'a created extra amount by its amount',
      { entidad: 'monto_extra', campo: null },
      { id: 4, monto: 40, cliente: 2 },
      '$40.00',
    ],
    [
      'an adjustment by its units',
      { entidad: 'tarea', campo: null },
      { id: 9, cobro: { id: 2, tarea: 4, suma: 3, restar: 0 } },
      '+3 unidades',
    ],
  ])('%s', (_label, record, value, shown) => {
    expect(formatValue(record, value)).toBe(shown);
  });
});

describe('recordLink', () => {
  it('opens a cobro’s detail and a worker’s payments; a closing has no screen of its own', () => {
    expect(recordLink({ entidad: 'cobro', entidad_id: 7 })).toBe('/gestPago/listarRegistrosDeCobros/7');
    expect(recordLink({ entidad: 'usuario', entidad_id: 4 })).toBe('/gestPago/listarPagosCobrosDetallados/4');
    expect(recordLink({ entidad: 'cierre', entidad_id: 1 })).toBeNull();
  });
});

describe('auditoriaFilterOf', () => {
  const of = (values: Partial<typeof FILTERS>) => auditoriaFilterOf({ ...FILTERS, ...values });
  it('sends an entity with its id, a client’s or a worker’s id as theirs', () => {
    expect(of({ entidad: 'cobro', id: '7' })).toMatchObject({ entidad: 'cobro', id: 7 });
    expect(of({ entidad: 'cliente', id: '2' })).toMatchObject({ cliente: 2 });
    expect(of({ entidad: 'cliente', id: '2' })).not.toHaveProperty('entidad');
    expect(of({ entidad: 'trabajador', id: '4' })).toMatchObject({ trabajador: 4 });
  });
  it('leaves out what the server would refuse', () => {
    expect(of({ entidad: 'factura', id: '7', usuario: 'x', desde: '15/06/2026' })).toEqual({
      usuario: undefined,
      desde: undefined,
      hasta: undefined,
    });
    expect(of({ entidad: 'cobro', id: '0' })).toMatchObject({ entidad: 'cobro', id: undefined });
  });
});
