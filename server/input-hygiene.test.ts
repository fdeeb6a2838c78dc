import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from './test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

const CONTROL = 'No se permiten caracteres de control.';
const count = (table: string) => ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

async function send(
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  userId: number = USER_IDS.superadmin,
) {
  return ctx.app.inject({ method, url, payload, headers: bearer(await tokenFor(ctx.app, userId)) });
}

describe('names refuse control characters', () => {
  it.each(['Ana\u0000', 'Ana\u0007Pérez', 'Línea\nnueva', 'Esc\u001b[31m', 'C1\u0085'])(
    'in a user, a client and an agency (%j), writing nothing',
    async (name) => {
      const before = { users: count('users'), clientes: count('clientes'), agencias: count('agencias') };
      const user = await send('POST', '/api/usuario/', {
        username: 'nuevo',
        first_name: name,
        servicio: 'tcm',
      });
      expect(user.statusCode).toBe(400);
      expect(user.json()).toEqual({ first_name: [CONTROL] });
      const update = await send('PUT', `/api/update_user/${USER_IDS.usuario}/`, {
        username: 'usuario',
        last_name: name,
        servicio: 'tcm',
      });
      expect(update.json()).toEqual({ last_name: [CONTROL] });
      const cliente = await send('POST', '/api/create_client/', { nombre: name, categoria: 1, agencia: [] });
      expect(cliente.statusCode).toBe(400);
      expect(cliente.json()).toMatchObject({ nombre: [CONTROL] });
      const agencia = await send('POST', '/api/crear_agencia/', { nombre: name });
      expect(agencia.statusCode).toBe(400);
      expect(agencia.json()).toEqual({ nombre: [CONTROL] });
      expect({ users: count('users'), clientes: count('clientes'), agencias: count('agencias') }).toEqual(
        before,
      );
    },
  );

  it('still takes accents, ñ and inner spaces', async () => {
    const response = await send('POST', '/api/crear_agencia/', { nombre: 'Agencia Núñez & Peña' });
    expect(response.statusCode).toBe(201);
  });
});

describe('passwords are at most 128 characters', () => {
  const TOO_LONG = 'La contraseña no puede tener más de 128 caracteres';

  it('at login, refused before any hashing, even a 1 MB one', async () => {
    for (const password of ['a'.repeat(129), 'a'.repeat(1_000_000)]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'admin', password },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ password: [TOO_LONG] });
    }
  });

  it('when changed', async () => {
    const response = await send(
      'PUT',
      '/api/update_password/',
      { password: 'a'.repeat(129) },
      USER_IDS.usuario,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ password: [TOO_LONG] });
    const ok = await send('PUT', '/api/update_password/', { password: 'a'.repeat(128) }, USER_IDS.usuario);
    expect(ok.statusCode).toBe(200);
  });
});
