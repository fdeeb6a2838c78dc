import { cobroListSchema, cobroSchema, type Cobro } from '../../src/contract/cobro';
import {
  bearer,
  CALLERS,
  createTestApp,
  FORBIDDEN_BODY,
  TEST_NOW,
  tokenFor,
  USER_IDS,
  type TestApp,
} from '../test-support';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Db = TestApp['db'];

const COBRO_NOT_FOUND = { detail: 'No se encontró información del cobro' };

/** A fresh seeded database per block: most of these tests write. */
function freshApp(): () => TestApp {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(async () => {
    await fresh.app.close();
  });
  return () => fresh;
}

async function call(ctx: TestApp, method: Method, url: string, userId: number, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(await tokenFor(ctx.app, userId)),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Whole rows of the cobro tables, so that any write, not only an insert, is caught. */
function cobroTables(db: Db) {
  return {
    cobros: db.prepare('SELECT * FROM cobros ORDER BY id').all(),
    registros: db.prepare('SELECT * FROM cobro_registros ORDER BY id').all(),
  };
}

const ids = (db: Db, where = '', ...params: unknown[]) =>
  db
    .prepare(`SELECT id FROM cobros ${where} ORDER BY id DESC`)
    .pluck()
    .all(...params) as number[];

type Registro = { id: number; nombre_completo: string; unidades: number };

/** A document made for the test, so units and record counts are exactly what the case needs. */
function addDocument(db: Db, clienteId: number, tipo: 1 | 2, units: readonly number[]) {
  const documentoId = Number(
    db
      .prepare(
        "INSERT INTO documentos (cliente_id, nombre_archivo, tipo, bill, notas, fecha_creacion) VALUES (?, ?, ?, 1, 1, '2026-06-01T10:00:00.000Z')",
      )
      .run(clienteId, `prueba_${clienteId}_${units.length}_${Math.random().toString(36).slice(2)}.xlsx`, tipo)
      .lastInsertRowid,
  );
  const registros: Registro[] = units.map((unidades, index) => {
    const nombre_completo = `Paciente ${documentoId}-${index + 1}`;
    const id = Number(
      db
        .prepare('INSERT INTO documento_registros (documento_id, nombre_completo, unidades) VALUES (?, ?, ?)')
        .run(documentoId, nombre_completo, unidades).lastInsertRowid,
    );
    return { id, nombre_completo, unidades };
  });
  return { id: documentoId, clienteId, registros };
}

const cobroRow = (db: Db, id: number) =>
  db.prepare('SELECT * FROM cobros WHERE id = ?').get(id) as Record<string, unknown> | undefined;

/** Client 2 and 3 are active and have documents; 12 is inactive; 1 is the internal client. */
const CLIENTE = 2;
const OTRO_CLIENTE = 3;
const CLIENTE_INACTIVO = 12;

describe('GET /api/listar_cobro/', () => {
  const app = freshApp();

  it('gives SuperAdmin and Admin every cobro, newest first, in the contract shape', async () => {
    for (const userId of [USER_IDS.superadmin, USER_IDS.admin]) {
      const response = await call(app(), 'GET', '/api/listar_cobro/', userId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const cobros = cobroListSchema.parse(response.json());
      expect(cobros.map((cobro) => cobro.id)).toEqual(ids(app().db));
      expect(cobros.length).toBeGreaterThan(50);
    }
  });

  it('gives a supervisor its own cobros and the ones it supervises', async () => {
    const response = await call(app(), 'GET', '/api/listar_cobro/', USER_IDS.supervisor);
    const listed = (response.json() as { id: number }[]).map((cobro) => cobro.id);
    expect(listed).toEqual(
      ids(
        app().db,
        'WHERE usuario_registra_id = ? OR usuario_supervisor_id = ?',
        USER_IDS.supervisor,
        USER_IDS.supervisor,
      ),
    );
    expect(listed).toEqual(
      expect.arrayContaining(ids(app().db, 'WHERE usuario_registra_id = ?', USER_IDS.supervisado)),
    );
  });

  it.each([
    ['user_User', USER_IDS.usuario],
    ['user_Supervisado', USER_IDS.supervisado],
  ])('gives %s only its own cobros', async (_role, userId) => {
    const response = await call(app(), 'GET', '/api/listar_cobro/', userId);
    expect(response.statusCode).toBe(200);
    const listed = (response.json() as { id: number }[]).map((cobro) => cobro.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed).toEqual(ids(app().db, 'WHERE usuario_registra_id = ?', userId));
  });

  it('refuses a user without a role', async () => {
    const response = await call(app(), 'GET', '/api/listar_cobro/', USER_IDS.dquispe);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_BODY);
  });

  it('names users by first and last name, and carries client, agencies, document and supervisor', async () => {
    const response = await call(app(), 'GET', '/api/listar_cobro/', USER_IDS.admin);
    const cobros = response.json() as Cobro[];
    const supervised = cobros.find((cobro) => cobro.usuario_registra?.id === USER_IDS.supervisado);
    expect(supervised?.usuario_registra).toEqual({
      id: USER_IDS.supervisado,
      nombre: 'Lucía Herrera Paredes',
    });
    expect(supervised?.usuario_supervisor).toEqual({ id: USER_IDS.supervisor, nombre: 'Rosa Martínez Díaz' });
    const ofClient2 = cobros.find((cobro) => cobro.cliente?.id === CLIENTE);
    expect(ofClient2?.cliente).toEqual({
      id: CLIENTE,
      nombre: 'Clínica San Rafael',
      agencias: [
        { id: 1, nombre: 'Agencia Sol Naciente' },
        { id: 2, nombre: 'Bienestar Familiar' },
      ],
    });
    const row = app()
      .db.prepare('SELECT nombre_archivo FROM documentos WHERE id = ?')
      .pluck()
      .get(ofClient2?.documento?.id);
    expect(ofClient2?.documento?.nombre_documento).toBe(row);
  });

  it('falls back to the username when a user has no names', async () => {
    app().db.prepare("UPDATE users SET first_name = '', last_name = '' WHERE id = ?").run(USER_IDS.usuario);
    const response = await call(app(), 'GET', '/api/listar_cobro/', USER_IDS.usuario);
    expect((response.json() as Cobro[])[0].usuario_registra).toEqual({
      id: USER_IDS.usuario,
      nombre: 'usuario',
    });
  });
});

describe('GET /api/listar_cobro_usuario_en_sesion/', () => {
  const app = freshApp();

  it.each([
    ['Admin', USER_IDS.admin],
    ['user_Supervisor (not the supervised ones)', USER_IDS.supervisor],
    ['user_User', USER_IDS.usuario],
    ['user_Supervisado', USER_IDS.supervisado],
  ])('gives %s the cobros it registered', async (_role, userId) => {
    const response = await call(app(), 'GET', '/api/listar_cobro_usuario_en_sesion/', userId);
    expect(response.statusCode).toBe(200);
    const cobros = cobroListSchema.parse(response.json());
    expect(cobros.map((cobro) => cobro.id)).toEqual(ids(app().db, 'WHERE usuario_registra_id = ?', userId));
    expect(cobros.every((cobro) => cobro.usuario_registra?.id === userId)).toBe(true);
  });

  it('refuses SuperAdmin, who has no cobros of its own, and a user without a role', async () => {
    for (const userId of [USER_IDS.superadmin, USER_IDS.dquispe]) {
      const response = await call(app(), 'GET', '/api/listar_cobro_usuario_en_sesion/', userId);
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/listar_cobro_detalles/:id/', () => {
  const app = freshApp();
  const firstOf = (db: Db, where: string, ...params: unknown[]) => ids(db, where, ...params)[0];

  it('answers the cobro in the list shape', async () => {
    const id = firstOf(app().db, 'WHERE tipo_tarea = 1');
    const detail = await call(app(), 'GET', `/api/listar_cobro_detalles/${id}/`, USER_IDS.admin);
    expect(detail.statusCode).toBe(200);
    const list = await call(app(), 'GET', '/api/listar_cobro/', USER_IDS.admin);
    expect(detail.json()).toEqual((list.json() as { id: number }[]).find((cobro) => cobro.id === id));
    expect(cobroSchema.parse(detail.json()).contenido.length).toBeGreaterThan(0);
  });

  it('shows each role what its list shows, and 404 for the rest without telling whether it exists', async () => {
    const db = app().db;
    const byUsuario = firstOf(db, 'WHERE usuario_registra_id = ?', USER_IDS.usuario);
    const bySupervisado = firstOf(db, 'WHERE usuario_registra_id = ?', USER_IDS.supervisado);
    const bySupervisor = firstOf(db, 'WHERE usuario_registra_id = ?', USER_IDS.supervisor);
    const cases: [number, number, number][] = [
      [USER_IDS.superadmin, byUsuario, 200],
      [USER_IDS.admin, bySupervisado, 200],
      [USER_IDS.supervisor, bySupervisor, 200],
      [USER_IDS.supervisor, bySupervisado, 200],
      [USER_IDS.supervisor, byUsuario, 404],
      [USER_IDS.usuario, byUsuario, 200],
      [USER_IDS.usuario, bySupervisor, 404],
      [USER_IDS.supervisado, bySupervisado, 200],
      [USER_IDS.supervisado, bySupervisor, 404],
      [USER_IDS.usuario, 999_999, 404],
    ];
    for (const [userId, id, status] of cases) {
      const response = await call(app(), 'GET', `/api/listar_cobro_detalles/${id}/`, userId);
      expect(response.statusCode, `${userId} → ${id}`).toBe(status);
      if (status === 404) expect(response.json()).toEqual(COBRO_NOT_FOUND);
      else expect(response.json().id).toBe(id);
    }
  });

  it('answers 404 for a non-id', async () => {
    const response = await call(app(), 'GET', '/api/listar_cobro_detalles/abc/', USER_IDS.admin);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/insertar_cobro/ (worker variant)', () => {
  const app = freshApp();
  const post = (userId: number, payload: unknown) =>
    call(app(), 'POST', '/api/insertar_cobro/', userId, payload);
  const detail = async (id: number) =>
    cobroSchema.parse((await call(app(), 'GET', `/api/listar_cobro_detalles/${id}/`, USER_IDS.admin)).json());

  it('registers a Notas cobro with the document records and their own units, whatever the client says', async () => {
    const doc = addDocument(app().db, CLIENTE, 1, [3, 4.5, 7]);
    const [a, , c] = doc.registros;
    const response = await post(USER_IDS.usuario, {
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: 1,
      mes: ' Mayo ',
      contenido_registro: [
        { id: a.id, nombre_completo: 'otro nombre', unidades: 999 },
        { id: String(c.id), nombre_completo: c.nombre_completo, unidades: 0 },
        { id: a.id, nombre_completo: 'repetido', unidades: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Cobro registrado correctamente',
      id: expect.any(Number),
    });
    const cobro = await detail(body.id);
    expect(cobro).toMatchObject({
      cliente: { id: CLIENTE, nombre: 'Clínica San Rafael' },
      documento: { id: doc.id },
      usuario_registra: { id: USER_IDS.usuario, nombre: 'Jorge Ramírez Soto' },
      usuario_supervisor: null,
      mes: 'mayo',
      tipo_tarea: 1,
      unidades: 10,
      bonificado: 0,
      sancionado: 0,
      contenido: [
        { id: a.id, nombre_completo: a.nombre_completo, unidades: 3 },
        { id: c.id, nombre_completo: c.nombre_completo, unidades: 7 },
      ],
      contenido_open: [],
      contenido_spr: [],
      pagado: false,
      fecha_creacion: TEST_NOW.toISOString(),
    });
  });

  it.each([
    [4, 'contenido_open', 50],
    [5, 'contenido_spr', 25],
  ] as const)('pays tipo %i at a flat %s rate per record', async (tipo, list, perRecord) => {
    const doc = addDocument(app().db, CLIENTE, 2, [1, 2, 3, 4]);
    const chosen = doc.registros.slice(0, 3);
    const response = await post(USER_IDS.usuario, {
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: tipo,
      mes: 'junio',
      contenido_registro: chosen.map(({ id }) => ({ id, nombre_completo: 'x', unidades: 1 })),
    });
    expect(response.statusCode).toBe(201);
    const cobro = await detail(response.json().id);
    expect(cobro.unidades).toBe(3 * perRecord);
    expect(cobro[list]).toEqual(chosen.map((registro) => ({ ...registro, unidades: perRecord })));
    expect(cobro.contenido).toEqual([]);
  });

  it.each([
    [5, 10],
    [6, 20],
  ])('pays Subir notas of a document with %i records %i units', async (records, units) => {
    const doc = addDocument(app().db, CLIENTE, 1, Array(records).fill(2));
    const payload = { cliente: CLIENTE, documento: doc.id, tipo_tarea: 2, mes: 'junio' };
    const without = await post(USER_IDS.usuario, payload);
    expect(without.statusCode).toBe(201);
    expect(cobroRow(app().db, without.json().id)?.unidades).toBe(units);
    const matching = await post(USER_IDS.usuario, { ...payload, unidades: units });
    expect(matching.statusCode).toBe(201);
    expect((await detail(matching.json().id)).contenido).toEqual([]);
  });

  it.each([
    [40, 10],
    [40.5, 20],
    [41, 20],
    [75, 20],
    [76, 30],
    [100, 30],
    [101, 40],
    [160, 40],
    [161, 50],
    [194, 50],
    [195, 60],
    [480, 60],
  ])('pays Bill of a document totalling %d units %i units', async (total, units) => {
    const doc = addDocument(app().db, CLIENTE, 2, [total - 1, 1]);
    const response = await post(USER_IDS.usuario, {
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: 3,
      mes: 'junio',
      unidades: String(units),
    });
    expect(response.statusCode, JSON.stringify(response.json())).toBe(201);
    expect(cobroRow(app().db, response.json().id)).toMatchObject({ unidades: units, tipo_tarea: 3 });
  });

  it('records the supervisor a supervised worker names, and an optional one for anyone else', async () => {
    const doc = addDocument(app().db, CLIENTE, 2, [5]);
    const base = { cliente: CLIENTE, documento: doc.id, tipo_tarea: 3, mes: 'junio' };
    const supervised = await post(USER_IDS.supervisado, {
      ...base,
      usuario_supervisor: String(USER_IDS.supervisor),
    });
    expect(supervised.statusCode).toBe(201);
    expect((await detail(supervised.json().id)).usuario_supervisor).toEqual({
      id: USER_IDS.supervisor,
      nombre: 'Rosa Martínez Díaz',
    });
    const optional = await post(USER_IDS.usuario, { ...base, usuario_supervisor: USER_IDS.emendoza });
    expect(cobroRow(app().db, optional.json().id)?.usuario_supervisor_id).toBe(USER_IDS.emendoza);
    const none = await post(USER_IDS.usuario, { ...base, usuario_supervisor: '' });
    expect(cobroRow(app().db, none.json().id)?.usuario_supervisor_id).toBeNull();
  });

  it('lets Admin register its own cobro, and treats SuperAdmin as assigning one', async () => {
    const doc = addDocument(app().db, CLIENTE, 2, [5]);
    const payload = { cliente: CLIENTE, documento: doc.id, tipo_tarea: 3, mes: 'junio' };
    const own = await post(USER_IDS.admin, payload);
    expect(own.statusCode).toBe(201);
    expect(cobroRow(app().db, own.json().id)?.usuario_registra_id).toBe(USER_IDS.admin);
    const before = cobroTables(app().db);
    const superadmin = await post(USER_IDS.superadmin, payload);
    expect(superadmin.statusCode).toBe(400);
    expect(superadmin.json()).toEqual({ success: false, error: 'El trabajador es requerido' });
    expect(cobroTables(app().db)).toEqual(before);
  });

  describe('refusals write nothing', () => {
    let doc1: ReturnType<typeof addDocument>;
    let doc2: ReturnType<typeof addDocument>;
    let otherDoc: ReturnType<typeof addDocument>;
    beforeAll(() => {
      doc1 = addDocument(app().db, CLIENTE, 1, [2, 3, 4, 5, 6, 7]);
      doc2 = addDocument(app().db, CLIENTE, 2, [10, 20]);
      otherDoc = addDocument(app().db, OTRO_CLIENTE, 1, [1, 2]);
    });
    const notas = () => ({
      cliente: CLIENTE,
      documento: doc1.id,
      tipo_tarea: 1,
      mes: 'junio',
      contenido_registro: [{ id: doc1.registros[0].id, nombre_completo: 'x', unidades: 2 }],
    });
    const bill = () => ({ cliente: CLIENTE, documento: doc2.id, tipo_tarea: 3, mes: 'junio' });

    const cases: [string, number, () => Record<string, unknown>, string][] = [
      [
        'an unknown client',
        USER_IDS.usuario,
        () => ({ ...bill(), cliente: 999 }),
        'El cliente no existe o está inactivo',
      ],
      [
        'an inactive client',
        USER_IDS.usuario,
        () => ({ ...bill(), cliente: CLIENTE_INACTIVO }),
        'El cliente no existe o está inactivo',
      ],
      [
        'a document of another client',
        USER_IDS.usuario,
        () => ({ ...bill(), documento: otherDoc.id }),
        'El documento no pertenece al cliente',
      ],
      [
        'an unknown document',
        USER_IDS.usuario,
        () => ({ ...bill(), documento: 999_999 }),
        'El documento no pertenece al cliente',
      ],
      ['an unknown month', USER_IDS.usuario, () => ({ ...bill(), mes: 'mayoo' }), 'Mes inválido'],
      ['a missing month', USER_IDS.usuario, () => ({ ...bill(), mes: '' }), 'El mes es requerido'],
      [
        'an unknown task type',
        USER_IDS.usuario,
        () => ({ ...bill(), tipo_tarea: 6 }),
        'Tipo de tarea inválido',
      ],
      [
        'a missing task type',
        USER_IDS.usuario,
        () => ({ ...bill(), tipo_tarea: undefined }),
        'El tipo de tarea es requerido',
      ],
      [
        'a missing client',
        USER_IDS.usuario,
        () => ({ ...bill(), cliente: undefined }),
        'El cliente es requerido',
      ],
      [
        'a missing document',
        USER_IDS.usuario,
        () => ({ ...bill(), documento: '' }),
        'El documento es requerido',
      ],
      [
        'Notas on a tipo 2 document',
        USER_IDS.usuario,
        () => ({ ...notas(), documento: doc2.id, contenido_registro: [{ id: doc2.registros[0].id }] }),
        'La tarea Notas solo se registra en documentos de tipo 1',
      ],
      [
        'records of another document',
        USER_IDS.usuario,
        () => ({
          ...notas(),
          contenido_registro: [{ id: doc1.registros[0].id }, { id: otherDoc.registros[0].id }],
        }),
        'Los registros seleccionados no pertenecen al documento',
      ],
      [
        'Notas without records',
        USER_IDS.usuario,
        () => ({ ...notas(), contenido_registro: [] }),
        'Debe seleccionar al menos un registro',
      ],
      [
        'Open without records',
        USER_IDS.usuario,
        () => ({ ...notas(), tipo_tarea: 4, contenido_registro: undefined }),
        'Debe seleccionar al menos un registro',
      ],
      [
        'SPR with records as null',
        USER_IDS.usuario,
        () => ({ ...notas(), tipo_tarea: 5, contenido_registro: null }),
        'Debe seleccionar al menos un registro',
      ],
      [
        'a supervised worker without a supervisor',
        USER_IDS.supervisado,
        bill,
        'Debe seleccionar un supervisor',
      ],
      [
        'a supervisor who is a user_User',
        USER_IDS.supervisado,
        () => ({ ...bill(), usuario_supervisor: USER_IDS.usuario }),
        'El supervisor seleccionado no es válido',
      ],
      [
        'an unknown supervisor',
        USER_IDS.usuario,
        () => ({ ...bill(), usuario_supervisor: 999 }),
        'El supervisor seleccionado no es válido',
      ],
      [
        'a supervisor naming itself',
        USER_IDS.supervisor,
        () => ({ ...bill(), usuario_supervisor: USER_IDS.supervisor }),
        'El supervisor seleccionado no es válido',
      ],
      [
        'a supervisor that is not an id',
        USER_IDS.supervisado,
        () => ({ ...bill(), usuario_supervisor: 'Rosa' }),
        'El supervisor seleccionado no es válido',
      ],
      [
        'Subir notas from a user without subir_notas',
        USER_IDS.mgomez,
        () => ({ ...bill(), tipo_tarea: 2 }),
        'El usuario no puede subir notas',
      ],
      [
        'negative units',
        USER_IDS.usuario,
        () => ({ ...bill(), unidades: -1 }),
        'Las unidades deben ser un número entero mayor o igual a 0',
      ],
      [
        'fractional units',
        USER_IDS.usuario,
        () => ({ ...bill(), unidades: 2.5 }),
        'Las unidades deben ser un número entero mayor o igual a 0',
      ],
      [
        'non-numeric units',
        USER_IDS.usuario,
        () => ({ ...bill(), unidades: 'diez' }),
        'Las unidades deben ser un número entero mayor o igual a 0',
      ],
      [
        'Bill units that do not match the document',
        USER_IDS.usuario,
        () => ({ ...bill(), unidades: 20 }),
        'Las unidades no corresponden al documento',
      ],
      [
        'Subir notas units that do not match the document',
        USER_IDS.usuario,
        () => ({ ...bill(), documento: doc1.id, tipo_tarea: 2, unidades: 10 }),
        'Las unidades no corresponden al documento',
      ],
    ];

    it.each(cases)('refuses %s', async (_case, userId, payload, error) => {
      const before = cobroTables(app().db);
      const response = await post(userId, payload());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error });
      expect(cobroTables(app().db)).toEqual(before);
    });

    it('refuses a body that is not an object, in the same shape', async () => {
      const before = cobroTables(app().db);
      const response = await post(USER_IDS.usuario, [bill()]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
      expect(cobroTables(app().db)).toEqual(before);
    });
  });
});

describe('POST /api/insertar_cobro/ (assign variant)', () => {
  const app = freshApp();
  const post = (userId: number, payload: unknown) =>
    call(app(), 'POST', '/api/insertar_cobro/', userId, payload);

  it('lets SuperAdmin and Admin assign a Notas cobro to a worker, with the records under contenido', async () => {
    for (const adminId of [USER_IDS.superadmin, USER_IDS.admin]) {
      const doc = addDocument(app().db, CLIENTE, 1, [4, 6, 8]);
      const response = await post(adminId, {
        usuario_registra: String(USER_IDS.usuario),
        cliente: CLIENTE,
        documento: doc.id,
        tipo_tarea: 1,
        mes: 'abril',
        unidades: 999,
        contenido: doc.registros.slice(1).map(({ id }) => ({ id, nombre_completo: 'x', unidades: 1 })),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true, message: 'Cobro registrado correctamente' });
      const row = cobroRow(app().db, response.json().id);
      // Per-record tasks are paid by their records; the screen's unidades do not override them.
      expect(row).toMatchObject({ usuario_registra_id: USER_IDS.usuario, unidades: 14, mes: 'abril' });
    }
  });

  it('takes the admin\u2019s units for Bill and Subir notas, and the rule when none are sent', async () => {
    const doc = addDocument(app().db, CLIENTE, 1, [10, 10, 10, 10, 10, 10]);
    const base = { usuario_registra: USER_IDS.usuario, cliente: CLIENTE, documento: doc.id, mes: 'junio' };
    const override = await post(USER_IDS.admin, { ...base, tipo_tarea: 3, unidades: 33 });
    expect(cobroRow(app().db, override.json().id)?.unidades).toBe(33);
    // Chosen units follow Insert Bill's rule: a whole number from 1 to the cap (cobro-rules.ts).
    for (const [unidades, error] of [
      [0, 'Las unidades deben ser un número entero mayor que 0'],
      [1001, 'Las unidades no pueden ser mayores que 1000'],
    ] as const) {
      const refused = await post(USER_IDS.admin, { ...base, tipo_tarea: 2, unidades });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ success: false, error });
    }
    const rule = await post(USER_IDS.admin, { ...base, tipo_tarea: 3 });
    expect(cobroRow(app().db, rule.json().id)?.unidades).toBe(20);
    const subir = await post(USER_IDS.admin, { ...base, tipo_tarea: 2 });
    expect(cobroRow(app().db, subir.json().id)?.unidades).toBe(20);
  });

  it('applies the worker\u2019s rules: supervisor for a supervised worker, subir_notas', async () => {
    const doc = addDocument(app().db, CLIENTE, 2, [5]);
    const base = { cliente: CLIENTE, documento: doc.id, tipo_tarea: 3, mes: 'junio' };
    const supervised = await post(USER_IDS.admin, {
      ...base,
      usuario_registra: USER_IDS.supervisado,
      usuario_supervisor: USER_IDS.supervisor,
    });
    expect(cobroRow(app().db, supervised.json().id)).toMatchObject({
      usuario_registra_id: USER_IDS.supervisado,
      usuario_supervisor_id: USER_IDS.supervisor,
    });
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    [
      'a supervised worker without a supervisor',
      { usuario_registra: USER_IDS.supervisado },
      'Debe seleccionar un supervisor',
    ],
    [
      'Subir notas for a worker without subir_notas',
      { usuario_registra: USER_IDS.mgomez, tipo_tarea: 2 },
      'El usuario no puede subir notas',
    ],
    [
      'SuperAdmin as the worker',
      { usuario_registra: USER_IDS.superadmin },
      'El trabajador seleccionado no es válido',
    ],
    [
      'an inactive worker',
      { usuario_registra: USER_IDS.psalazar },
      'El trabajador seleccionado no es válido',
    ],
    [
      'a user without a role',
      { usuario_registra: USER_IDS.dquispe },
      'El trabajador seleccionado no es válido',
    ],
    ['an unknown worker', { usuario_registra: 999 }, 'El trabajador seleccionado no es válido'],
    ['an empty worker', { usuario_registra: '' }, 'El trabajador es requerido'],
    [
      'negative units',
      { usuario_registra: USER_IDS.usuario, unidades: -5 },
      'Las unidades deben ser un número entero mayor o igual a 0',
    ],
    [
      'Notas with the records under contenido_registro',
      { usuario_registra: USER_IDS.usuario, tipo_tarea: 1, contenido_registro: [{ id: 1 }] },
      'Debe seleccionar al menos un registro',
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_case, change, error) => {
    const doc = addDocument(app().db, CLIENTE, 1, [5]);
    const before = cobroTables(app().db);
    const response = await post(USER_IDS.admin, {
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: 3,
      mes: 'junio',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
    expect(cobroTables(app().db)).toEqual(before);
  });

  it.each([
    ['user_Supervisor', USER_IDS.supervisor],
    ['user_User', USER_IDS.usuario],
    ['user_Supervisado', USER_IDS.supervisado],
  ])('refuses %s naming a worker with 403 and writes nothing', async (_role, userId) => {
    const doc = addDocument(app().db, CLIENTE, 2, [5]);
    const before = cobroTables(app().db);
    const response = await post(userId, {
      usuario_registra: userId,
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: 3,
      mes: 'junio',
      usuario_supervisor: USER_IDS.supervisor,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN_BODY);
    expect(cobroTables(app().db)).toEqual(before);
  });
});

describe('POST /api/insertar_cobro_doble/', () => {
  const app = freshApp();
  const post = (userId: number, payload: unknown) =>
    call(app(), 'POST', '/api/insertar_cobro_doble/', userId, payload);
  let doc: ReturnType<typeof addDocument>;
  beforeAll(() => {
    doc = addDocument(app().db, CLIENTE, 2, [100, 150]);
  });
  const payment = () => ({
    cliente: String(CLIENTE),
    documento: String(doc.id),
    usuario_registra: String(USER_IDS.usuario),
    unidades: 35,
    mes: 'marzo',
    tipo_tarea: 3,
  });

  it('inserts a Bill payment with the units chosen, no records and no supervisor', async () => {
    // Admin names a worker; each worker names itself (the only choice its Trabajador select offers).
    for (const [userId, workerId] of [
      [USER_IDS.admin, USER_IDS.usuario],
      [USER_IDS.usuario, USER_IDS.usuario],
      [USER_IDS.supervisor, USER_IDS.supervisor],
      [USER_IDS.supervisado, USER_IDS.supervisado],
    ]) {
      const response = await post(userId, { ...payment(), usuario_registra: workerId });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        message: 'Pago insertado correctamente',
        id: expect.any(Number),
      });
      const cobro = cobroSchema.parse(
        (
          await call(app(), 'GET', `/api/listar_cobro_detalles/${response.json().id}/`, USER_IDS.admin)
        ).json(),
      );
      expect(cobro).toMatchObject({
        usuario_registra: { id: workerId },
        usuario_supervisor: null,
        unidades: 35,
        tipo_tarea: 3,
        mes: 'marzo',
        contenido: [],
      });
    }
  });

  it('defaults the task to Bill and accepts units up to the cap', async () => {
    const response = await post(USER_IDS.admin, { ...payment(), tipo_tarea: undefined, unidades: 1000 });
    expect(cobroRow(app().db, response.json().id)).toMatchObject({ tipo_tarea: 3, unidades: 1000 });
  });

  it("refuses a worker naming another worker (the issue's 1,000,000 units) and writes nothing", async () => {
    const before = cobroTables(app().db);
    for (const userId of [USER_IDS.usuario, USER_IDS.supervisor, USER_IDS.supervisado]) {
      const response = await post(userId, {
        ...payment(),
        usuario_registra: USER_IDS.mgomez,
        unidades: 1_000_000,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Solo puede registrar pagos a su propio nombre' });
    }
    expect(cobroTables(app().db)).toEqual(before);
  });

  it('refuses SuperAdmin and a user without a role', async () => {
    for (const userId of [USER_IDS.superadmin, USER_IDS.dquispe]) {
      expect((await post(userId, payment())).statusCode).toBe(403);
    }
  });

  it.each([
    ['the internal client', { cliente: 1 }, 'Cliente no válido'],
    ['an inactive client', { cliente: CLIENTE_INACTIVO }, 'El cliente no existe o está inactivo'],
    ['a document of another client', { cliente: OTRO_CLIENTE }, 'El documento no pertenece al cliente'],
    ['a missing client', { cliente: '' }, 'Todos los campos son requeridos'],
    ['a missing document', { documento: undefined }, 'Todos los campos son requeridos'],
    ['a missing worker', { usuario_registra: null }, 'Todos los campos son requeridos'],
    ['a missing month', { mes: undefined }, 'Todos los campos son requeridos'],
    ['an unknown month', { mes: 'marzzo' }, 'Mes inválido'],
    ['user 1 (SuperAdmin) as the worker', { usuario_registra: 1 }, 'El trabajador seleccionado no es válido'],
    [
      'an inactive worker',
      { usuario_registra: USER_IDS.psalazar },
      'El trabajador seleccionado no es válido',
    ],
    ['missing units', { unidades: undefined }, 'Las unidades deben ser un número entero mayor o igual a 0'],
    ['negative units', { unidades: -3 }, 'Las unidades deben ser un número entero mayor o igual a 0'],
    ['fractional units', { unidades: '2.5' }, 'Las unidades deben ser un número entero mayor o igual a 0'],
    ['0 units', { unidades: 0 }, 'Las unidades deben ser un número entero mayor que 0'],
    ['units above the cap', { unidades: 1001 }, 'Las unidades no pueden ser mayores que 1000'],
    ['an unknown task type', { tipo_tarea: 9 }, 'Tipo de tarea inválido'],
    [
      'Notas on a tipo 2 document',
      { tipo_tarea: 1 },
      'La tarea Notas solo se registra en documentos de tipo 1',
    ],
  ])('refuses %s and writes nothing', async (_case, change, error) => {
    const before = cobroTables(app().db);
    const response = await post(USER_IDS.admin, { ...payment(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error });
    expect(cobroTables(app().db)).toEqual(before);
  });
});

describe('PUT /api/modificar_cobro/:id/', () => {
  const app = freshApp();
  const put = (userId: number, id: number | string, payload: unknown) =>
    call(app(), 'PUT', `/api/modificar_cobro/${id}/`, userId, payload);
  const register = async (userId: number, tipo: 1 | 3 | 4 | 5, supervisor?: number) => {
    const doc = addDocument(app().db, CLIENTE, tipo === 1 ? 1 : 2, [2, 3, 5, 8]);
    const response = await call(app(), 'POST', '/api/insertar_cobro/', userId, {
      cliente: CLIENTE,
      documento: doc.id,
      tipo_tarea: tipo,
      mes: 'enero',
      usuario_supervisor: supervisor,
      contenido_registro: tipo === 3 ? undefined : [{ id: doc.registros[0].id }],
    });
    expect(response.statusCode).toBe(201);
    return { id: response.json().id as number, doc };
  };

  it('replaces the records of the cobro\u2019s kind and the month, recomputing the units', async () => {
    const { id, doc } = await register(USER_IDS.usuario, 1);
    const [, b, c] = doc.registros;
    const response = await put(USER_IDS.usuario, id, {
      mes: 'Febrero',
      contenido: [
        { id: b.id, nombre_completo: 'x', unidades: 100 },
        { id: c.id, nombre_completo: 'y', unidades: 100 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const cobro = cobroSchema.parse(response.json());
    expect(cobro).toMatchObject({ id, mes: 'febrero', unidades: 8, contenido: [b, c] });
    expect(app().db.prepare('SELECT COUNT(*) FROM cobro_registros WHERE cobro_id = ?').pluck().get(id)).toBe(
      2,
    );
  });

  it('keeps Open and SPR records at their flat rate', async () => {
    for (const [tipo, list, rate] of [
      [4, 'contenido_open', 50],
      [5, 'contenido_spr', 25],
    ] as const) {
      const { id, doc } = await register(USER_IDS.usuario, tipo);
      const response = await put(USER_IDS.usuario, id, {
        mes: 'marzo',
        contenido: doc.registros.map(({ id }) => ({ id })),
      });
      const cobro = cobroSchema.parse(response.json());
      expect(cobro.unidades).toBe(4 * rate);
      expect(cobro[list]).toEqual(doc.registros.map((registro) => ({ ...registro, unidades: rate })));
    }
  });

  it('lets SuperAdmin and Admin change any cobro; workers only their own, not even the supervised ones', async () => {
    const bySupervisado = await register(USER_IDS.supervisado, 1, USER_IDS.supervisor);
    const payload = { mes: 'marzo', contenido: [{ id: bySupervisado.doc.registros[1].id }] };
    for (const userId of [USER_IDS.supervisor, USER_IDS.usuario]) {
      const before = cobroTables(app().db);
      const response = await put(userId, bySupervisado.id, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(COBRO_NOT_FOUND);
      expect(cobroTables(app().db)).toEqual(before);
    }
    // Both reach it from the worker's payment detail (/gestPago/modificarPagoCobros/{id}).
    const bySuperAdmin = await put(USER_IDS.superadmin, bySupervisado.id, {
      ...payload,
      mes: 'abril',
    });
    expect(bySuperAdmin.statusCode).toBe(200);
    expect(bySuperAdmin.json()).toMatchObject({ id: bySupervisado.id, mes: 'abril' });
    expect((await put(USER_IDS.admin, bySupervisado.id, payload)).statusCode).toBe(200);
    expect((await put(USER_IDS.supervisado, bySupervisado.id, payload)).statusCode).toBe(200);
    expect((await put(USER_IDS.admin, 999_999, payload)).statusCode).toBe(404);
  });

  it.each([
    ['no records', { mes: 'marzo', contenido: [] }, { contenido: ['Debe seleccionar al menos un registro'] }],
    ['records missing', { mes: 'marzo' }, { contenido: ['Debe seleccionar al menos un registro'] }],
    ['no month', { contenido: [{ id: 1 }] }, { mes: ['Debe seleccionar un mes'] }],
    ['an empty month', { mes: '', contenido: [{ id: 1 }] }, { mes: ['Debe seleccionar un mes'] }],
    ['an unknown month', { mes: 'marzzo', contenido: [{ id: 1 }] }, { mes: ['Mes inválido'] }],
  ])('refuses %s and writes nothing', async (_case, payload, errors) => {
    const { id } = await register(USER_IDS.usuario, 1);
    const before = cobroTables(app().db);
    const response = await put(USER_IDS.usuario, id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(cobroTables(app().db)).toEqual(before);
  });

  it('refuses records of another document, and records on a Bill cobro', async () => {
    const notas = await register(USER_IDS.usuario, 1);
    const other = addDocument(app().db, CLIENTE, 1, [1]);
    const bill = await register(USER_IDS.usuario, 3);
    for (const [id, contenido, error] of [
      [
        notas.id,
        [{ id: notas.doc.registros[0].id }, { id: other.registros[0].id }],
        'Los registros seleccionados no pertenecen al documento',
      ],
      [bill.id, [{ id: bill.doc.registros[0].id }], 'Este tipo de tarea no lleva registros'],
    ] as const) {
      const before = cobroTables(app().db);
      const response = await put(USER_IDS.usuario, id, { mes: 'marzo', contenido });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ contenido: [error] });
      expect(cobroTables(app().db)).toEqual(before);
    }
  });
});

describe('DELETE /api/eliminar_cobro/:id/', () => {
  const app = freshApp();
  const remove = (userId: number, id: number) => call(app(), 'DELETE', `/api/eliminar_cobro/${id}/`, userId);
  const withRecords = (registraId: number) =>
    app()
      .db.prepare(
        'SELECT c.id FROM cobros c WHERE c.usuario_registra_id = ? AND EXISTS (SELECT 1 FROM cobro_registros r WHERE r.cobro_id = c.id) ORDER BY c.id',
      )
      .pluck()
      .all(registraId) as number[];

  it('lets a worker delete its own cobro, records included', async () => {
    const [id] = withRecords(USER_IDS.usuario);
    const response = await remove(USER_IDS.usuario, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Cobro eliminado correctamente' });
    expect(cobroRow(app().db, id)).toBeUndefined();
    expect(app().db.prepare('SELECT COUNT(*) FROM cobro_registros WHERE cobro_id = ?').pluck().get(id)).toBe(
      0,
    );
  });

  it('answers 404 to a worker for another\u2019s cobro, supervised ones included, and deletes nothing', async () => {
    const supervised = withRecords(USER_IDS.supervisado)[0];
    const ofUsuario = withRecords(USER_IDS.usuario)[0];
    for (const [userId, id] of [
      [USER_IDS.supervisor, supervised],
      [USER_IDS.supervisado, ofUsuario],
      [USER_IDS.usuario, 999_999],
    ]) {
      const before = cobroTables(app().db);
      const response = await remove(userId, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(COBRO_NOT_FOUND);
      expect(cobroTables(app().db)).toEqual(before);
    }
  });

  it('lets SuperAdmin and Admin delete any cobro, and refuses a user without a role', async () => {
    const [first, second] = withRecords(USER_IDS.supervisado);
    expect((await remove(USER_IDS.superadmin, first)).statusCode).toBe(200);
    expect((await remove(USER_IDS.admin, second)).statusCode).toBe(200);
    const third = withRecords(USER_IDS.supervisor)[0];
    expect((await remove(USER_IDS.dquispe, third)).statusCode).toBe(403);
    expect(cobroRow(app().db, third)).toBeDefined();
  });
});

describe('PUT /api/sancionar_acreditar/:cobroId/', () => {
  const app = freshApp();
  const put = (userId: number, id: number | string, payload: unknown) =>
    call(app(), 'PUT', `/api/sancionar_acreditar/${id}/`, userId, payload);
  const someCobro = () => ids(app().db, 'WHERE usuario_registra_id = ?', USER_IDS.usuario)[0];

  it('sets a bonus and its note, and answers the cobro', async () => {
    const id = someCobro();
    const response = await put(USER_IDS.admin, id, {
      bonificado: 12.5,
      nota_bonificado: ' Excelente trabajo ',
    });
    expect(response.statusCode).toBe(200);
    expect(cobroSchema.parse(response.json())).toMatchObject({
      id,
      bonificado: 12.5,
      nota_bonificado: 'Excelente trabajo',
    });
    // Set, not added: a second bonus replaces the first.
    const again = await put(USER_IDS.superadmin, id, { bonificado: '3.10', nota_bonificado: '' });
    expect(again.json()).toMatchObject({ bonificado: 3.1, nota_bonificado: null });
  });

  it('sets a discount from a numeric string, leaving the bonus alone', async () => {
    const id = someCobro();
    await put(USER_IDS.admin, id, { bonificado: 5, nota_bonificado: 'bono' });
    const response = await put(USER_IDS.admin, id, { sancionado: '7.25', nota_sancionado: 'Entrega tardía' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bonificado: 5,
      sancionado: 7.25,
      nota_sancionado: 'Entrega tardía',
    });
    expect(cobroRow(app().db, id)).toMatchObject({ bonificado_cents: 500, sancionado_cents: 725 });
  });

  it.each([
    [
      'a negative bonus',
      { bonificado: -1, nota_bonificado: '' },
      { bonificado: ['El monto no puede ser negativo'] },
    ],
    [
      'a non-numeric discount',
      { sancionado: 'diez', nota_sancionado: '' },
      { sancionado: ['El monto debe ser un número'] },
    ],
    ['three decimals', { bonificado: 1.005 }, { bonificado: ['Use como máximo 2 decimales'] }],
    [
      'both pairs',
      { bonificado: 1, nota_bonificado: 'a', sancionado: 1, nota_sancionado: 'b' },
      {
        non_field_errors: [
          'Envíe bonificado con nota_bonificado, o sancionado con nota_sancionado (solo uno de los dos).',
        ],
      },
    ],
    [
      'neither pair',
      { nota_bonificado: 'a' },
      {
        non_field_errors: [
          'Envíe bonificado con nota_bonificado, o sancionado con nota_sancionado (solo uno de los dos).',
        ],
      },
    ],
  ])('refuses %s with a field dictionary and writes nothing', async (_case, payload, errors) => {
    const before = cobroTables(app().db);
    const response = await put(USER_IDS.admin, someCobro(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(cobroTables(app().db)).toEqual(before);
  });

  it('answers 404 for an unknown cobro, and 403 to every worker role', async () => {
    const missing = await put(USER_IDS.admin, 999_999, { bonificado: 1, nota_bonificado: '' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(COBRO_NOT_FOUND);
    for (const userId of [USER_IDS.supervisor, USER_IDS.usuario, USER_IDS.supervisado, USER_IDS.dquispe]) {
      const before = cobroTables(app().db);
      const response = await put(userId, someCobro(), { bonificado: 1, nota_bonificado: '' });
      expect(response.statusCode).toBe(403);
      expect(cobroTables(app().db)).toEqual(before);
    }
  });
});

describe('every cobro endpoint × every role', () => {
  const app = freshApp();
  /** The status each role gets on a request it may make, with a valid body, on a cobro of user_User. */
  const MATRIX: [
    string,
    Method,
    (id: number) => string,
    (ctx: TestApp) => unknown,
    Record<string, number>,
  ][] = [
    [
      'listar_cobro',
      'GET',
      () => '/api/listar_cobro/',
      () => undefined,
      { SuperAdmin: 200, Admin: 200, user_Supervisor: 200, user_User: 200, user_Supervisado: 200, none: 403 },
    ],
    [
      'listar_cobro_usuario_en_sesion',
      'GET',
      () => '/api/listar_cobro_usuario_en_sesion/',
      () => undefined,
      { SuperAdmin: 403, Admin: 200, user_Supervisor: 200, user_User: 200, user_Supervisado: 200, none: 403 },
    ],
    [
      'listar_cobro_detalles',
      'GET',
      (id) => `/api/listar_cobro_detalles/${id}/`,
      () => undefined,
      { SuperAdmin: 200, Admin: 200, user_Supervisor: 404, user_User: 200, user_Supervisado: 404, none: 403 },
    ],
    [
      'insertar_cobro (worker variant)',
      'POST',
      () => '/api/insertar_cobro/',
      (ctx) => ({
        cliente: CLIENTE,
        documento: addDocument(ctx.db, CLIENTE, 2, [5]).id,
        tipo_tarea: 3,
        mes: 'junio',
        usuario_supervisor: USER_IDS.supervisor,
      }),
      { SuperAdmin: 400, Admin: 201, user_Supervisor: 400, user_User: 201, user_Supervisado: 201, none: 403 },
    ],
    [
      'insertar_cobro (assign variant)',
      'POST',
      () => '/api/insertar_cobro/',
      (ctx) => ({
        usuario_registra: USER_IDS.usuario,
        cliente: CLIENTE,
        documento: addDocument(ctx.db, CLIENTE, 2, [5]).id,
        tipo_tarea: 3,
        mes: 'junio',
      }),
      { SuperAdmin: 201, Admin: 201, user_Supervisor: 403, user_User: 403, user_Supervisado: 403, none: 403 },
    ],
    [
      'insertar_cobro_doble',
      'POST',
      () => '/api/insertar_cobro_doble/',
      (ctx) => ({
        usuario_registra: USER_IDS.usuario,
        cliente: CLIENTE,
        documento: addDocument(ctx.db, CLIENTE, 2, [5]).id,
        tipo_tarea: 3,
        mes: 'junio',
        unidades: 10,
      }),
      // The body names usuario: other workers may register only in their own name.
      { SuperAdmin: 403, Admin: 201, user_Supervisor: 403, user_User: 201, user_Supervisado: 403, none: 403 },
    ],
    [
      'modificar_cobro',
      'PUT',
      (id) => `/api/modificar_cobro/${id}/`,
      (ctx) => ({
        mes: 'julio',
        contenido: [
          {
            id: ctx.db
              .prepare(
                'SELECT registro_id FROM cobro_registros WHERE cobro_id = (SELECT MAX(id) FROM cobros WHERE usuario_registra_id = 4 AND tipo_tarea = 1)',
              )
              .pluck()
              .get(),
          },
        ],
      }),
      { SuperAdmin: 200, Admin: 200, user_Supervisor: 404, user_User: 200, user_Supervisado: 404, none: 403 },
    ],
    [
      'sancionar_acreditar',
      'PUT',
      (id) => `/api/sancionar_acreditar/${id}/`,
      () => ({ sancionado: 1, nota_sancionado: 'x' }),
      { SuperAdmin: 200, Admin: 200, user_Supervisor: 403, user_User: 403, user_Supervisado: 403, none: 403 },
    ],
  ];

  it.each(MATRIX)('%s', async (_name, method, url, payload, expected) => {
    const target = app()
      .db.prepare('SELECT MAX(id) FROM cobros WHERE usuario_registra_id = ? AND tipo_tarea = 1')
      .pluck()
      .get(USER_IDS.usuario) as number;
    for (const [role, userId] of CALLERS) {
      const response = await call(app(), method, url(target), userId, payload(app()));
      expect(response.statusCode, `${role ?? 'none'}: ${response.body}`).toBe(expected[role ?? 'none']);
    }
  });

  it('eliminar_cobro', async () => {
    const expected: Record<string, number> = {
      SuperAdmin: 200,
      Admin: 200,
      user_Supervisor: 404,
      user_User: 200,
      user_Supervisado: 404,
      none: 403,
    };
    for (const [role, userId] of CALLERS) {
      const target = app()
        .db.prepare('SELECT MAX(id) FROM cobros WHERE usuario_registra_id = ?')
        .pluck()
        .get(USER_IDS.usuario) as number;
      const response = await call(app(), 'DELETE', `/api/eliminar_cobro/${target}/`, userId);
      expect(response.statusCode, role ?? 'none').toBe(expected[role ?? 'none']);
    }
  });
});
