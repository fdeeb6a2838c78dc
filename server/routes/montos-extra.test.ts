import { montoExtraListSchema } from '../../src/contract/finanzas';
import type { Role } from '../../src/domain/roles';
import { type Call, countRows, requestChecks, USER_IDS, setupRouteTests } from '../test-support';

const MONTO_NOT_FOUND = { detail: 'No se encontró el monto extra' };
const TABLES = ['montos_extra', 'historial_pago', 'historial_fondo'];
const ALL_ROLES: readonly Role[] = [
  'SuperAdmin',
  'Admin',
  'user_Supervisor',
  'user_User',
  'user_Supervisado',
];

type MontoRow = { id: number; cliente_id: number; monto_cents: number; fecha_registro: string };

const ctx = setupRouteTests(USER_IDS.superadmin);
const { send } = ctx;
const contents = ctx.contentsOf(TABLES);

const { expectRejected, expectAccess } = requestChecks(send, contents);

/** The calendar day of a stored moment, as a Django DateField answers it. */
const localDay = (stored: string) => new Date(stored).toLocaleDateString('sv-SE');

function row(id: number): MontoRow | undefined {
  return ctx.db.prepare('SELECT * FROM montos_extra WHERE id = ?').get(id) as MontoRow | undefined;
}

const actualizar = (id: number | string, payload: unknown): Call => ({
  method: 'PUT',
  url: `/api/actualizar_monto_extra/${id}/`,
  payload,
});
const eliminar = (id: number | string): Call => ({
  method: 'DELETE',
  url: `/api/eliminar_monto_extra/${id}`,
});

describe('GET /api/listar_monto_extra/', () => {
  it('lists {id, monto, cliente, fecha_registro} by id, monto in money units with at most 2 decimals', async () => {
    const response = await send({ method: 'GET', url: '/api/listar_monto_extra/' }, USER_IDS.usuario);
    expect(response.statusCode).toBe(200);
    const rows = ctx.db.prepare('SELECT * FROM montos_extra ORDER BY id').all() as MontoRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(response.json()).toEqual(
      rows.map((stored) => ({
        id: stored.id,
        monto: stored.monto_cents / 100,
        cliente: stored.cliente_id,
        fecha_registro: localDay(stored.fecha_registro),
      })),
    );
    for (const item of response.json() as { monto: number }[]) {
      expect(typeof item.monto).toBe('number');
      expect(Math.round(item.monto * 100) / 100).toBe(item.monto);
    }
    expect(montoExtraListSchema.parse(response.json())).toHaveLength(rows.length);
  });

  it('is open to every role', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/listar_monto_extra/' }), ALL_ROLES, 200);
  });
});

describe('PUT /api/actualizar_monto_extra/:id/', () => {
  it('sets the amount and answers the item, client and date unchanged', async () => {
    const before = row(1);
    const response = await send(actualizar(1, { monto: 150.75 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 1,
      monto: 150.75,
      cliente: before?.cliente_id,
      fecha_registro: localDay(before?.fecha_registro ?? ''),
    });
    expect(row(1)?.monto_cents).toBe(15075);
  });

  it.each([
    ['12.50', 12.5, 1250],
    [' 7 ', 7, 700],
    [10_000_000_000, 10_000_000_000, 1_000_000_000_000],
  ])('accepts %j as %d', async (monto, answered, cents) => {
    const response = await send(actualizar(2, { monto }));
    expect(response.statusCode).toBe(200);
    expect(response.json().monto).toBe(answered);
    expect(row(2)?.monto_cents).toBe(cents);
  });

  it.each([
    // Money received stays above 0: zero or less would leave Historial's payment counting money that is not there.
    [{ monto: 0 }, 'El monto debe ser mayor que 0'],
    [{ monto: '0.00' }, 'El monto debe ser mayor que 0'],
    [{ monto: -5 }, 'El monto no puede ser negativo'],
    [{ monto: -3.25 }, 'El monto no puede ser negativo'],
    [{ monto: 'abc' }, 'El monto debe ser un número'],
    [{ monto: '12,50' }, 'El monto debe ser un número'],
    [{ monto: '' }, 'El monto debe ser un número'],
    [{ monto: null }, 'El monto debe ser un número'],
    [{ monto: true }, 'El monto debe ser un número'],
    [{ monto: [5] }, 'El monto debe ser un número'],
    [{ monto: `1${'0'.repeat(400)}` }, 'El monto no puede ser mayor que 10,000,000,000'],
    [{}, 'El monto debe ser un número'],
    [{ monto: 10_000_000_000.01 }, 'El monto no puede ser mayor que 10,000,000,000'],
    [{ monto: 1.005 }, 'Use como máximo 2 decimales'],
    [{ monto: '12.505' }, 'Use como máximo 2 decimales'],
    [{ monto: 0.1 + 0.2 }, 'Use como máximo 2 decimales'],
    [{ monto: '1,234.50' }, 'No use separador de miles'],
  ])('answers 400 for %j and writes nothing', async (payload, message) => {
    await expectRejected(actualizar(3, payload), 400, { monto: [message] });
  });

  it('answers 404 for an unknown item, before looking at the body', async () => {
    await expectRejected(actualizar(999, { monto: 1 }), 404, MONTO_NOT_FOUND);
    await expectRejected(actualizar(999, {}), 404, MONTO_NOT_FOUND);
    await expectRejected(actualizar('1.5', { monto: 1 }), 404, { detail: 'No encontrado.' });
  });

  it('moves the payment that holds the amount with it, so Pagado and Historial tell the same money', async () => {
    const held = ctx.db
      .prepare(
        'SELECT id, monto_extra_id, monto_cents FROM historial_pago WHERE monto_extra_id IS NOT NULL ORDER BY id DESC LIMIT 1',
      )
      .get() as { id: number; monto_extra_id: number; monto_cents: number };
    const newCents = held.monto_cents + 1234;
    const others = ctx.db.prepare('SELECT * FROM historial_pago WHERE id != ? ORDER BY id').all(held.id);
    const response = await send(actualizar(held.monto_extra_id, { monto: newCents / 100 }));
    expect(response.statusCode).toBe(200);
    expect(row(held.monto_extra_id)?.monto_cents).toBe(newCents);
    expect(ctx.db.prepare('SELECT monto_cents FROM historial_pago WHERE id = ?').pluck().get(held.id)).toBe(
      newCents,
    );
    expect(ctx.db.prepare('SELECT * FROM historial_pago WHERE id != ? ORDER BY id').all(held.id)).toEqual(
      others,
    );
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(() => actualizar(4, { monto: 20 }), ['SuperAdmin'], 200);
  });
});

describe('DELETE /api/eliminar_monto_extra/:id', () => {
  let unheld = 0;

  it('deletes the item and only it', async () => {
    // An extra amount no payment holds (money received without a history row).
    unheld = Number(
      ctx.db
        .prepare(
          "INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (1, 500, '2026-06-01')",
        )
        .run().lastInsertRowid,
    );
    const before = countRows(ctx.db, 'montos_extra');
    const payments = countRows(ctx.db, 'historial_pago');
    const response = await send(eliminar(unheld));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Monto extra eliminado correctamente' });
    expect(row(unheld)).toBeUndefined();
    expect(countRows(ctx.db, 'montos_extra')).toBe(before - 1);
    expect(countRows(ctx.db, 'historial_pago')).toBe(payments);
  });

  it('takes the payment that holds the amount with it, in one transaction, and nothing else', async () => {
    const held = ctx.db
      .prepare(
        'SELECT id, monto_extra_id FROM historial_pago WHERE monto_extra_id IS NOT NULL ORDER BY id LIMIT 1',
      )
      .get() as { id: number; monto_extra_id: number };
    const montos = countRows(ctx.db, 'montos_extra');
    const payments = countRows(ctx.db, 'historial_pago');
    const response = await send(eliminar(held.monto_extra_id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Monto extra eliminado correctamente, junto con su pago del historial',
    });
    expect(row(held.monto_extra_id)).toBeUndefined();
    expect(ctx.db.prepare('SELECT 1 FROM historial_pago WHERE id = ?').get(held.id)).toBeUndefined();
    expect(countRows(ctx.db, 'montos_extra')).toBe(montos - 1);
    expect(countRows(ctx.db, 'historial_pago')).toBe(payments - 1);
  });

  it('answers 404 for an unknown or already deleted item, or a non-id', async () => {
    await expectRejected(eliminar(unheld), 404, MONTO_NOT_FOUND);
    await expectRejected(eliminar(999), 404, MONTO_NOT_FOUND);
    await expectRejected(eliminar('x'), 404, { detail: 'No encontrado.' });
  });

  it('answers at the path with a trailing slash too, as APPEND_SLASH does in Django', async () => {
    const response = await send({ method: 'DELETE', url: '/api/eliminar_monto_extra/7/' });
    expect(response.statusCode).toBe(200);
    expect(row(7)).toBeUndefined();
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(() => eliminar(6), ['SuperAdmin'], 200);
  });
});
