import { clienteSchema } from '../../contract/cliente';
import { documentoSchema } from '../../contract/documento';
import { listOf, omittedCount } from '../../contract/list';
import { fastCliente } from './fast-cliente';
import {
  cobroEstimadoSchema,
  historialPagoSchema,
  montoExtraSchema,
  tareaSchema,
} from '../../contract/finanzas';
import { fastDocumento } from './fast-documento';
import { fastCobroEstimado, fastHistorialPago, fastMontoExtra, fastTarea } from './fast-finanzas';

/**
 * Each fast reader against its zod schema over the canonical item and every field changed to
 * each value below: when the fast reader answers, zod accepts the item with the same output, and
 * the canonical item (the backend's shape) is read fast.
 */
const VALUES: unknown[] = [undefined, null, 0, 1, 3, 5, 6, -2, 1.5, 2.25, '4', ' 7 ', 'x', '', true, {}, []];

function variants(canonical: Record<string, unknown>): unknown[] {
  const items: unknown[] = [canonical];
  const walk = (path: string[], value: unknown) => {
    for (const replacement of VALUES) {
      const copy = structuredClone(canonical);
      let target = copy;
      for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
      if (replacement === undefined) delete target[path[path.length - 1]];
      else target[path[path.length - 1]] = replacement;
      items.push(copy);
    }
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk([...path, key], inner);
  };
  for (const [key, value] of Object.entries(canonical)) walk([key], value);
  return items;
}

describe.each([
  {
    name: 'fastTarea',
    fast: fastTarea,
    schema: tareaSchema,
    canonical: { id: 8, tipo_tarea: 2, cobro: { id: 3, tarea: 4, suma: 1.5, restar: 0 } },
    extra: [] as unknown[],
  },
  ...[
    { id_cliente: 4, nombre_cliente: 'Clínica Sur', agencias: [{ id: 1, nombre: 'Norte' }] },
    { id: 4, nombre: 'Clínica Sur', agencia: [{ id: null, nombre: 'Norte' }] },
  ].map((cliente) => {
    const canonical = {
      id: 7,
      nombre_archivo: 'notas-enero.xlsx',
      fecha_creacion: '2026-01-05T10:00:00Z',
      cliente,
      tipo: 1,
      bill: true,
      notas: false,
      contenido_registros: [
        { id: 1, nombre_completo: 'Luis Pérez', unidades: 2.5 },
        { id: 2, nombre_completo: 'Ana Gómez', unidades: 4 },
      ],
      total_registros: 2,
      hoja_procesada: 'Hoja1',
      rango_filas: '2-3',
    };
    const record = (changes: Record<string, unknown>) => ({
      ...canonical,
      contenido_registros: [{ id: 1, nombre_completo: 'Luis Pérez', unidades: 2.5, ...changes }],
    });
    return {
      name: 'fastDocumento',
      fast: fastDocumento,
      schema: documentoSchema,
      canonical,
      // Inside the record list and the client's agencies, which the variants do not walk into.
      extra: [
        ...VALUES.flatMap((value) => [
          record({ id: value }),
          record({ unidades: value }),
          record({ nombre_completo: value }),
          { ...canonical, cliente: { ...cliente, agencias: [{ id: value, nombre: 'Norte' }] } },
          { ...canonical, cliente: { ...cliente, agencias: [{ id: 1, nombre: value }] } },
          { ...canonical, contenido_registros: [value] },
        ]),
        { ...canonical, total_registros: undefined },
        { ...canonical, contenido_registros: undefined, total_registros: undefined },
      ],
    };
  }),
  (() => {
    const canonical = {
      id: 4,
      nombre: 'Clínica Sur',
      categoria: 1,
      agencia: [{ id: 1, nombre: 'Norte' }],
      estado: true,
      creado: '2026-01-05T10:00:00Z',
      fondo: 12.5,
      fecha_fondo: '2026-02-01',
    };
    return {
      name: 'fastCliente',
      fast: fastCliente,
      schema: clienteSchema,
      canonical,
      // Inside the agency lists, and the second list (`agencias`) beside or instead of the first.
      extra: VALUES.flatMap((value) => [
        { ...canonical, agencia: [{ id: value, nombre: 'Norte' }] },
        { ...canonical, agencia: [{ id: 1, nombre: value }] },
        { ...canonical, agencia: [value] },
        { ...canonical, agencias: value },
        { ...canonical, agencia: null, agencias: [{ id: value, nombre: 'Sur' }] },
        { ...canonical, agencia: value, agencias: [{ id: 2, nombre: 'Sur' }] },
        { ...canonical, agencia: [{ id: 1, nombre: 'Norte', extra: value }] },
      ]),
    };
  })(),
  {
    name: 'fastCobroEstimado',
    fast: fastCobroEstimado,
    schema: cobroEstimadoSchema,
    canonical: {
      id: 5,
      documento: { id: 9, nombre: 'notas.xlsx', nombre_archivo: 'otro.xlsx' },
      bill: 10.5,
      notas: 0,
      subir_notas: 2,
      open: 1.25,
      spr: 3,
    },
    extra: [] as unknown[],
  },
  {
    name: 'fastMontoExtra',
    fast: fastMontoExtra,
    schema: montoExtraSchema,
    canonical: { id: 3, monto: 120.5, cliente: 4, fecha_registro: '2026-03-01T09:00:00Z' },
    extra: [{ id: 3, monto: 10, cliente: 4 }] as unknown[],
  },
  ...[
    { id: 6, cliente_id: 4, monto: 80.25, fecha: '2026-03-02' },
    { id: 6, cliente: 4, monto: 80.25, fecha: '2026-03-02' },
  ].map((canonical) => ({
    name: 'fastHistorialPago',
    fast: fastHistorialPago,
    schema: historialPagoSchema,
    canonical,
    // Both client fields at once, and neither.
    extra: [
      { ...canonical, cliente_id: 4, cliente: 5 },
      { ...canonical, cliente_id: undefined, cliente: undefined },
      { ...canonical, cliente_id: null, cliente: 5 },
    ] as unknown[],
  })),
])('$name', ({ fast, schema, canonical, extra }) => {
  it('reads the canonical item fast, as zod does', () => {
    expect(fast(canonical)).toEqual(schema.parse(canonical));
  });

  it('answers only for items zod accepts, with zod’s output', () => {
    for (const item of [...variants(canonical), ...extra, null, 'x', [], 7]) {
      const quick = fast(item);
      if (quick === undefined) continue;
      const zod = schema.safeParse(item);
      expect(zod.success, JSON.stringify(item)).toBe(true);
      expect(quick).toEqual(zod.data);
    }
  });
});

describe('listOf with a fast reader', () => {
  it('keeps and leaves out what the schema alone would, with the same output', () => {
    const items = [
      { id: 1, nombre: 'Uno', categoria: 2, agencia: [], estado: false, creado: null },
      { id: '2', nombre: 2, categoria: '1', agencias: [{ id: '3', nombre: 'Sur' }], fondo: '12.50' },
      { id: 3, nombre: 'Tres', categoria: 3 },
      { nombre: 'Sin id' },
      { id: 5, nombre: 'Cinco', fondo: 'x' },
    ];
    const fast = listOf(clienteSchema, fastCliente).parse(items);
    const slow = listOf(clienteSchema).parse(items);
    expect(fast).toEqual(slow);
    expect(fast.map((cliente) => cliente.id)).toEqual([1, 2]);
    expect(omittedCount(fast)).toBe(3);
    expect(omittedCount(fast)).toBe(omittedCount(slow));
  });
});
