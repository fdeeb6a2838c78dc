import { INITIAL_PASSWORD } from './auth/password';
import { findUserById } from './db/usuario-queries';
import { bearer, countRows, createTestApp, tokenFor, USER_IDS, type TestApp } from './test-support';

const TABLES = ['users', 'roles', 'clientes', 'documentos', 'cobros', 'montos_extra', 'historial_pago'];

let ctx: TestApp;
let token: string;
let snapshot: Record<string, number>;
let passwordHash: string | undefined;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await tokenFor(ctx.app, USER_IDS.usuario);
});
afterAll(async () => {
  await ctx.app.close();
});

beforeEach(() => {
  snapshot = Object.fromEntries(TABLES.map((table) => [table, countRows(ctx.db, table)]));
  passwordHash = findUserById(ctx.db, USER_IDS.usuario)?.password_hash;
});

/** Every rejected request must leave the database exactly as it was. */
afterEach(() => {
  expect(Object.fromEntries(TABLES.map((table) => [table, countRows(ctx.db, table)]))).toEqual(snapshot);
  expect(findUserById(ctx.db, USER_IDS.usuario)?.password_hash).toBe(passwordHash);
});

function putPassword(payload: string, contentType = 'application/json') {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/update_password/',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

describe('malformed bodies', () => {
  it.each([
    '{"password": "cobros2027"',
    '{password: cobros2027}',
    'null x',
    '{"__proto__": {"a": 1}, "password": "abcdefghi"}',
  ])('answers 400 with the Spanish detail for the invalid JSON %s', async (payload) => {
    const response = await putPassword(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud no es un JSON válido' });
  });

  it('answers 400 for an empty JSON body', async () => {
    const response = await putPassword('');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'El cuerpo de la solicitud no es un JSON válido' });
  });

  it('answers 415 in Spanish for a body that is not JSON', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await putPassword('password=cobros2027', contentType);
      expect(response.statusCode, contentType).toBe(415);
      expect(response.json().detail).toMatch(/^Tipo de contenido no soportado/);
    }
  });

  it('answers 413 in Spanish for a 2 MB body, on public and secured routes alike', async () => {
    const huge = JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) });
    const secured = await putPassword(huge);
    expect(secured.statusCode).toBe(413);
    expect(secured.json().detail).toMatch(/supera el tamaño máximo/);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'usuario', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(login.statusCode).toBe(413);
  });

  it('checks the token before reading the body', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/update_password/',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('validation', () => {
  it.each([
    [{ password: 12345678 }, 'password'],
    [{ password: null }, 'password'],
    [{ password: ['cobros2027'] }, 'password'],
    [{}, 'password'],
    [[], 'non_field_errors'],
    ['cobros2027', 'non_field_errors'],
  ])('answers %j with a field dictionary under %s', async (body, field) => {
    const response = await putPassword(JSON.stringify(body));
    expect(response.statusCode).toBe(400);
    const errors = response.json() as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field].length).toBeGreaterThan(0);
    for (const message of errors[field]) expect(message).toMatch(/[a-záéíóúñ]/i);
  });

  it('answers wrong types on login with a field dictionary', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 1, password: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: ['El nombre de usuario es requerido'],
      password: ['La contraseña es requerida'],
    });
  });

  it('ignores unknown fields', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 'usuario', password: INITIAL_PASSWORD, rol: 'SuperAdmin' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a repeated query parameter with a field dictionary', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/usuario/?rol=a&rol=b',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['rol']);
  });
});

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/no-existe/'],
    ['POST', '/api/usuario/4/'],
    ['GET', '/api'],
  ] as const)('answers %s %s with 404 {detail}', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: bearer(token) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'No encontrado.' });
  });
});
