import { cobroEstimadoSchema, tareaSchema } from '../../contract/finanzas';
import { fastCobroEstimado, fastTarea } from './fast-finanzas';

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
  },
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
  },
])('$name', ({ fast, schema, canonical }) => {
  it('reads the canonical item fast, as zod does', () => {
    expect(fast(canonical)).toEqual(schema.parse(canonical));
  });

  it('answers only for items zod accepts, with zod’s output', () => {
    for (const item of [...variants(canonical), null, 'x', [], 7]) {
      const quick = fast(item);
      if (quick === undefined) continue;
      const zod = schema.safeParse(item);
      expect(zod.success, JSON.stringify(item)).toBe(true);
      expect(quick).toEqual(zod.data);
    }
  });
});
