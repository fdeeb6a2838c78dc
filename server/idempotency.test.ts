import {
  bearer,
  countRows,
  requestChecks,
  tokenFor,
  setupRouteTests,
  TEST_NOW,
  USER_IDS,
  type Call,
} from './test-support';

const t = setupRouteTests(USER_IDS.superadmin);
const WRITTEN = ['agencias', 'clientes', 'cobros', 'tareas', 'users', 'montos_extra', 'historial_pago'];
const contents = t.contentsOf([...WRITTEN, 'idempotencia']);
const { expectRejected } = requestChecks(t.send, contents);

const TODAY = '2026-06-15';
const REUSED = {
  detail:
    'La clave de idempotencia ya se usó para otra solicitud (otra ruta o con otros datos); genere una clave nueva',
};
const BAD_KEY = {
  detail: 'La clave de idempotencia (Idempotency-Key) debe tener entre 1 y 200 caracteres visibles',
};

let keys = 0;
const newKey = () => `clave-${(keys += 1)}-${'x'.repeat(20)}`;

function keyed(call: Call, key: string, userId: number = USER_IDS.superadmin) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...authHeaders.get(userId), 'idempotency-key': key },
    payload: call.payload as object,
  });
}

// Tokens signed once per user: `keyed` must not await anything of its own, so that two calls
// started together reach the server together.
const authHeaders = new Map<number, { authorization: string }>();
async function signAll() {
  for (const id of Object.values(USER_IDS)) authHeaders.set(id, bearer(await tokenFor(t.app, id)));
}
beforeAll(signAll);

/** Moves the clock, and signs the tokens again so they are not expired at the new time. */
async function moveClock(to: Date) {
  t.setNow(to);
  await signAll();
}

const agencia = (nombre: string): Call => ({
  method: 'POST',
  url: '/api/crear_agencia/',
  payload: { nombre },
});
const rowsOf = (table: string) => countRows(t.db, table);
const writtenRows = () => Object.fromEntries(WRITTEN.map((table) => [table, rowsOf(table)]));

describe('Idempotency-Key (extension idempotencia)', () => {
  it('a repeated key replays the first answer, status and body, and writes nothing', async () => {
    const key = newKey();
    const first = await keyed(agencia('Agencia Repetida'), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const before = contents();
    const again = await keyed(agencia('Agencia Repetida'), key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(contents()).toEqual(before);
  });

  it('two identical requests started at the same moment write once and answer the same', async () => {
    const key = newKey();
    const before = writtenRows();
    const call: Call = {
      method: 'POST',
      url: '/api/ext/pagos_cliente/',
      payload: { cliente: 2, monto: 33.3, fecha_pago: TODAY },
    };
    const [a, b] = await Promise.all([keyed(call, key), keyed(call, key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(writtenRows()).toEqual({
      ...before,
      montos_extra: before.montos_extra + 1,
      historial_pago: before.historial_pago + 1,
    });
  });

  it('without a key, the same two requests are two payments (the backend’s own behaviour)', async () => {
    const before = rowsOf('clientes');
    const call: Call = {
      method: 'POST',
      url: '/api/create_client/',
      payload: { nombre: 'Doble Sin Clave', categoria: 1, agencia: [1] },
    };
    const [a, b] = await Promise.all([t.send(call), t.send(call)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(rowsOf('clientes')).toBe(before + 2);
  });

  it('the same key with another body or on another route is refused with 422, writing nothing', async () => {
    const key = newKey();
    expect((await keyed(agencia('Agencia Original'), key)).statusCode).toBe(201);
    const before = contents();
    const otherBody = await keyed(agencia('Agencia Distinta'), key);
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual(REUSED);
    const otherRoute = await keyed(
      {
        method: 'POST',
        url: '/api/create_client/',
        payload: { nombre: 'Agencia Original', categoria: 1, agencia: [1] },
      },
      key,
    );
    expect(otherRoute.statusCode).toBe(422);
    expect(otherRoute.json()).toEqual(REUSED);
    expect(contents()).toEqual(before);
  });

  it('the same body with its fields in another order is the same request', async () => {
    const key = newKey();
    const first = await keyed(
      {
        method: 'POST',
        url: '/api/create_client/',
        payload: { nombre: 'Orden A', categoria: 1, agencia: [2] },
      },
      key,
    );
    const again = await keyed(
      {
        method: 'POST',
        url: '/api/create_client/',
        payload: { agencia: [2], categoria: 1, nombre: 'Orden A' },
      },
      key,
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('keys belong to their user: another user’s same key is its own request', async () => {
    const key = newKey();
    const mine = await keyed(agencia('Agencia De Super'), key, USER_IDS.superadmin);
    const theirs = await keyed(agencia('Agencia De Admin'), key, USER_IDS.admin);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json()).not.toEqual(mine.json());
  });

  it('a refusal is not kept: the same key goes through once the request is fixed', async () => {
    const key = newKey();
    const call: Call = {
      method: 'POST',
      url: '/api/ext/pagos_cliente/',
      payload: { cliente: 2, monto: 5, fecha_pago: '2026-06-16' },
    };
    await expectRejected(call, 400, { fecha_pago: ['La fecha de pago no puede ser posterior a hoy'] });
    const refused = await keyed(call, key);
    expect(refused.statusCode).toBe(400);
    await moveClock(new Date('2026-06-16T12:00:00Z'));
    try {
      expect((await keyed(call, key)).statusCode).toBe(201);
    } finally {
      await moveClock(TEST_NOW);
    }
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
    ['with spaces', 'una clave'],
  ])('a key that is %s is a 400, writing nothing', async (_case, key) => {
    const before = contents();
    const response = await keyed(agencia('Agencia Clave Mala'), key);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(BAD_KEY);
    expect(contents()).toEqual(before);
  });

  it('takes a key of 200 characters', async () => {
    expect((await keyed(agencia('Agencia Clave Larga'), 'k'.repeat(200))).statusCode).toBe(201);
  });

  it('forgets a key after 24 h and prunes it', async () => {
    const key = newKey();
    expect((await keyed(agencia('Agencia Vieja'), key)).statusCode).toBe(201);
    const stored = () => t.db.prepare('SELECT COUNT(*) FROM idempotencia WHERE clave = ?').pluck().get(key);
    expect(stored()).toBe(1);
    await moveClock(new Date(TEST_NOW.getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      // A new request under the old key: the old answer is gone, so this one is decided afresh.
      const later = await keyed(agencia('Agencia Nueva'), newKey());
      expect(later.statusCode).toBe(201);
      expect(stored()).toBe(0);
      expect((await keyed(agencia('Agencia Vieja Otra Vez'), key)).statusCode).toBe(201);
    } finally {
      await moveClock(TEST_NOW);
    }
  });
});

describe('every creating POST honours the key', () => {
  const documento = () =>
    t.db.prepare('SELECT id, cliente_id FROM documentos WHERE tipo = 2 ORDER BY id LIMIT 1').get() as {
      id: number;
      cliente_id: number;
    };
  const estimado = () => t.db.prepare('SELECT MIN(id) FROM cobros_estimados').pluck().get() as number;

  const ROUTES: [string, string, () => Call, number, () => void][] = [
    [
      'insertar_cobro/',
      'cobros',
      () => ({
        method: 'POST',
        url: '/api/insertar_cobro/',
        payload: {
          cliente: documento().cliente_id,
          documento: documento().id,
          tipo_tarea: 2,
          mes: 'junio',
        },
      }),
      USER_IDS.usuario,
      () => undefined,
    ],
    [
      'insertar_cobro_doble/',
      'cobros',
      () => ({
        method: 'POST',
        url: '/api/insertar_cobro_doble/',
        payload: {
          cliente: documento().cliente_id,
          documento: documento().id,
          usuario_registra: USER_IDS.usuario,
          unidades: 4,
          mes: 'junio',
          tipo_tarea: 3,
        },
      }),
      USER_IDS.usuario,
      () => undefined,
    ],
    [
      'historial_pago/',
      'historial_pago',
      () => ({
        method: 'POST',
        url: '/api/historial_pago/',
        payload: { cliente: 6, monto: 12.34, fecha_pago: TODAY },
      }),
      USER_IDS.superadmin,
      () =>
        void t.db
          .prepare(
            "INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro) VALUES (6, 1234, '2026-06-15')",
          )
          .run(),
    ],
    [
      'crear_tarea/',
      'tareas',
      () => ({
        method: 'POST',
        url: '/api/crear_tarea/',
        payload: { cobro: estimado(), tarea: 3, sumar: 2 },
      }),
      USER_IDS.admin,
      () => undefined,
    ],
    [
      'usuario/',
      'users',
      () => ({
        method: 'POST',
        url: '/api/usuario/',
        payload: {
          username: 'idem.usuario',
          email: '',
          first_name: 'Idem',
          last_name: 'Potente',
          ID_user: 'EMP-900',
          dir: 'Lima',
          phone: '1',
          servicio: 'terapia',
          subir_notas: false,
          is_active: true,
        },
      }),
      USER_IDS.admin,
      () => undefined,
    ],
    [
      'create_client/',
      'clientes',
      () => ({
        method: 'POST',
        url: '/api/create_client/',
        payload: { nombre: 'Cliente Idempotente', categoria: 1, agencia: [1] },
      }),
      USER_IDS.admin,
      () => undefined,
    ],
    ['crear_agencia/', 'agencias', () => agencia('Agencia Idempotente'), USER_IDS.admin, () => undefined],
    [
      'ext/pagos_cliente/',
      'historial_pago',
      () => ({
        method: 'POST',
        url: '/api/ext/pagos_cliente/',
        payload: { cliente: 6, monto: 9.99, fecha_pago: TODAY },
      }),
      USER_IDS.superadmin,
      () => undefined,
    ],
  ];

  it.each(ROUTES)(
    '%s: sent twice at once, then again, writes one row',
    async (_route, table, call, userId, arrange) => {
      arrange();
      const key = newKey();
      const before = rowsOf(table);
      const [a, b] = await Promise.all([keyed(call(), key, userId), keyed(call(), key, userId)]);
      const again = await keyed(call(), key, userId);
      expect(a.statusCode, a.body).toBe(201);
      expect([b.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(b.json()).toEqual(a.json());
      expect(again.json()).toEqual(a.json());
      expect(rowsOf(table)).toBe(before + 1);
    },
  );
});
