import { z } from 'zod';
import { agenciaSchema } from '../src/contract/agencia';
import { clienteSchema } from '../src/contract/cliente';
import { cobroSchema } from '../src/contract/cobro';
import { documentoSchema } from '../src/contract/documento';
import {
  cobroEstimadoSchema,
  historialPagoSchema,
  montoExtraSchema,
  tareaSchema,
} from '../src/contract/finanzas';
import { rolSchema, userSchema } from '../src/contract/usuario';
import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from './test-support';

/**
 * Every list the app reads answers items whose keys are the contract's: none the contract would
 * drop, none it expects missing, at every level of the item. The expected keys come from the zod
 * schemas, so a field added to the contract fails here until the server sends it.
 */

let ctx: TestApp;
let superadmin: string;
let usuario: string;
beforeAll(async () => {
  ctx = await createTestApp();
  superadmin = await tokenFor(ctx.app, USER_IDS.superadmin);
  usuario = await tokenFor(ctx.app, USER_IDS.usuario);
});
afterAll(async () => {
  await ctx.app.close();
});

/** The object schema inside optional, nullable, default and pipe (transform) wrappers, if any. */
function objectOf(schema: z.ZodType): z.ZodObject | null {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return objectOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return objectOf(schema.unwrap() as z.ZodType);
  return null;
}

/** The item schema of an array schema inside the same wrappers, if it is one. */
function elementOf(schema: z.ZodType): z.ZodType | null {
  if (schema instanceof z.ZodArray) return schema.element as z.ZodType;
  if (schema instanceof z.ZodPipe) return elementOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    return elementOf(schema.unwrap() as z.ZodType);
  return null;
}

/**
 * The keys of `value` that differ from the contract's, as paths: `+path` sent but not in the
 * contract, `-path` in the contract but not sent. Keys the contract accepts as another spelling
 * of one the server sends (`aliases`, by path) may be missing.
 */
function keyDifferences(
  value: unknown,
  schema: z.ZodType,
  path: string,
  aliases: ReadonlySet<string>,
): string[] {
  const shape = objectOf(schema);
  if (shape && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const sent = Object.keys(value);
    const expected = Object.keys(shape.shape);
    return [
      ...sent.filter((key) => !expected.includes(key)).map((key) => `+${path}${key}`),
      ...expected
        .filter((key) => !sent.includes(key) && !aliases.has(`${path}${key}`))
        .map((key) => `-${path}${key}`),
      ...sent
        .filter((key) => expected.includes(key))
        .flatMap((key) =>
          keyDifferences(
            (value as Record<string, unknown>)[key],
            shape.shape[key] as z.ZodType,
            `${path}${key}.`,
            aliases,
          ),
        ),
    ];
  }
  const element = elementOf(schema);
  if (element && Array.isArray(value))
    return value.flatMap((item) => keyDifferences(item, element, `${path}[].`, aliases));
  return [];
}

/**
 * Each list with its contract's item schema and the keys the contract reads as other spellings of
 * one this server sends (backend-notes: `agencia`/`agencias`, `id_cliente`/`id`...), which may be
 * missing.
 */
const LISTS: [string, z.ZodType, string[]][] = [
  ['/api/listar_cobro/', cobroSchema, ['cliente.agencia', 'documento.nombre_archivo']],
  ['/api/listar_cobro_usuario_en_sesion/', cobroSchema, ['cliente.agencia', 'documento.nombre_archivo']],
  ['/api/listar_documentacion/', documentoSchema, ['cliente.id', 'cliente.nombre', 'cliente.agencia']],
  ['/api/listar_tarea/', tareaSchema, []],
  [
    '/api/listar_cobros_estimados/',
    cobroEstimadoSchema,
    ['documento.nombre_archivo', 'documento.nombre_documento'],
  ],
  ['/api/list_client/', clienteSchema, ['agencias', 'fondo', 'fecha_fondo']],
  ['/api/listar_monto_extra/', montoExtraSchema, []],
  ['/api/listar_historial_pago/', historialPagoSchema, ['cliente']],
  ['/api/usuario/', userSchema, []],
  ['/api/listar_agencia/', agenciaSchema, []],
  ['/api/rol/', rolSchema, []],
];

describe('the keys of every list item are the contract’s', () => {
  it.each(LISTS)('%s', async (url, schema, aliases) => {
    // A worker's own cobros; every other list as the SuperAdmin sees it.
    const token = url.includes('en_sesion') ? usuario : superadmin;
    const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const items = response.json() as unknown[];
    expect(items.length).toBeGreaterThan(0);
    const differences = new Set(items.flatMap((item) => keyDifferences(item, schema, '', new Set(aliases))));
    expect([...differences]).toEqual([]);
  });
});
