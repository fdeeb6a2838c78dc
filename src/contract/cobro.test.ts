import { cobroSchema } from './cobro';

const cobro = {
  id: 12,
  cliente: { nombre: 'Instituto Renacer', agencias: [{ nombre: 'Terapias Horizonte' }] },
  documento: { id: 9, nombre_documento: 'notas_instituto_renacer_mayo.xlsx' },
  usuario_registra: { id: 5, nombre: 'supervisado' },
  usuario_supervisor: { id: 3, nombre: 'supervisor' },
  mes: 'Mayo ',
  tipo_tarea: '4',
  unidades: '100.00',
  bonificado: '5.00',
  sancionado: null,
  nota_bonificado: 'Excelente calidad en las notas',
  contenido_open: [{ id: 1, nombre_completo: 'Ana Torres Ramos', unidades: 50 }],
};

describe('cobroSchema', () => {
  it('normalises numbers, month casing and missing lists into the app shape', () => {
    expect(cobroSchema.parse(cobro)).toEqual({
      id: 12,
      cliente: {
        id: null,
        nombre: 'Instituto Renacer',
        agencias: [{ id: null, nombre: 'Terapias Horizonte' }],
      },
      documento: { id: 9, nombre_documento: 'notas_instituto_renacer_mayo.xlsx' },
      usuario_registra: { id: 5, nombre: 'supervisado' },
      usuario_supervisor: { id: 3, nombre: 'supervisor' },
      mes: 'mayo',
      tipo_tarea: 4,
      unidades: 100,
      bonificado: 5,
      sancionado: 0,
      nota_bonificado: 'Excelente calidad en las notas',
      nota_sancionado: null,
      contenido: [],
      contenido_open: [{ id: 1, nombre_completo: 'Ana Torres Ramos', unidades: 50 }],
      contenido_spr: [],
      pagado: false,
      fecha_creacion: null,
    });
  });

  it('accepts a cobro without a supervisor', () => {
    expect(cobroSchema.parse({ ...cobro, usuario_supervisor: null }).usuario_supervisor).toBeNull();
  });

  it.each([
    ['an unknown month', { mes: 'mayoo' }],
    ['an unknown task type', { tipo_tarea: 6 }],
    ['a non-numeric amount', { bonificado: 'cinco' }],
  ])('rejects %s', (_case, change) => {
    expect(cobroSchema.safeParse({ ...cobro, ...change }).success).toBe(false);
  });
});

describe('cobroSchema: anio and tarifa (extension periodos)', () => {
  it('leaves both out when the backend sends neither, as the spec’s backend does', () => {
    const parsed = cobroSchema.parse(cobro);
    expect('anio' in parsed).toBe(false);
    expect('tarifa' in parsed).toBe(false);
  });

  it('reads them when sent, the rate as a number even when it comes as a decimal string', () => {
    expect(cobroSchema.parse({ ...cobro, anio: 2025, tarifa: 0.2 })).toMatchObject({
      anio: 2025,
      tarifa: 0.2,
    });
    expect(cobroSchema.parse({ ...cobro, anio: 2026, tarifa: '0.40' })).toMatchObject({
      anio: 2026,
      tarifa: 0.4,
    });
  });

  it.each([
    ['a fractional year', { anio: 2025.5 }],
    ['a year as text', { anio: '2025' }],
    ['a rate that is not a number', { tarifa: 'cuarenta' }],
    ['a null rate', { tarifa: null }],
  ])('refuses %s', (_case, fields) => {
    expect(cobroSchema.safeParse({ ...cobro, ...fields }).success).toBe(false);
  });
});
