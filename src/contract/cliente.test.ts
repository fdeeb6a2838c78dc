import { clienteSchema, clienteRefSchema } from './cliente';

describe('clienteSchema', () => {
  it('reads the agencies from `agencia` (client endpoints) or `agencias` (nested forms)', () => {
    const agencias = [{ id: 1, nombre: 'Agencia Sol Naciente' }];
    const base = {
      id: 2,
      nombre: 'Clínica San Rafael',
      categoria: 1,
      estado: true,
      creado: '2025-05-01T10:00:00Z',
    };
    expect(clienteSchema.parse({ ...base, agencia: agencias }).agencias).toEqual(agencias);
    expect(clienteSchema.parse({ ...base, agencias }).agencias).toEqual(agencias);
  });

  it('accepts list_client/ items with only id and nombre', () => {
    expect(clienteSchema.parse({ id: '3', nombre: 'Instituto Renacer' })).toEqual({
      id: 3,
      nombre: 'Instituto Renacer',
      categoria: null,
      agencias: [],
      estado: true,
      creado: null,
      fondo: null,
      fecha_fondo: null,
    });
  });

  it('parses categoria and fondo sent as strings', () => {
    const cliente = clienteSchema.parse({
      id: 4,
      nombre: 'Hogar Santa Teresa',
      categoria: '2',
      fondo: '12.50',
    });
    expect(cliente.categoria).toBe(2);
    expect(cliente.fondo).toBe(12.5);
  });

  it('rejects an unknown categoria', () => {
    expect(clienteSchema.safeParse({ id: 4, nombre: 'X', categoria: 3 }).success).toBe(false);
  });
});

describe('clienteRefSchema', () => {
  it('takes the nested `{nombre, agencias[{nombre}]}` of a cobro', () => {
    expect(
      clienteRefSchema.parse({ nombre: 'Instituto Renacer', agencias: [{ nombre: 'Terapias Horizonte' }] }),
    ).toEqual({
      id: null,
      nombre: 'Instituto Renacer',
      agencias: [{ id: null, nombre: 'Terapias Horizonte' }],
    });
  });
});
