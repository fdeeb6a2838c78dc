import { documentoSchema } from '../../contract/documento';
import { EMPTY_CASCADE_VALUES, type CobroCascadeData } from './cobro-cascade-schema';
import { cascadeCobro } from './picked-registros';

const documento = documentoSchema.parse({
  id: 7,
  nombre_archivo: 'enero.xlsx',
  contenido_registros: [
    { id: 1, nombre_completo: 'Ana Pérez', unidades: 3 },
    { id: 2, nombre_completo: 'Luis Soto', unidades: 4 },
  ],
});

const values = (tipo: number): CobroCascadeData => ({
  ...EMPTY_CASCADE_VALUES,
  cliente: '3',
  documento: '7',
  tipo_tarea: String(tipo),
  mes: 'enero',
  registros: [2],
  usuario_supervisor: '9',
});

describe('cascadeCobro', () => {
  it('counts the chosen records, each at the units it earns, for the types with records', () => {
    expect(cascadeCobro(values(4), documento, false)).toEqual({
      base: { cliente: 3, documento: 7, tipo_tarea: 4, mes: 'enero' },
      registros: [{ id: 2, nombre_completo: 'Luis Soto', unidades: 50 }],
      unidades: null,
    });
  });

  it("counts the document's own units for tipos 2 and 3, with the supervisor when asked", () => {
    expect(cascadeCobro(values(2), documento, true)).toEqual({
      base: { cliente: 3, documento: 7, tipo_tarea: 2, mes: 'enero', usuario_supervisor: 9 },
      registros: null,
      unidades: 10,
    });
  });
});
