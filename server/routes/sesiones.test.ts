import { SESIONES_MESSAGES } from '../../src/contract/sesiones';
import { signToken } from '../auth/token';
import { findUserById } from '../db/usuario-queries';
import {
  bearer,
  CALLERS,
  createTestApp,
  NOT_AUTHENTICATED_BODY,
  tokenFor,
  USER_IDS,
  type TestApp,
} from '../test-support';

const INVALID_TOKEN = { detail: 'Token inválido o expirado' };

let ctx: TestApp;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(async () => {
  await ctx.app.close();
});

const verify = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/verify-token/', headers: bearer(token) });
const cerrar = (token?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/ext/cerrar_sesiones/', headers: token ? bearer(token) : {} });
const changePassword = (token: string, password: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/update_password/',
    headers: bearer(token),
    payload: { password },
  });
const versionOf = (id: number) => findUserById(ctx.db, id)?.token_version;

async function expectEnded(token: string) {
  const response = await verify(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(INVALID_TOKEN);
}

describe('token versions', () => {
  it('a password change ends every earlier token, and the session that changed it goes on with the new one', async () => {
    const otherDevice = await tokenFor(ctx.app, USER_IDS.usuario);
    const thisDevice = await tokenFor(ctx.app, USER_IDS.usuario);
    const response = await changePassword(thisDevice, 'nueva-clave-2026');
    expect(response.statusCode).toBe(200);
    const { token, message } = response.json<{ token: string; message: string }>();
    expect(message).toBe('Contraseña actualizada correctamente');
    await expectEnded(otherDevice);
    await expectEnded(thisDevice);
    expect((await verify(token)).statusCode).toBe(200);
    // Someone else's sessions are untouched.
    expect((await verify(await tokenFor(ctx.app, USER_IDS.admin))).statusCode).toBe(200);
  });

  it('a refused password change ends nothing', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    const response = await changePassword(token, 'x');
    expect(response.statusCode).toBe(400);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('a deactivation ends the tokens for good: reactivating does not bring them back', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    const admin = bearer(await tokenFor(ctx.app, USER_IDS.superadmin));
    const toggle = (is_active: boolean) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/usuario/${USER_IDS.usuario}/`,
        headers: admin,
        payload: { is_active },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    expect((await toggle(true)).statusCode).toBe(200);
    await expectEnded(token);
    expect((await verify(await tokenFor(ctx.app, USER_IDS.usuario))).statusCode).toBe(200);
  });

  it('a role change ends the tokens; saving the same role ends nothing', async () => {
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    const admin = bearer(await tokenFor(ctx.app, USER_IDS.superadmin));
    const rolId = findUserById(ctx.db, USER_IDS.usuario)?.rol_id;
    const setRol = (rol: number | null | undefined) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/update_rol/${USER_IDS.usuario}/`,
        headers: admin,
        payload: { rol },
      });
    expect((await setRol(rolId)).statusCode).toBe(200);
    expect((await verify(token)).statusCode).toBe(200);
    const other = findUserById(ctx.db, USER_IDS.supervisado)?.rol_id;
    expect(other).not.toBe(rolId);
    expect((await setRol(other)).statusCode).toBe(200);
    await expectEnded(token);
  });

  it('a profile edit ends nothing', async () => {
    const before = versionOf(USER_IDS.usuario);
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    const user = findUserById(ctx.db, USER_IDS.usuario);
    const admin = bearer(await tokenFor(ctx.app, USER_IDS.superadmin));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update_user/${USER_IDS.usuario}/`,
      headers: admin,
      payload: {
        username: user?.username,
        email: user?.email ?? '',
        first_name: 'Otro',
        last_name: user?.last_name ?? '',
        servicio: user?.servicio || 'tcm',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(versionOf(USER_IDS.usuario)).toBe(before);
    expect((await verify(token)).statusCode).toBe(200);
  });

  it('refuses a token without a version, or with another one', async () => {
    const user = findUserById(ctx.db, USER_IDS.superadmin);
    if (!user) throw new Error('seed');
    await expectEnded(
      await signToken({ ...user, token_version: user.token_version + 1 }, ctx.app.deps.token),
    );
    const { SignJWT } = await import('jose');
    const unversioned = await new SignJWT({ user_id: user.id, id: user.id, rol_nombre: 'SuperAdmin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(ctx.app.deps.now().getTime() / 1000) + 3600)
      .sign(ctx.app.deps.token.secret);
    await expectEnded(unversioned);
  });
});

describe('POST ext/cerrar_sesiones/', () => {
  it('is listed as the sesiones capability', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ext/capacidades/',
      headers: bearer(await tokenFor(ctx.app, USER_IDS.usuario)),
    });
    expect(response.json<{ capacidades: string[] }>().capacidades).toContain('sesiones');
  });

  it.each(CALLERS)('%s ends every own session and nobody else’s', async (_role, userId) => {
    const mine = [await tokenFor(ctx.app, userId), await tokenFor(ctx.app, userId)];
    const someoneElse = await tokenFor(
      ctx.app,
      userId === USER_IDS.admin ? USER_IDS.usuario : USER_IDS.admin,
    );
    const response = await cerrar(mine[0]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: SESIONES_MESSAGES.cerradas });
    for (const token of mine) await expectEnded(token);
    expect((await verify(someoneElse)).statusCode).toBe(200);
    // A new sign-in works again.
    expect((await verify(await tokenFor(ctx.app, userId))).statusCode).toBe(200);
  });

  it('without a token, or with an ended one, answers 401 and bumps nothing', async () => {
    const before = versionOf(USER_IDS.usuario);
    const anonymous = await cerrar();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(NOT_AUTHENTICATED_BODY);
    const token = await tokenFor(ctx.app, USER_IDS.usuario);
    expect((await cerrar(token)).statusCode).toBe(200);
    const again = await cerrar(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(INVALID_TOKEN);
    expect(versionOf(USER_IDS.usuario)).toBe((before ?? 0) + 1);
  });
});
