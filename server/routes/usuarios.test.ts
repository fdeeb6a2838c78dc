import { decodeJwt } from 'jose';
import { userListSchema, userSchema } from '../../src/contract/usuario';
import type { Role } from '../../src/domain/roles';
import { INITIAL_PASSWORD } from '../auth/password';
import { findUserById } from '../db/usuario-queries';
import { bearer, countRows, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

async function get(url: string, userId: number) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(await tokenFor(ctx.app, userId)) });
}

describe('GET /api/usuario/', () => {
  it('lists every user ordered by id, in the contract shape, with the role or null', async () => {
    const response = await get('/api/usuario/', USER_IDS.admin);
    expect(response.statusCode).toBe(200);
    const users = userListSchema.parse(response.json());
    expect(users.map((user) => user.id)).toEqual(Object.values(USER_IDS));
    expect(users[0]).toEqual({
      id: 1,
      username: 'superadmin',
      email: 'carmen.rodriguez@cobros.example',
      first_name: 'Carmen',
      last_name: 'Rodríguez Vega',
      ID_user: 'EMP-001',
      dir: expect.any(String),
      phone: expect.any(String),
      servicio: 'tcm',
      subir_notas: true,
      is_active: true,
      rol: { id: 1, nombre: 'SuperAdmin' },
    });
    expect(users.find((user) => user.username === 'dquispe')?.rol).toBeNull();
    expect(users.find((user) => user.username === 'psalazar')?.is_active).toBe(false);
  });

  it('never sends password hashes', async () => {
    const response = await get('/api/usuario/', USER_IDS.admin);
    expect(response.body).not.toMatch(/password|scrypt/);
  });

  it.each(['supervisor', 'user_Supervisor'])('filters ?rol=%s to the supervisors', async (rol) => {
    const response = await get(`/api/usuario/?rol=${rol}`, USER_IDS.supervisado);
    expect(response.statusCode).toBe(200);
    const users = userListSchema.parse(response.json());
    expect(users.map((user) => user.username)).toEqual(['supervisor', 'emendoza']);
    expect(users.every((user) => user.rol?.nombre === 'user_Supervisor')).toBe(true);
  });

  it.each([USER_IDS.supervisor, USER_IDS.usuario, USER_IDS.supervisado])(
    'shows user %i (a worker) only id, username, names and role of the active users',
    async (userId) => {
      const response = await get('/api/usuario/', userId);
      expect(response.statusCode).toBe(200);
      const wire = response.json() as Record<string, unknown>[];
      for (const user of wire)
        expect(Object.keys(user).sort()).toEqual(['first_name', 'id', 'last_name', 'rol', 'username']);
      expect(wire.find((user) => user.username === 'usuario')).toEqual({
        id: USER_IDS.usuario,
        username: 'usuario',
        first_name: expect.any(String),
        last_name: expect.any(String),
        rol: { id: expect.any(Number), nombre: 'user_User' },
      });
      expect(response.body).not.toMatch(/@cobros\.example|EMP-/);
      // The app's schema still reads it, every user active, as its selects need.
      const users = userListSchema.parse(wire);
      expect(users.map((user) => user.username)).not.toContain('psalazar');
      expect(users.every((user) => user.is_active)).toBe(true);
    },
  );

  it('answers an empty list for an unknown role', async () => {
    const response = await get('/api/usuario/?rol=desconocido', USER_IDS.admin);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/usuario/:id/', () => {
  it('gives SuperAdmin and Admin any user', async () => {
    for (const reader of [USER_IDS.superadmin, USER_IDS.admin]) {
      const response = await get(`/api/usuario/${USER_IDS.usuario}/`, reader);
      expect(response.statusCode).toBe(200);
      expect(userSchema.parse(response.json())).toMatchObject({ id: USER_IDS.usuario, username: 'usuario' });
    }
  });

  it('answers 404 with the Spanish detail for an unknown user', async () => {
    const response = await get('/api/usuario/999/', USER_IDS.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No se encontró el usuario' });
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 404 for the non-id %s', async (id) => {
    const response = await get(`/api/usuario/${id}/`, USER_IDS.admin);
    expect(response.statusCode).toBe(404);
  });

  it('lets a worker read only itself', async () => {
    const own = await get(`/api/usuario/${USER_IDS.supervisor}/`, USER_IDS.supervisor);
    expect(own.statusCode).toBe(200);
    expect(userSchema.parse(own.json()).username).toBe('supervisor');

    for (const other of [USER_IDS.usuario, 999]) {
      const response = await get(`/api/usuario/${other}/`, USER_IDS.supervisor);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
    }
  });
});

const FORBIDDEN = { detail: 'No tiene permiso para realizar esta acción.' };
const NOT_AUTHENTICATED = { detail: 'Las credenciales de autenticación no se proveyeron.' };
const USER_NOT_FOUND = { detail: 'No se encontró el usuario' };

/** Every role of the table, plus a signed-in user without a role, who may reach none of these. */
const CALLERS: readonly (readonly [Role | null, number])[] = [
  ['SuperAdmin', USER_IDS.superadmin],
  ['Admin', USER_IDS.admin],
  ['user_Supervisor', USER_IDS.supervisor],
  ['user_User', USER_IDS.usuario],
  ['user_Supervisado', USER_IDS.supervisado],
  [null, USER_IDS.dquispe],
];

const NEW_USER = {
  username: 'lperez',
  email: 'laura.perez@cobros.example',
  first_name: 'Laura',
  last_name: 'Pérez Gómez',
  ID_user: 'EMP-010',
  dir: 'Av. Grau 500, Lima',
  phone: '+51 912 345 678',
  servicio: 'terapia',
  subir_notas: true,
  is_active: true,
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { method: Method; url: string; payload?: unknown };

/** A fresh seeded database for the block: these tests write. */
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

async function send(app: TestApp, call: Call, userId: number | null) {
  const headers = userId === null ? {} : bearer(await tokenFor(app.app, userId));
  return app.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

/** Whole rows, not just counts, so that an update that should not happen is caught too. */
function usersTable(app: TestApp): unknown[] {
  return app.db.prepare('SELECT * FROM users ORDER BY id').all();
}

/** Sends the request as every caller: the allowed ones get `okStatus`, the rest 403 and no write. */
async function expectAccess(
  app: TestApp,
  callFor: (role: Role | null) => Call,
  allowed: readonly Role[],
  okStatus: number,
) {
  for (const [role, userId] of CALLERS) {
    const before = usersTable(app);
    const response = await send(app, callFor(role), userId);
    if (role !== null && allowed.includes(role)) {
      expect(response.statusCode, String(role)).toBe(okStatus);
    } else {
      expect(response.statusCode, String(role)).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(usersTable(app)).toEqual(before);
    }
  }
  const before = usersTable(app);
  const anonymous = await send(app, callFor(null), null);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json()).toEqual(NOT_AUTHENTICATED);
  expect(usersTable(app)).toEqual(before);
}

/** Sends a request that must fail and checks that nothing in users changed. */
async function expectRejected(app: TestApp, call: Call, userId: number, status: number, body: unknown) {
  const before = usersTable(app);
  const response = await send(app, call, userId);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
  expect(usersTable(app)).toEqual(before);
}

async function login(app: TestApp, username: string, password: string) {
  return app.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
}

describe('POST /api/usuario/', () => {
  const app = freshApp();
  const create = (payload: unknown): Call => ({ method: 'POST', url: '/api/usuario/', payload });

  it('creates the user without a role and answers 201 with the same shape as GET usuario/{id}/', async () => {
    const countBefore = countRows(app().db, 'users');
    const response = await send(app(), create(NEW_USER), USER_IDS.admin);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({ id: expect.any(Number), ...NEW_USER, rol: null });
    expect(countRows(app().db, 'users')).toBe(countBefore + 1);
    const read = await send(app(), { method: 'GET', url: `/api/usuario/${created.id}/` }, USER_IDS.admin);
    expect(read.json()).toEqual(created);
    expect(userSchema.parse(created).username).toBe('lperez');
  });

  it('gives the new user the documented initial password, stored hashed, and lets it sign in', async () => {
    const response = await send(
      app(),
      create({ ...NEW_USER, username: 'primer.ingreso', email: '' }),
      USER_IDS.superadmin,
    );
    expect(response.statusCode).toBe(201);
    const stored = findUserById(app().db, response.json().id);
    expect(stored?.password_hash).toMatch(/^scrypt\$/);
    expect(stored?.password_hash).not.toContain(INITIAL_PASSWORD);

    const signIn = await login(app(), 'primer.ingreso', 'cobros2026');
    expect(signIn.statusCode).toBe(200);
    const { token } = signIn.json() as { token: string };
    const session = await app().app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: bearer(token),
    });
    expect(session.json()).toEqual({
      valid: true,
      user: { id: response.json().id, username: 'primer.ingreso', rol: null },
    });
  });

  it('creates an inactive user that cannot sign in', async () => {
    const response = await send(
      app(),
      create({ ...NEW_USER, username: 'inactivo', is_active: false }),
      USER_IDS.admin,
    );
    expect(response.json().is_active).toBe(false);
    expect((await login(app(), 'inactivo', INITIAL_PASSWORD)).statusCode).toBe(403);
  });

  it('trims the username and accepts empty or missing optional texts and flags', async () => {
    const response = await send(
      app(),
      create({ username: '  mtorres  ', email: '', first_name: '', dir: null, servicio: 'tcm' }),
      USER_IDS.admin,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      username: 'mtorres',
      email: '',
      first_name: '',
      last_name: '',
      ID_user: '',
      dir: '',
      phone: '',
      servicio: 'tcm',
      subir_notas: false,
      is_active: true,
      rol: null,
    });
  });

  it.each([
    ['the same username', 'usuario'],
    ['the username in other case', 'USUARIO'],
    ['the username with spaces around', '  supervisor '],
  ])('refuses %s with the DRF field error and writes nothing', async (_case, username) => {
    await expectRejected(app(), create({ ...NEW_USER, username }), USER_IDS.admin, 400, {
      username: ['Ya existe un usuario con este nombre de usuario.'],
    });
  });

  it.each([
    [
      'an invalid email',
      { email: 'no-es-un-correo' },
      { email: ['Introduzca una dirección de correo electrónico válida.'] },
    ],
    ['a missing username', { username: undefined }, { username: ['Este campo es requerido.'] }],
    ['a blank username', { username: '   ' }, { username: ['El nombre de usuario es requerido'] }],
    [
      'a username with a space',
      { username: 'ana maria' },
      {
        username: [
          'Introduzca un nombre de usuario válido. Este valor solo puede contener letras, números y los caracteres @/./+/-/_.',
        ],
      },
    ],
    [
      'a username over 150 characters',
      { username: 'a'.repeat(151) },
      { username: ['Asegúrese de que este campo no tenga más de 150 caracteres.'] },
    ],
    [
      'a servicio other than tcm or terapia',
      { servicio: 'otro' },
      { servicio: ['Seleccione un servicio válido: tcm o terapia.'] },
    ],
    ['a missing servicio', { servicio: undefined }, { servicio: ['Este campo es requerido.'] }],
    ['subir_notas as text', { subir_notas: 'si' }, { subir_notas: ['Debe ser verdadero o falso.'] }],
    ['is_active as null', { is_active: null }, { is_active: ['Debe ser verdadero o falso.'] }],
  ])('answers 400 for %s and writes nothing', async (_case, change, errors) => {
    await expectRejected(
      app(),
      create({ ...NEW_USER, username: 'valido', ...change }),
      USER_IDS.admin,
      400,
      errors,
    );
  });

  it('reports every missing required field of an empty body at once', async () => {
    await expectRejected(app(), create({}), USER_IDS.admin, 400, {
      username: ['Este campo es requerido.'],
      servicio: ['Este campo es requerido.'],
    });
  });

  it('answers a body that is not an object under non_field_errors', async () => {
    const response = await send(app(), create([NEW_USER]), USER_IDS.admin);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['non_field_errors']);
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(
      app(),
      (role) => create({ ...NEW_USER, username: `matriz_${role ?? 'sin_rol'}` }),
      ['SuperAdmin', 'Admin'],
      201,
    );
  });
});

describe('PUT /api/update_user/:id/', () => {
  const app = freshApp();
  const update = (id: number | string, payload: unknown): Call => ({
    method: 'PUT',
    url: `/api/update_user/${id}/`,
    payload,
  });
  const CHANGES = {
    username: 'jramirez',
    email: 'jorge.ramirez@cobros.example',
    first_name: 'Jorge Luis',
    last_name: 'Ramírez Soto',
    ID_user: 'EMP-104',
    dir: 'Jr. Junín 12, Lima',
    phone: '+51 987 000 111',
    servicio: 'terapia',
    subir_notas: false,
  };

  it('updates every field but is_active and the role, and answers the user', async () => {
    const response = await send(
      app(),
      update(USER_IDS.usuario, { ...CHANGES, is_active: false }),
      USER_IDS.admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: USER_IDS.usuario,
      ...CHANGES,
      is_active: true,
      rol: { id: 4, nombre: 'user_User' },
    });
    const read = await send(
      app(),
      { method: 'GET', url: `/api/usuario/${USER_IDS.usuario}/` },
      USER_IDS.admin,
    );
    expect(read.json()).toEqual(response.json());
    // The password is untouched, under the new username.
    expect((await login(app(), 'jramirez', INITIAL_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an Admin editing a SuperAdmin, and changes nothing', async () => {
    const read = () =>
      send(app(), { method: 'GET', url: `/api/usuario/${USER_IDS.superadmin}/` }, USER_IDS.superadmin);
    const before = (await read()).json();
    const response = await send(
      app(),
      update(USER_IDS.superadmin, { ...CHANGES, username: 'renombrado' }),
      USER_IDS.admin,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'No tiene permiso para modificar este usuario.' });
    expect((await read()).json()).toEqual(before);
  });

  it('lets a SuperAdmin edit an Admin', async () => {
    const response = await send(
      app(),
      update(USER_IDS.admin, { ...CHANGES, username: 'admin' }),
      USER_IDS.superadmin,
    );
    expect(response.statusCode).toBe(200);
  });

  it('lets a user keep its own username', async () => {
    const response = await send(
      app(),
      update(USER_IDS.mgomez, { ...CHANGES, username: 'mgomez' }),
      USER_IDS.superadmin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().username).toBe('mgomez');
  });

  it('refuses the username of another user, whatever its case', async () => {
    for (const username of ['supervisor', 'Supervisor']) {
      await expectRejected(app(), update(USER_IDS.mgomez, { ...CHANGES, username }), USER_IDS.admin, 400, {
        username: ['Ya existe un usuario con este nombre de usuario.'],
      });
    }
  });

  it('answers 400 for an invalid email or servicio and writes nothing', async () => {
    await expectRejected(app(), update(USER_IDS.mgomez, { ...CHANGES, email: 'x@' }), USER_IDS.admin, 400, {
      email: ['Introduzca una dirección de correo electrónico válida.'],
    });
    await expectRejected(app(), update(USER_IDS.mgomez, { ...CHANGES, username: '' }), USER_IDS.admin, 400, {
      username: ['El nombre de usuario es requerido'],
    });
  });

  it('answers 404 for an unknown user, before looking at the body', async () => {
    await expectRejected(app(), update(999, CHANGES), USER_IDS.admin, 404, USER_NOT_FOUND);
    await expectRejected(app(), update(999, {}), USER_IDS.admin, 404, USER_NOT_FOUND);
  });

  it.each(['abc', '0', '-3', '2.5'])('answers 404 for the non-id %s', async (id) => {
    await expectRejected(app(), update(id, CHANGES), USER_IDS.admin, 404, { detail: 'No encontrado.' });
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(
      app(),
      () => update(USER_IDS.emendoza, { ...CHANGES, username: 'emendoza' }),
      ['SuperAdmin', 'Admin'],
      200,
    );
  });
});

describe('PATCH /api/usuario/:id/', () => {
  const app = freshApp();
  const toggle = (id: number | string, payload: unknown): Call => ({
    method: 'PATCH',
    url: `/api/usuario/${id}/`,
    payload,
  });
  const TOGGLE_FORBIDDEN = { detail: 'No tiene permiso para cambiar el estado de este usuario.' };

  it('deactivates a user, who is then signed out and cannot sign in, and activates it again', async () => {
    const workerToken = await tokenFor(app().app, USER_IDS.supervisor);
    const off = await send(app(), toggle(USER_IDS.supervisor, { is_active: false }), USER_IDS.admin);
    expect(off.statusCode).toBe(200);
    expect(userSchema.parse(off.json())).toMatchObject({ id: USER_IDS.supervisor, is_active: false });
    expect(off.json().rol).toEqual({ id: 3, nombre: 'user_Supervisor' });

    const stale = await app().app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: bearer(workerToken),
    });
    expect(stale.statusCode).toBe(401);
    expect((await login(app(), 'supervisor', INITIAL_PASSWORD)).statusCode).toBe(403);

    const on = await send(app(), toggle(USER_IDS.supervisor, { is_active: true }), USER_IDS.admin);
    expect(on.json().is_active).toBe(true);
    expect((await login(app(), 'supervisor', INITIAL_PASSWORD)).statusCode).toBe(200);
  });

  it('lets Admin toggle workers and users without a role', async () => {
    for (const id of [USER_IDS.usuario, USER_IDS.supervisado, USER_IDS.mgomez, USER_IDS.dquispe]) {
      const response = await send(app(), toggle(id, { is_active: false }), USER_IDS.admin);
      expect(response.statusCode, String(id)).toBe(200);
      await send(app(), toggle(id, { is_active: true }), USER_IDS.admin);
    }
  });

  it('lets SuperAdmin toggle an Admin', async () => {
    const response = await send(app(), toggle(USER_IDS.admin, { is_active: false }), USER_IDS.superadmin);
    expect(response.statusCode).toBe(200);
    await send(app(), toggle(USER_IDS.admin, { is_active: true }), USER_IDS.superadmin);
  });

  it('refuses Admin on a SuperAdmin or another Admin, and SuperAdmin on another SuperAdmin', async () => {
    await expectRejected(
      app(),
      toggle(USER_IDS.superadmin, { is_active: false }),
      USER_IDS.admin,
      403,
      TOGGLE_FORBIDDEN,
    );

    app().db.prepare('UPDATE users SET rol_id = 2 WHERE id = ?').run(USER_IDS.mgomez);
    await expectRejected(
      app(),
      toggle(USER_IDS.mgomez, { is_active: false }),
      USER_IDS.admin,
      403,
      TOGGLE_FORBIDDEN,
    );

    app().db.prepare('UPDATE users SET rol_id = 1 WHERE id = ?').run(USER_IDS.mgomez);
    await expectRejected(
      app(),
      toggle(USER_IDS.mgomez, { is_active: false }),
      USER_IDS.superadmin,
      403,
      TOGGLE_FORBIDDEN,
    );
    app().db.prepare('UPDATE users SET rol_id = 4 WHERE id = ?').run(USER_IDS.mgomez);
  });

  it('refuses deactivating oneself', async () => {
    for (const id of [USER_IDS.superadmin, USER_IDS.admin]) {
      await expectRejected(app(), toggle(id, { is_active: false }), id, 400, {
        detail: 'No puede desactivar su propio usuario.',
      });
    }
  });

  it.each([
    [{}, { is_active: ['Este campo es requerido.'] }],
    [{ is_active: 'false' }, { is_active: ['Debe ser verdadero o falso.'] }],
    [{ is_active: 0 }, { is_active: ['Debe ser verdadero o falso.'] }],
  ])('answers 400 for %j and writes nothing', async (payload, errors) => {
    await expectRejected(app(), toggle(USER_IDS.usuario, payload), USER_IDS.admin, 400, errors);
  });

  it('answers 404 for an unknown user or a non-id', async () => {
    await expectRejected(app(), toggle(999, { is_active: false }), USER_IDS.admin, 404, USER_NOT_FOUND);
    await expectRejected(app(), toggle('x', { is_active: false }), USER_IDS.admin, 404, {
      detail: 'No encontrado.',
    });
  });

  it('allows SuperAdmin and Admin only', async () => {
    await expectAccess(
      app(),
      () => toggle(USER_IDS.emendoza, { is_active: true }),
      ['SuperAdmin', 'Admin'],
      200,
    );
  });
});

describe('PUT /api/update_rol/:id/', () => {
  const app = freshApp();
  const updateRol = (id: number | string, payload: unknown): Call => ({
    method: 'PUT',
    url: `/api/update_rol/${id}/`,
    payload,
  });

  it('sets the role and answers the user with it', async () => {
    const response = await send(app(), updateRol(USER_IDS.dquispe, { rol: 4 }), USER_IDS.superadmin);
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user).toMatchObject({
      id: USER_IDS.dquispe,
      username: 'dquispe',
      rol: { id: 4, nombre: 'user_User' },
    });
    const read = await send(
      app(),
      { method: 'GET', url: `/api/usuario/${USER_IDS.dquispe}/` },
      USER_IDS.admin,
    );
    expect(read.json()).toEqual(response.json());
  });

  it('accepts the role id as a numeric string', async () => {
    const response = await send(app(), updateRol(USER_IDS.mgomez, { rol: '3' }), USER_IDS.superadmin);
    expect(response.statusCode).toBe(200);
    expect(response.json().rol).toEqual({ id: 3, nombre: 'user_Supervisor' });
  });

  it('ends the tokens issued under the old role, and puts the new one in the next token', async () => {
    const oldToken = await tokenFor(app().app, USER_IDS.supervisado);
    const forbiddenBefore = await app().app.inject({
      method: 'GET',
      url: '/api/rol/',
      headers: bearer(oldToken),
    });
    expect(forbiddenBefore.statusCode).toBe(403);

    await send(app(), updateRol(USER_IDS.supervisado, { rol: 1 }), USER_IDS.superadmin);
    const sameToken = await app().app.inject({ method: 'GET', url: '/api/rol/', headers: bearer(oldToken) });
    expect(sameToken.statusCode).toBe(401);

    const signIn = await login(app(), 'supervisado', INITIAL_PASSWORD);
    const { token } = signIn.json() as { token: string };
    expect(decodeJwt(token).rol_nombre).toBe('SuperAdmin');
    expect(
      (await app().app.inject({ method: 'GET', url: '/api/rol/', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await send(app(), updateRol(USER_IDS.supervisado, { rol: 5 }), USER_IDS.superadmin);
  });

  it.each([
    [{ rol: 99 }, { rol: ['El rol seleccionado no existe.'] }],
    [{ rol: '99' }, { rol: ['El rol seleccionado no existe.'] }],
    [{ rol: 'Admin' }, { rol: ['Seleccione un rol válido.'] }],
    [{ rol: '' }, { rol: ['Seleccione un rol válido.'] }],
    [{ rol: 0 }, { rol: ['Seleccione un rol válido.'] }],
    [{ rol: 2.5 }, { rol: ['Seleccione un rol válido.'] }],
    [{ rol: null }, { rol: ['Seleccione un rol válido.'] }],
    [{}, { rol: ['Este campo es requerido.'] }],
  ])('answers 400 for %j and writes nothing', async (payload, errors) => {
    await expectRejected(app(), updateRol(USER_IDS.usuario, payload), USER_IDS.superadmin, 400, errors);
  });

  it('refuses a SuperAdmin changing its own role', async () => {
    await expectRejected(app(), updateRol(USER_IDS.superadmin, { rol: 2 }), USER_IDS.superadmin, 400, {
      detail: 'No puede cambiar su propio rol.',
    });
    const same = await send(app(), updateRol(USER_IDS.superadmin, { rol: 1 }), USER_IDS.superadmin);
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown user or a non-id', async () => {
    await expectRejected(app(), updateRol(999, { rol: 2 }), USER_IDS.superadmin, 404, USER_NOT_FOUND);
    await expectRejected(app(), updateRol('-1', { rol: 2 }), USER_IDS.superadmin, 404, {
      detail: 'No encontrado.',
    });
  });

  it('allows SuperAdmin only', async () => {
    await expectAccess(app(), () => updateRol(USER_IDS.emendoza, { rol: 3 }), ['SuperAdmin'], 200);
  });
});
