import { calendarDate } from '../dates';
import {
  historialFondoListSchema,
  historialPagoListSchema,
  montoExtraSchema,
} from '../../src/contract/finanzas';
import {
  bearer,
  createTestApp,
  requestChecks,
  TEST_NOW,
  tokenFor,
  USER_IDS,
  type TestApp,
} from '../test-support';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
type Call = { method: Method; url: string; payload?: unknown };
type PagoRow = {
  id: number;
  cliente_id: number;
  monto_cents: number;
  fecha: string;
  monto_extra_id: number | null;
};

const SUPER_ADMIN = ['SuperAdmin'] as const;
const NOT_FOUND = { detail: 'No encontrado.' };
const SIN_MONTO_EXTRA = {
  non_field_errors: [
    'No hay un monto extra sin pago registrado para este cliente y monto; registre primero el monto (PUT monto_extra/{clienteId})',
  ],
};
/** TEST_NOW is 15 June 2026 at noon, local time. */
const TODAY = '2026-06-15';
/** Clients 5, 10 and 11 have no payments in the seed; 12 is inactive. */
const CLIENTE_SIN_PAGOS = 5;

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

async function send(call: Call, userId: number | null = USER_IDS.superadmin) {
  const headers = userId === null ? {} : bearer(await tokenFor(ctx.app, userId));
  return ctx.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

function contents() {
  return {
    montos_extra: ctx.db.prepare('SELECT * FROM montos_extra ORDER BY id').all(),
    historial_pago: ctx.db.prepare('SELECT * FROM historial_pago ORDER BY id').all(),
  };
}

const { expectRejected, expectAccess } = requestChecks(send, contents);

const montoExtra = (clienteId: number | string, payload: unknown): Call => ({
  method: 'PUT',
  url: `/api/monto_extra/${clienteId}`,
  payload,
});
const historialPago = (payload: unknown): Call => ({ method: 'POST', url: '/api/historial_pago/', payload });
const eliminar = (id: number | string): Call => ({
  method: 'DELETE',
  url: `/api/eliminar_historial_pago/${id}/`,
});

/** What a client has paid: the sum of its extra amounts, in cents. */
const paidCents = (clienteId: number) =>
  ctx.db
    .prepare('SELECT COALESCE(SUM(monto_cents), 0) FROM montos_extra WHERE cliente_id = ?')
    .pluck()
    .get(clienteId) as number;
const pagoRow = (id: number) =>
  ctx.db.prepare('SELECT * FROM historial_pago WHERE id = ?').get(id) as PagoRow | undefined;

/** The app's two calls of 'Registrar Pago': the extra amount, then the payment. */
async function registrarPago(cliente: number, monto: number, fecha_pago = TODAY) {
  const extra = await send(montoExtra(cliente, { monto }));
  expect(extra.statusCode).toBe(201);
  const pago = await send(historialPago({ cliente, monto, fecha_pago }));
  expect(pago.statusCode).toBe(201);
  return { montoExtraId: (extra.json() as { id: number }).id, pago: pago.json() as { id: number } };
}

describe('PUT /api/monto_extra/:clienteId (no trailing slash)', () => {
  it('adds one extra amount for the client and answers it in the listar_monto_extra/ shape', async () => {
    const before = paidCents(3);
    const response = await send(montoExtra(3, { monto: 125.5 }));
    expect(response.statusCode).toBe(201);
    const created = montoExtraSchema.parse(response.json());
    expect(response.json()).toEqual({
      id: created.id,
      monto: 125.5,
      cliente: 3,
      fecha_registro: calendarDate(TEST_NOW),
    });
    expect(paidCents(3)).toBe(before + 12550);
    // A second payment is a second row, not an update of the first.
    const again = await send(montoExtra(3, { monto: '0.01' }));
    expect(again.json()).toMatchObject({ monto: 0.01, cliente: 3 });
    expect(again.json().id).not.toBe(created.id);
    expect(paidCents(3)).toBe(before + 12551);
  });

  it.each([
    [{ monto: 0 }, 'El monto debe ser mayor que 0'],
    [{ monto: '0.00' }, 'El monto debe ser mayor que 0'],
    [{ monto: -10 }, 'El monto no puede ser negativo'],
    [{ monto: '-0.01' }, 'El monto no puede ser negativo'],
    [{ monto: 1.005 }, 'Use como máximo 2 decimales'],
    [{ monto: '12.505' }, 'Use como máximo 2 decimales'],
    [{ monto: '12,50' }, 'El monto debe ser un número'],
    [{ monto: '1.234,50' }, 'No use separador de miles'],
    [{ monto: 'cien' }, 'El monto debe ser un número'],
    [{ monto: null }, 'El monto debe ser un número'],
    [{}, 'El monto debe ser un número'],
    [{ monto: 10_000_000_000.01 }, 'El monto no puede ser mayor que 10,000,000,000'],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    await expectRejected(montoExtra(3, payload), 400, { monto: [message] });
  });

  it('answers 404 for an unknown client, before reading the body, and for a non-id', async () => {
    await expectRejected(montoExtra(999, { monto: 10 }), 404, { detail: 'Cliente no encontrado' });
    await expectRejected(montoExtra(999, {}), 404, { detail: 'Cliente no encontrado' });
    await expectRejected(montoExtra('abc', { monto: 10 }), 404, NOT_FOUND);
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(() => montoExtra(4, { monto: 10 }), SUPER_ADMIN, 201);
  });
});

describe('POST /api/historial_pago/', () => {
  it('records the payment linked to the extra amount just registered, and answers {id, cliente_id, monto, fecha}', async () => {
    const extra = await send(montoExtra(6, { monto: 80 }));
    const response = await send(historialPago({ cliente: 6, monto: 80, fecha_pago: '2026-06-01' }));
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    expect(response.json()).toEqual({ id, cliente_id: 6, monto: 80, fecha: '2026-06-01' });
    expect(pagoRow(id)).toMatchObject({ cliente_id: 6, monto_cents: 8000, monto_extra_id: extra.json().id });
  });

  it('links the newest unlinked extra amount of that client and amount, so two payments of one amount pair up', async () => {
    const first = (await send(montoExtra(7, { monto: 40 }))).json().id as number;
    const second = (await send(montoExtra(7, { monto: 40 }))).json().id as number;
    const other = (await send(montoExtra(8, { monto: 40 }))).json().id as number;
    const a = (await send(historialPago({ cliente: 7, monto: '40.00', fecha_pago: TODAY }))).json()
      .id as number;
    const b = (await send(historialPago({ cliente: '7', monto: 40, fecha_pago: TODAY }))).json().id as number;
    expect([pagoRow(a)?.monto_extra_id, pagoRow(b)?.monto_extra_id]).toEqual([second, first]);
    // The other client's extra amount is still free; a third payment of client 7 finds none.
    await expectRejected(historialPago({ cliente: 7, monto: 40, fecha_pago: TODAY }), 400, SIN_MONTO_EXTRA);
    const c = (await send(historialPago({ cliente: 8, monto: 40, fecha_pago: TODAY }))).json().id as number;
    expect(pagoRow(c)?.monto_extra_id).toBe(other);
  });

  it('refuses a payment with no extra amount of that amount waiting, writing nothing', async () => {
    await send(montoExtra(9, { monto: 15 }));
    await expectRejected(historialPago({ cliente: 9, monto: 16, fecha_pago: TODAY }), 400, SIN_MONTO_EXTRA);
    await expectRejected(historialPago({ cliente: 10, monto: 15, fecha_pago: TODAY }), 400, SIN_MONTO_EXTRA);
  });

  it.each([
    [
      'tomorrow',
      { fecha_pago: '2026-06-16' },
      { fecha_pago: ['La fecha de pago no puede ser posterior a hoy'] },
    ],
    [
      'next year',
      { fecha_pago: '2027-01-01' },
      { fecha_pago: ['La fecha de pago no puede ser posterior a hoy'] },
    ],
    [
      'a day that does not exist',
      { fecha_pago: '2026-02-30' },
      { fecha_pago: ['La fecha de pago debe tener el formato AAAA-MM-DD'] },
    ],
    [
      'another format',
      { fecha_pago: '15/06/2026' },
      { fecha_pago: ['La fecha de pago debe tener el formato AAAA-MM-DD'] },
    ],
    [
      'a datetime',
      { fecha_pago: '2026-06-15T10:00:00Z' },
      { fecha_pago: ['La fecha de pago debe tener el formato AAAA-MM-DD'] },
    ],
    [
      'no date',
      { fecha_pago: undefined },
      { fecha_pago: ['La fecha de pago debe tener el formato AAAA-MM-DD'] },
    ],
    ['a zero amount', { monto: 0 }, { monto: ['El monto debe ser mayor que 0'] }],
    ['a negative amount', { monto: -15 }, { monto: ['El monto no puede ser negativo'] }],
    ['three decimals', { monto: 15.005 }, { monto: ['Use como máximo 2 decimales'] }],
    ['a decimal comma', { monto: '15,50' }, { monto: ['El monto debe ser un número'] }],
    ['a thousands separator', { monto: '1,234.50' }, { monto: ['No use separador de miles'] }],
    [
      'an amount above the maximum',
      { monto: 10_000_000_000.01 },
      { monto: ['El monto no puede ser mayor que 10,000,000,000'] },
    ],
    ['an unknown client', { cliente: 999 }, { cliente: ['Cliente no encontrado'] }],
    ['no client', { cliente: undefined }, { cliente: ['El cliente es requerido'] }],
  ])('refuses %s with 400 and writes nothing', async (_case, change, body) => {
    // An extra amount is waiting, so only the refused field stands between the request and a write.
    await send(montoExtra(9, { monto: 15 }));
    await expectRejected(historialPago({ cliente: 9, monto: 15, fecha_pago: TODAY, ...change }), 400, body);
  });

  it('accepts today by the server\u2019s clock, whatever the time of day', async () => {
    ctx.setNow(new Date(2026, 5, 15, 23, 59, 30));
    try {
      const { pago } = await registrarPago(9, 3.33, TODAY);
      expect(pagoRow(pago.id)?.fecha).toBe(TODAY);
    } finally {
      ctx.setNow(TEST_NOW);
    }
  });

  it('allows SuperAdmin only', async () => {
    ctx.db
      .prepare('INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (11, 777, ?)')
      .run(TEST_NOW.toISOString());
    await expectAccess(
      () => historialPago({ cliente: 11, monto: 7.77, fecha_pago: TODAY }),
      SUPER_ADMIN,
      201,
    );
  });
});

describe('GET /api/listar_historial_pago/', () => {
  const listar: Call = { method: 'GET', url: '/api/listar_historial_pago/' };

  it('lists every payment newest first as {id, cliente_id, monto, fecha}, fecha as YYYY-MM-DD', async () => {
    const response = await send(listar);
    expect(response.statusCode).toBe(200);
    const rows = ctx.db
      .prepare('SELECT * FROM historial_pago ORDER BY fecha DESC, id DESC')
      .all() as PagoRow[];
    expect(rows.length).toBeGreaterThan(3);
    expect(response.json()).toEqual(
      rows.map((row) => ({
        id: row.id,
        cliente_id: row.cliente_id,
        monto: row.monto_cents / 100,
        fecha: row.fecha,
      })),
    );
    for (const pago of response.json() as { fecha: string; monto: unknown }[]) {
      expect(pago.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof pago.monto).toBe('number');
    }
    expect(historialPagoListSchema.parse(response.json())).toHaveLength(rows.length);
  });

  it('shows a payment registered, and one deleted, at once, as listar_monto_extra/ does', async () => {
    const ids = async (url: string) =>
      ((await send({ method: 'GET', url })).json() as { id: number }[]).map((item) => item.id);
    // Both lists are kept between writes to their own tables: read them first.
    await ids(listar.url);
    await ids('/api/listar_monto_extra/');
    const { montoExtraId, pago } = await registrarPago(CLIENTE_SIN_PAGOS, 12.5);
    expect(await ids(listar.url)).toContain(pago.id);
    expect(await ids('/api/listar_monto_extra/')).toContain(montoExtraId);
    expect((await send(eliminar(pago.id))).statusCode).toBe(200);
    expect(await ids(listar.url)).not.toContain(pago.id);
    expect(await ids('/api/listar_monto_extra/')).not.toContain(montoExtraId);
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(() => listar, SUPER_ADMIN, 200);
  });
});

describe('DELETE /api/eliminar_historial_pago/:paymentId/', () => {
  it('deletes the payment and its extra amount, so the client\u2019s paid total goes back', async () => {
    const before = paidCents(CLIENTE_SIN_PAGOS);
    const { montoExtraId, pago } = await registrarPago(CLIENTE_SIN_PAGOS, 250.25);
    expect(paidCents(CLIENTE_SIN_PAGOS)).toBe(before + 25025);
    const response = await send(eliminar(pago.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Pago eliminado correctamente' });
    expect(pagoRow(pago.id)).toBeUndefined();
    expect(ctx.db.prepare('SELECT id FROM montos_extra WHERE id = ?').get(montoExtraId)).toBeUndefined();
    expect(paidCents(CLIENTE_SIN_PAGOS)).toBe(before);
  });

  it('deletes a seeded payment with the extra amount the seed paired it with', async () => {
    const seeded = ctx.db
      .prepare('SELECT * FROM historial_pago WHERE cliente_id = 2 ORDER BY id LIMIT 1')
      .get() as PagoRow;
    expect(seeded.monto_extra_id).not.toBeNull();
    const before = paidCents(2);
    expect((await send(eliminar(seeded.id))).statusCode).toBe(200);
    expect(paidCents(2)).toBe(before - seeded.monto_cents);
  });

  it('deleting the extra amount takes its payment with it, so Historial never shows money that is gone', async () => {
    const { montoExtraId, pago } = await registrarPago(CLIENTE_SIN_PAGOS, 12);
    expect(
      (await send({ method: 'DELETE', url: `/api/eliminar_monto_extra/${montoExtraId}` })).statusCode,
    ).toBe(200);
    expect(pagoRow(pago.id)).toBeUndefined();
    await expectRejected(eliminar(pago.id), 404, { detail: 'No se encontró el pago' });
  });

  it('deletes a payment that holds no extra amount (a row from before payments were linked)', async () => {
    const { montoExtraId, pago } = await registrarPago(CLIENTE_SIN_PAGOS, 13);
    ctx.db.prepare('UPDATE historial_pago SET monto_extra_id = NULL WHERE id = ?').run(pago.id);
    const montos = contents().montos_extra;
    expect((await send(eliminar(pago.id))).statusCode).toBe(200);
    expect(pagoRow(pago.id)).toBeUndefined();
    expect(contents().montos_extra).toEqual(montos);
    expect(montos).toContainEqual(expect.objectContaining({ id: montoExtraId }));
  });

  it('answers 404 for an unknown or already deleted payment, or a non-id, and deletes nothing', async () => {
    const { pago } = await registrarPago(CLIENTE_SIN_PAGOS, 5);
    await send(eliminar(pago.id));
    await expectRejected(eliminar(pago.id), 404, { detail: 'No se encontró el pago' });
    await expectRejected(eliminar(999_999), 404, { detail: 'No se encontró el pago' });
    await expectRejected(eliminar('uno'), 404, NOT_FOUND);
  });

  it('allows SuperAdmin only', async () => {
    const target = ctx.db.prepare('SELECT MAX(id) FROM historial_pago').pluck().get() as number;
    await expectAccess(() => eliminar(target), SUPER_ADMIN, 200);
  });
});

describe('GET /api/historial_fondo/', () => {
  const listar: Call = { method: 'GET', url: '/api/historial_fondo/' };
  type Movement = {
    id: number;
    cliente_id: number;
    cliente_nombre: string;
    monto: number;
    descripcion: string;
    fecha: string;
  };
  const movementsOf = async (clienteId: number) =>
    ((await send(listar)).json() as Movement[]).filter((movement) => movement.cliente_id === clienteId);

  /** The client's estimated total in cents, read straight from the tables: every kind plus adjustments. */
  const estimatedCents = (clienteId: number) =>
    ctx.db
      .prepare(
        `SELECT COALESCE(SUM(e.bill_cents + e.notas_cents + e.subir_notas_cents + e.open_cents + e.spr_cents), 0)
           + COALESCE((SELECT ROUND(SUM(t.suma - t.restar) * 100) FROM tareas t
               JOIN cobros_estimados e2 ON e2.id = t.cobro_estimado_id JOIN documentos d2 ON d2.id = e2.documento_id
               WHERE d2.cliente_id = ?), 0)
         FROM cobros_estimados e JOIN documentos d ON d.id = e.documento_id WHERE d.cliente_id = ?`,
      )
      .pluck()
      .get(clienteId, clienteId) as number;

  it('answers the contract shape with numbers and YYYY-MM-DD dates, newest first', async () => {
    const response = await send(listar);
    expect(response.statusCode).toBe(200);
    const movements = response.json() as Movement[];
    expect(movements.length).toBeGreaterThan(0);
    expect(historialFondoListSchema.parse(movements)).toHaveLength(movements.length);
    for (const movement of movements) {
      expect(movement.monto).not.toBe(0);
      expect(movement.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const dates = movements.map((movement) => movement.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives every client movements that add up to its fund today: paid − estimated, when positive', async () => {
    const movements = (await send(listar)).json() as Movement[];
    const clientes = ctx.db.prepare('SELECT id FROM clientes').pluck().all() as number[];
    for (const clienteId of clientes) {
      const fund = Math.max(0, paidCents(clienteId) - estimatedCents(clienteId));
      const moved = movements
        .filter((movement) => movement.cliente_id === clienteId)
        .reduce((total, movement) => total + Math.round(movement.monto * 100), 0);
      expect(moved, `cliente ${clienteId}`).toBe(fund);
    }
  });

  it('moves only the excess of the payment that crosses the estimate, and follows a deletion', async () => {
    const clienteId = 10;
    const estimate = estimatedCents(clienteId);
    expect(estimate).toBeGreaterThan(1000);
    const below = await registrarPago(clienteId, (estimate - 1000) / 100, '2026-05-01');
    expect(await movementsOf(clienteId)).toEqual([]);
    const crossing = await registrarPago(clienteId, 30, '2026-05-10');
    const beyond = await registrarPago(clienteId, 5.5, '2026-06-02');
    expect(await movementsOf(clienteId)).toEqual([
      {
        id: beyond.montoExtraId,
        cliente_id: clienteId,
        cliente_nombre: 'Red de Apoyo Comunitario',
        monto: 5.5,
        descripcion: 'Excedente del pago registrado como fondo',
        fecha: '2026-06-02',
      },
      expect.objectContaining({ id: crossing.montoExtraId, monto: 20, fecha: '2026-05-10' }),
    ]);
    await send(eliminar(below.pago.id));
    expect(await movementsOf(clienteId)).toEqual([]);
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(() => listar, SUPER_ADMIN, 200);
  });
});

describe('paths, as the spec writes them', () => {
  it.each([
    ['GET', '/api/listar_historial_pago/'],
    ['GET', '/api/historial_fondo/'],
  ] as const)('%s %s answers with its trailing slash', async (method, url) => {
    expect((await send({ method, url })).statusCode).toBe(200);
  });

  it('takes PUT monto_extra/{clienteId} without the slash and DELETE eliminar_historial_pago/{id}/ with it', async () => {
    const { pago } = await registrarPago(CLIENTE_SIN_PAGOS, 1);
    expect((await send(eliminar(pago.id))).statusCode).toBe(200);
  });
});
