import { rolListSchema } from '../../src/contract/usuario';
import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.close();
});

describe('GET /api/rol/', () => {
  it('lists the five roles with their fixed ids', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.superadmin);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/rol/', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(rolListSchema.parse(response.json())).toEqual([
      { id: 1, nombre: 'SuperAdmin' },
      { id: 2, nombre: 'Admin' },
      { id: 3, nombre: 'user_Supervisor' },
      { id: 4, nombre: 'user_User' },
      { id: 5, nombre: 'user_Supervisado' },
    ]);
  });
});
