import { z } from 'zod';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lazySchema } from './lazy-schema';

/** Every contract module that makes its schemas with lazySchema, each imported by name. */
const SCHEMA_MODULES: Record<string, () => Promise<unknown>> = {
  agencia: () => import('./agencia'),
  auth: () => import('./auth'),
  capacidades: () => import('./capacidades'),
  'cierre-mes': () => import('./cierre-mes'),
  cliente: () => import('./cliente'),
  cobro: () => import('./cobro'),
  common: () => import('./common'),
  documento: () => import('./documento'),
  'estado-cuenta': () => import('./estado-cuenta'),
  finanzas: () => import('./finanzas'),
  resumenes: () => import('./resumenes'),
  'sancionar-acreditar': () => import('./sancionar-acreditar'),
  sesiones: () => import('./sesiones'),
  usuario: () => import('./usuario'),
};

describe('lazySchema', () => {
  it('builds its schema on first use, once, and reads, checks and extends as the schema itself', () => {
    const build = vi.fn(() => z.object({ id: z.number(), nombre: z.string().trim() }));
    const schema = lazySchema(build);
    // Composing it into another schema does not build it yet.
    const list = z.array(schema);
    expect(build).not.toHaveBeenCalled();

    expect(list.parse([{ id: 1, nombre: ' Ana ' }])).toEqual([{ id: 1, nombre: 'Ana' }]);
    expect(schema.parse({ id: 2, nombre: 'Luis' })).toEqual({ id: 2, nombre: 'Luis' });
    expect(build).toHaveBeenCalledTimes(1);

    const refused = schema.safeParse({ id: 'x', nombre: 'Ana' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['id']);
    expect(Object.keys(schema.shape)).toEqual(['id', 'nombre']);
    expect(schema.extend({ activo: z.boolean() }).parse({ id: 3, nombre: 'Eva', activo: true })).toEqual({
      id: 3,
      nombre: 'Eva',
      activo: true,
    });
    expect(schema instanceof z.ZodObject).toBe(true);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds none of the contract’s schemas when its modules load', async () => {
    const built: string[] = [];
    vi.resetModules();
    vi.doMock('./lazy-schema', async (original) => {
      const real = await original<typeof import('./lazy-schema')>();
      return {
        lazySchema: <T extends object>(build: () => T) =>
          real.lazySchema(() => {
            built.push(build.toString().slice(0, 60));
            return build();
          }),
      };
    });
    try {
      await Promise.all(Object.values(SCHEMA_MODULES).map((load) => load()));
      expect(built).toEqual([]);
      const { cobroListSchema } = await import('./cobro');
      expect(cobroListSchema.parse([])).toEqual([]);
      expect(built.length).toBeGreaterThan(0);
    } finally {
      vi.doUnmock('./lazy-schema');
      vi.resetModules();
    }
  });

  it('holds every contract module that makes lazy schemas to that', () => {
    const users = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'lazy-schema.ts')
      .filter((file) => readFileSync(join(__dirname, file), 'utf8').includes("from './lazy-schema'"))
      .map((file) => file.slice(0, -'.ts'.length));
    expect(users.length).toBeGreaterThan(0);
    expect(Object.keys(SCHEMA_MODULES).sort()).toEqual(users.sort());
  });
});
