import { decodeJwt } from 'jose';
import { loginResponseSchema, tokenClaimsSchema, verifyTokenResponseSchema } from '../../src/contract/auth';
import { INITIAL_PASSWORD } from '../auth/password';
import { findUserById } from '../db/usuario-queries';
import { bearer, createTestApp, TEST_NOW, tokenFor, USER_IDS, type TestApp } from '../test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

function login(username: unknown, password: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });
}

describe('POST /api/login/', () => {
  it('answers a token and the success message for the right password', async () => {
    const response = await login('admin', INITIAL_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.message).toBe('Inicio de sesión exitoso');
  });

  it('puts the claims the app decodes in the token, expiring after the default 8 hours', async () => {
    const { token } = loginResponseSchema.parse((await login('usuario', INITIAL_PASSWORD)).json());
    const payload = decodeJwt(token);
    const claims = tokenClaimsSchema.parse(payload);
    expect(claims).toMatchObject({
      rol_nombre: 'user_User',
      id: USER_IDS.usuario,
      user_id: USER_IDS.usuario,
      name: 'usuario',
      nombre: 'Jorge',
      apellido: 'Ramírez Soto',
      ID_user: 'EMP-004',
      Dir: expect.stringContaining('Lima'),
      phone: expect.stringMatching(/^\+51 9/),
      subir_notas: true,
    });
    const issuedAt = Math.floor(TEST_NOW.getTime() / 1000);
    expect(payload.iat).toBe(issuedAt);
    expect(claims.exp).toBe(issuedAt + 28_800);
  });

  it('gives a user without a role a null rol_nombre', async () => {
    const { token } = loginResponseSchema.parse((await login('dquispe', INITIAL_PASSWORD)).json());
    expect(decodeJwt(token).rol_nombre).toBeNull();
  });

  it.each([
    ['a wrong password', 'admin', 'otra-clave'],
    ['an unknown username', 'nadie', INITIAL_PASSWORD],
    ['a username in other case', 'ADMIN', INITIAL_PASSWORD],
  ])('refuses %s with 401 and the Spanish message', async (_case, username, password) => {
    const response = await login(username, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Usuario o contraseña incorrectos' });
  });

  it('refuses an inactive user with the right password with 403', async () => {
    const response = await login('psalazar', INITIAL_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Usuario inactivo. Contacte al administrador.' });
  });

  it('does not tell an inactive account apart when the password is wrong', async () => {
    const response = await login('psalazar', 'otra-clave');
    expect(response.statusCode).toBe(401);
  });

  it('answers missing fields with a field dictionary', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['El nombre de usuario es requerido'],
      password: ['La contraseña es requerida'],
    });
  });

  it('treats a blank username as missing', async () => {
    const response = await login('   ', INITIAL_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ['El nombre de usuario es requerido'] });
  });
});

describe('POST /api/login/ with a stale bearer token (issue 9)', () => {
  it('signs in whatever Authorization header comes with it: login is never authenticated', async () => {
    const expired = await tokenFor(ctx.app, USER_IDS.admin);
    ctx.setNow(new Date(TEST_NOW.getTime() + 9 * 3_600_000));
    try {
      for (const authorization of ['Bearer no-es-un-jwt', `Bearer ${expired}`]) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/login/',
          headers: { authorization },
          payload: { username: 'admin', password: INITIAL_PASSWORD },
        });
        expect(response.statusCode).toBe(200);
        expect(loginResponseSchema.parse(response.json()).token).toMatch(/^ey/);
      }
    } finally {
      ctx.setNow(TEST_NOW);
    }
  });
});

describe('GET /api/verify-token/', () => {
  it('confirms a valid token with the user and role name', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.supervisor);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify-token/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(verifyTokenResponseSchema.parse(response.json())).toEqual({
      valid: true,
      user: { id: USER_IDS.supervisor, username: 'supervisor', rol: 'user_Supervisor' },
    });
  });

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/verify-token/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Las credenciales de autenticación no se proveyeron.' });
  });
});

describe('PUT /api/update_password/', () => {
  it('refuses a password shorter than 8 characters and keeps the old one', async () => {
    const before = findUserById(ctx.db, USER_IDS.supervisado)?.password_hash;
    const token = await tokenFor(ctx.app, USER_IDS.supervisado);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: bearer(token),
      payload: { password: 'corta' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres'] });
    expect(findUserById(ctx.db, USER_IDS.supervisado)?.password_hash).toBe(before);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.supervisado);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: bearer(token),
      payload: { password: 'nueva-clave-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Contraseña actualizada correctamente',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });

    expect((await login('supervisado', 'nueva-clave-2026')).statusCode).toBe(200);
    expect((await login('supervisado', INITIAL_PASSWORD)).statusCode).toBe(401);
    // Other accounts that shared the seed's hash are untouched.
    expect((await login('usuario', INITIAL_PASSWORD)).statusCode).toBe(200);
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const stored = findUserById(ctx.db, USER_IDS.supervisado)?.password_hash ?? '';
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('nueva-clave-2026');
  });
});
