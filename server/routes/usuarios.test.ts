import { userListSchema, userSchema } from '../../src/contract/usuario';
import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';

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
