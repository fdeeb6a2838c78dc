import { SignJWT } from 'jose';
import { ROLES, type Role } from '../src/domain/roles';
import { secretKey, signToken } from './auth/token';
import { findUserById } from './db/usuario-queries';
import { PERMISSIONS, splitEndpointKey, type Access, type EndpointKey } from './permissions';
import { bearer, createTestApp, TEST_NOW, tokenFor, USER_IDS, type TestApp } from './test-support';

const NOT_AUTHENTICATED = { detail: 'Las credenciales de autenticación no se proveyeron.' };
const INVALID_TOKEN = { detail: 'Token inválido o expirado' };
const FORBIDDEN = { detail: 'No tiene permiso para realizar esta acción.' };

/** Spec section 7, every row, plus POST historial_pago/ (the second call of a client payment). */
const SPEC_ENDPOINTS = [
  'POST /api/login/',
  'GET /api/verify-token/',
  'PUT /api/update_password/',
  'GET /api/usuario/',
  'GET /api/usuario/:id/',
  'POST /api/usuario/',
  'PUT /api/update_user/:id/',
  'PATCH /api/usuario/:id/',
  'GET /api/rol/',
  'PUT /api/update_rol/:id/',
  'GET /api/list_client/',
  'GET /api/detail_client/:id/',
  'POST /api/create_client/',
  'PUT /api/update_client/:id/',
  'DELETE /api/desactivate_activate_client/:id/',
  'GET /api/listar_agencia/',
  'POST /api/crear_agencia/',
  'DELETE /api/eliminar_agencia/:id',
  'GET /api/listar_cobro/',
  'GET /api/listar_cobro_usuario_en_sesion/',
  'GET /api/listar_cobro_detalles/:id/',
  'POST /api/insertar_cobro/',
  'POST /api/insertar_cobro_doble/',
  'PUT /api/modificar_cobro/:id/',
  'DELETE /api/eliminar_cobro/:id/',
  'PUT /api/sancionar_acreditar/:cobroId/',
  'GET /api/listar_documentacion/',
  'GET /api/list_client_document_all/:clienteId/',
  'GET /api/list_client_document/:clienteId/',
  'POST /api/procesar_excel/',
  'GET /api/detalle_documento/:id/',
  'PUT /api/actualizar_documento/:id/',
  'DELETE /api/eliminar_documentacion/:id/',
  'GET /api/listar_cobros_estimados/',
  'GET /api/listar_tarea/',
  'POST /api/crear_tarea/',
  'GET /api/listar_monto_extra/',
  'PUT /api/actualizar_monto_extra/:id/',
  'DELETE /api/eliminar_monto_extra/:id',
  'PUT /api/monto_extra/:clienteId',
  'POST /api/historial_pago/',
  'GET /api/historial_fondo/',
  'GET /api/listar_historial_pago/',
  'DELETE /api/eliminar_historial_pago/:paymentId/',
];

/** The extensions of shared/extensions.md, beyond the real backend's wire. */
const EXT_ENDPOINTS = [
  'GET /api/ext/capacidades/',
  'POST /api/ext/pagos_cliente/',
  'POST /api/ext/cerrar_sesiones/',
  'GET /api/ext/liquidacion/',
  'POST /api/ext/cierres/',
  'GET /api/ext/cierres/',
  'DELETE /api/ext/cierres/:id/',
  'GET /api/ext/liquidacion/:usuarioId/boleta.pdf',
  'GET /api/ext/liquidacion/boletas.pdf',
  'GET /api/ext/auditoria/',
  'GET /api/ext/estado_cuenta/:clienteId/',
  'GET /api/ext/estado_cuenta/:clienteId/pdf',
  'GET /api/ext/verificar_saldos/',
  'GET /api/ext/resumen_finanzas/',
  'GET /api/ext/resumen_clientes/',
];

const ROLE_USER: Readonly<Record<Role, number>> = {
  SuperAdmin: USER_IDS.superadmin,
  Admin: USER_IDS.admin,
  user_Supervisor: USER_IDS.supervisor,
  user_User: USER_IDS.usuario,
  user_Supervisado: USER_IDS.supervisado,
};

describe('the permission table', () => {
  it('lists exactly the endpoints of spec section 7, POST historial_pago/ and the extensions', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...SPEC_ENDPOINTS, ...EXT_ENDPOINTS].sort());
  });

  it('keeps the paths without a trailing slash as the spec and the extensions write them', () => {
    const withoutSlash = Object.keys(PERMISSIONS).filter((key) => !key.endsWith('/'));
    expect(withoutSlash.sort()).toEqual([
      'DELETE /api/eliminar_agencia/:id',
      'DELETE /api/eliminar_monto_extra/:id',
      'GET /api/ext/estado_cuenta/:clienteId/pdf',
      'GET /api/ext/liquidacion/:usuarioId/boleta.pdf',
      'GET /api/ext/liquidacion/boletas.pdf',
      'PUT /api/monto_extra/:clienteId',
    ]);
  });

  it('gives every endpoint an access level made of known roles', () => {
    for (const access of Object.values(PERMISSIONS) as Access[]) {
      if (access === 'public' || access === 'authenticated') continue;
      expect(access.length).toBeGreaterThan(0);
      for (const role of access) expect(ROLES).toContain(role);
    }
  });

  it.each([
    ['GET /api/rol/', ['SuperAdmin']],
    ['PUT /api/update_rol/:id/', ['SuperAdmin']],
    ['POST /api/usuario/', ['SuperAdmin', 'Admin']],
    [
      'GET /api/listar_cobro_usuario_en_sesion/',
      ['Admin', 'user_Supervisor', 'user_User', 'user_Supervisado'],
    ],
    ['PUT /api/monto_extra/:clienteId', ['SuperAdmin']],
    ['GET /api/listar_monto_extra/', [...ROLES]],
  ] as const)('allows %s to %j', (key, roles) => {
    expect([...PERMISSIONS[key]].sort()).toEqual([...roles].sort());
  });
});

describe('enforcement on every endpoint built so far', () => {
  let ctx: TestApp;
  const tokens = new Map<number, string>();
  let built: EndpointKey[] = [];

  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.ready();
    for (const id of Object.values(USER_IDS)) {
      const user = findUserById(ctx.db, id);
      if (user) tokens.set(id, await signToken(user, ctx.app.deps.token));
    }
    built = (Object.keys(PERMISSIONS) as EndpointKey[]).filter((key) =>
      ctx.app.hasRoute(splitEndpointKey(key)),
    );
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  /** Path params become the caller's own id, so "own record only" rules do not mask the table. */
  function call(key: EndpointKey, headers: Record<string, string>, userId: number = USER_IDS.superadmin) {
    const { method, url } = splitEndpointKey(key);
    return ctx.app.inject({
      method,
      url: url.replace(/:[A-Za-z]+/g, String(userId)),
      headers,
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    });
  }

  it('has built every endpoint of the table', () => {
    expect([...built].sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it('answers each role as the table says: allowed gets through, forbidden gets 403', async () => {
    for (const key of built) {
      const access: Access = PERMISSIONS[key];
      for (const role of ROLES) {
        const userId = ROLE_USER[role];
        const response = await call(key, bearer(tokens.get(userId) ?? ''), userId);
        const allowed = access === 'public' || access === 'authenticated' || access.includes(role);
        if (allowed) {
          expect([401, 403], `${role} → ${key}`).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, `${role} → ${key}`).toBe(403);
          expect(response.json()).toEqual(FORBIDDEN);
        }
      }
    }
  });

  it('lets a user without a role only check the session and change the password', async () => {
    for (const key of built) {
      const access: Access = PERMISSIONS[key];
      const response = await call(key, bearer(tokens.get(USER_IDS.dquispe) ?? ''), USER_IDS.dquispe);
      if (access === 'public' || access === 'authenticated') {
        expect([401, 403], key).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, key).toBe(403);
      }
    }
  });

  const secured = () => built.filter((key) => PERMISSIONS[key] !== 'public');

  it('answers 401 without a token', async () => {
    for (const key of secured()) {
      const response = await call(key, {});
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it('answers 401 for another scheme than Bearer', async () => {
    for (const key of secured()) {
      const response = await call(key, { authorization: 'Basic YWRtaW46Y29icm9zMjAyNg==' });
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual(NOT_AUTHENTICATED);
    }
  });

  it.each([
    ['a malformed bearer', 'Bearer no.es.un-jwt'],
    ['an empty bearer', 'Bearer '],
    ['a bearer with two tokens', 'Bearer a b'],
  ])('answers 401 for %s', async (_case, authorization) => {
    for (const key of secured()) {
      const response = await call(key, { authorization });
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    }
  });

  it('answers 401 for a token signed with another secret', async () => {
    const user = findUserById(ctx.db, USER_IDS.superadmin);
    if (!user) throw new Error('seed');
    const forged = await signToken(user, { ...ctx.app.deps.token, secret: secretKey('otro-secreto') });
    for (const key of secured()) {
      const response = await call(key, bearer(forged));
      expect(response.statusCode, key).toBe(401);
      expect(response.json()).toEqual(INVALID_TOKEN);
    }
  });

  it('answers 401 for an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const exp = Math.floor(TEST_NOW.getTime() / 1000) + 3600;
    const payload = Buffer.from(
      JSON.stringify({ user_id: 1, id: 1, rol_nombre: 'SuperAdmin', exp }),
    ).toString('base64url');
    const response = await call('GET /api/rol/', bearer(`${header}.${payload}.`));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 for a token without a user id', async () => {
    const token = await new SignJWT({ rol_nombre: 'SuperAdmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(TEST_NOW.getTime() / 1000) + 3600)
      .sign(ctx.app.deps.token.secret);
    const response = await call('GET /api/rol/', bearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });
});

describe('tokens over time and account changes', () => {
  let ctx: TestApp;
  beforeEach(async () => {
    ctx = await createTestApp();
  });
  afterEach(async () => {
    await ctx.app.close();
  });

  it('answers 401 once the token has expired, and not a second before', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.admin);
    ctx.setNow(new Date(TEST_NOW.getTime() + 28_800_000 - 1000));
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/verify-token/', headers: bearer(token) })).statusCode,
    ).toBe(200);
    ctx.setNow(new Date(TEST_NOW.getTime() + 28_800_000 + 1000));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('answers 401 when the user was deactivated after signing in', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    ctx.db.prepare('UPDATE users SET is_active = 0 WHERE id = ?').run(USER_IDS.usuario);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/usuario/', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Usuario inactivo. Contacte al administrador.' });
  });

  it('answers 401 when the user no longer exists', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.dquispe);
    ctx.db.prepare('DELETE FROM users WHERE id = ?').run(USER_IDS.dquispe);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('applies a role change at once, whatever the token says', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.superadmin);
    ctx.db.prepare('UPDATE users SET rol_id = 2 WHERE id = ?').run(USER_IDS.superadmin);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rol/', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(FORBIDDEN);
  });
});
