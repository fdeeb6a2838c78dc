import { NAME_MESSAGES } from '../src/domain/names';
import { bearer, countRows, createTestApp, tokenFor, USER_IDS, type TestApp } from './test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

async function post(url: string, payload: unknown) {
  const headers = bearer(await tokenFor(ctx.app, USER_IDS.admin));
  return ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

const newUser = (username: string, extra: object = {}) => ({ username, servicio: 'tcm', ...extra });

describe('names on the server', () => {
  it.each([
    ['\u200B\u200C\u200D', NAME_MESSAGES.invisible],
    ['Centro\u202Eodot', NAME_MESSAGES.bidi],
  ])('refuses the client name %j with a Spanish message, writing nothing', async (nombre, message) => {
    const before = countRows(ctx.db, 'clientes');
    const response = await post('/api/create_client/', { nombre, categoria: 1, agencia: [1] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ nombre: [message] });
    expect(countRows(ctx.db, 'clientes')).toBe(before);
  });

  it('refuses an agency named only with invisible characters', async () => {
    const before = countRows(ctx.db, 'agencias');
    const response = await post('/api/crear_agencia/', { nombre: '\uFEFF\u2060' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ nombre: [NAME_MESSAGES.invisible] });
    expect(countRows(ctx.db, 'agencias')).toBe(before);
  });

  it('stores names in NFC, trimmed', async () => {
    const response = await post('/api/crear_agencia/', { nombre: '  Agencia Jose\u0301  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ nombre: string }>().nombre).toBe('Agencia José');
  });

  it.each([
    ['\u0430dmin', 'Cyrillic а'],
    ['ΑDMIN', 'Greek capital alpha'],
    ['supervіsor', 'Cyrillic і'],
  ])('refuses the username %s (%s): it looks like an existing one', async (username) => {
    const before = countRows(ctx.db, 'users');
    const response = await post('/api/usuario/', newUser(username));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [NAME_MESSAGES.confusable] });
    expect(countRows(ctx.db, 'users')).toBe(before);
  });

  it('refuses a user whose name carries a right-to-left override, and takes a genuinely new Cyrillic one', async () => {
    const refused = await post('/api/usuario/', newUser('nuevo', { first_name: 'Ana\u202Eoicrev' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ first_name: [NAME_MESSAGES.bidi] });
    const accepted = await post('/api/usuario/', newUser('алексей'));
    expect(accepted.statusCode).toBe(201);
  });

  it('a rename into a look-alike of another user is refused too', async () => {
    const headers = bearer(await tokenFor(ctx.app, USER_IDS.superadmin));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_user/${USER_IDS.usuario}/`,
      headers,
      payload: newUser('аdmin'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [NAME_MESSAGES.confusable] });
  });
});
