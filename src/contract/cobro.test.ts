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
