import type { FastifyInstance } from 'fastify';
import { cobroListSchema } from '../src/contract/cobro';
import { buildApp } from './app';
import {
  bearer,
  createTestApp,
  TEST_NOW,
  TEST_SECRET,
  tokenFor,
  USER_IDS,
  type TestApp,
} from './test-support';
import { migrate } from './db/migrations';
import { previousDatabase } from './test-fixtures/previous-version';

/**
 * A deleted row's id never names a new one: whatever a user still holds (a URL, a stale screen, a
 * form) cannot reach a row it never saw. Deleting the highest row and creating another gives a
 * higher id, on a new database and on one migrated from the previous version.
 */

type Sender = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => Promise<{
  statusCode: number;
  json: () => unknown;
}>;

function senderFor(app: FastifyInstance, userId: number): Sender {
  return async (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: bearer(await tokenFor(app, userId)),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

const idOf = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode, JSON.stringify(response.json())).toBeLessThan(300);
  return (response.json() as { id: number }).id;
};

describe('ids never reused, on a new database', () => {
  let ctx: TestApp;
  let send: Sender;
  /** Cobros are registered by Admin: SuperAdmin has no Insert Bill screen. */
  let sendAdmin: Sender;
  beforeAll(async () => {
    ctx = await createTestApp();
    send = senderFor(ctx.app, USER_IDS.superadmin);
    sendAdmin = senderFor(ctx.app, USER_IDS.admin);
  });
  afterAll(async () => {
    await ctx.app.close();
  });
  const highest = (table: string) => ctx.db.prepare(`SELECT MAX(id) FROM ${table}`).pluck().get() as number;

  it('cobros: deleting the newest and registering another gives a higher id', async () => {
    const documento = ctx.db.prepare('SELECT MIN(id) FROM documentos WHERE cliente_id = 2').pluck().get();
    const payment = {
      cliente: 2,
      documento,
      usuario_registra: USER_IDS.usuario,
      unidades: 5,
      mes: 'junio',
      tipo_tarea: 3,
    };
    const first = idOf(await sendAdmin('POST', '/api/insertar_cobro_doble/', payment));
    expect(first).toBe(highest('cobros'));
    expect((await sendAdmin('DELETE', `/api/eliminar_cobro/${first}/`)).statusCode).toBe(200);
    const second = idOf(await sendAdmin('POST', '/api/insertar_cobro_doble/', payment));
    expect(second).toBeGreaterThan(first);
    // The old id is gone for good: it answers 404, not the new cobro.
    expect((await send('GET', `/api/listar_cobro_detalles/${first}/`)).statusCode).toBe(404);
  });

  it('payments and their extra amounts: deleting the newest and recording another gives higher ids', async () => {
    const record = async () => {
      const extra = idOf(await send('PUT', '/api/monto_extra/3', { monto: 40 }));
      const pago = idOf(
        await send('POST', '/api/historial_pago/', { cliente: 3, monto: 40, fecha_pago: '2026-06-01' }),
      );
      return { extra, pago };
    };
    const first = await record();
    expect(first).toEqual({ extra: highest('montos_extra'), pago: highest('historial_pago') });
    expect((await send('DELETE', `/api/eliminar_historial_pago/${first.pago}/`)).statusCode).toBe(200);
    const second = await record();
    expect(second.extra).toBeGreaterThan(first.extra);
    expect(second.pago).toBeGreaterThan(first.pago);
  });

  it('agencies: deleting the newest and creating another gives a higher id', async () => {
    const first = idOf(await send('POST', '/api/crear_agencia/', { nombre: 'Agencia Efímera' }));
    expect((await send('DELETE', `/api/eliminar_agencia/${first}`)).statusCode).toBeLessThan(300);
    const second = idOf(await send('POST', '/api/crear_agencia/', { nombre: 'Agencia Nueva' }));
    expect(second).toBeGreaterThan(first);
  });

  // The API deactivates clients and users rather than deleting them; a row removed by hand must
  // still not hand its id on.
  it('clients and users: a row removed from the database leaves its id unused', async () => {
    const client = idOf(
      await send('POST', '/api/create_client/', { nombre: 'Cliente Efímero', categoria: 1, agencia: [1] }),
    );
    ctx.db.prepare('DELETE FROM clientes WHERE id = ?').run(client);
    expect(
      idOf(
        await send('POST', '/api/create_client/', { nombre: 'Cliente Nuevo', categoria: 1, agencia: [1] }),
      ),
    ).toBeGreaterThan(client);
    const user = {
      email: '',
      first_name: 'Ida',
      last_name: 'Efímera',
      servicio: 'tcm',
      subir_notas: false,
      is_active: true,
    };
    const first = idOf(await send('POST', '/api/usuario/', { ...user, username: 'ida.efimera' }));
    ctx.db.prepare('DELETE FROM users WHERE id = ?').run(first);
    expect(idOf(await send('POST', '/api/usuario/', { ...user, username: 'ida.nueva' }))).toBeGreaterThan(
      first,
    );
  });

  it('adjustments: a deleted newest tarea leaves its id unused', async () => {
    const estimado = ctx.db.prepare('SELECT MIN(id) FROM cobros_estimados').pluck().get();
    const adjust = () =>
      send('POST', '/api/crear_tarea/', { cobro: estimado, tarea: 3, sumar: 2, restar: 0 });
    const first = idOf(await adjust());
    ctx.db.prepare('DELETE FROM tareas WHERE id = ?').run(first);
    expect(idOf(await adjust())).toBeGreaterThan(first);
  });
});

describe('ids never reused, on a database migrated from the previous version', () => {
  let app: FastifyInstance;
  let send: Sender;
  let sendAdmin: Sender;
  const db = previousDatabase();
  beforeAll(async () => {
    migrate(db);
    app = await buildApp({ db, jwtSecret: TEST_SECRET, now: () => TEST_NOW });
    send = senderFor(app, 1);
    sendAdmin = senderFor(app, 2);
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the migrated cobros with their period and rate, and the lists follow every write', async () => {
    const list = async () => cobroListSchema.parse((await send('GET', '/api/listar_cobro/')).json());
    const before = await list();
    expect(before.map((cobro) => [cobro.id, cobro.anio, cobro.tarifa])).toEqual([
      [5, 2026, 0.4],
      [4, 2025, 0.2],
      [3, 2026, 0.2],
      [2, 2026, 0.2],
      [1, 2025, 0.4],
    ]);
    expect((await send('DELETE', '/api/eliminar_cobro/5/')).statusCode).toBe(200);
    const payment = {
      cliente: 2,
      documento: 2,
      usuario_registra: 4,
      unidades: 3,
      mes: 'junio',
      tipo_tarea: 3,
    };
    const id = idOf(await sendAdmin('POST', '/api/insertar_cobro_doble/', payment));
    expect(id).toBe(6);
    // The cached list saw both writes through its triggers on the rebuilt table.
    expect((await list()).map((cobro) => [cobro.id, cobro.anio, cobro.tarifa])).toEqual([
      [6, 2026, 0.4],
      [4, 2025, 0.2],
      [3, 2026, 0.2],
      [2, 2026, 0.2],
      [1, 2025, 0.4],
    ]);
  });

  it('agencies, payments and adjustments take ids above every one used before', async () => {
    const agencias = async () =>
      ((await send('GET', '/api/listar_agencia/')).json() as { id: number }[]).map((a) => a.id);
    expect((await send('DELETE', '/api/eliminar_agencia/3')).statusCode).toBeLessThan(300);
    expect((await agencias()).sort()).toEqual([1, 2]);
    expect(idOf(await send('POST', '/api/crear_agencia/', { nombre: 'Oeste' }))).toBe(4);
    expect(await agencias()).toContain(4);

    const tareas = async () =>
      ((await send('GET', '/api/listar_tarea/')).json() as { id: number }[]).map((t) => t.id);
    expect(await tareas()).toEqual([1]);
    db.prepare('DELETE FROM tareas WHERE id = 1').run();
    expect(idOf(await send('POST', '/api/crear_tarea/', { cobro: 2, tarea: 3, sumar: 1, restar: 0 }))).toBe(
      2,
    );
    expect(await tareas()).toEqual([2]);

    expect((await send('DELETE', '/api/eliminar_historial_pago/1/')).statusCode).toBe(200);
    expect(idOf(await send('PUT', '/api/monto_extra/2', { monto: 9 }))).toBe(3);
    expect(
      idOf(await send('POST', '/api/historial_pago/', { cliente: 2, monto: 9, fecha_pago: '2026-06-01' })),
    ).toBe(2);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
