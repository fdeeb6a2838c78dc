import { INITIAL_PASSWORD } from '../auth/password';
import { createTestApp, TEST_NOW, type TestApp } from '../test-support';

/** One app per test: the failure counts live in the app. */
let ctx: TestApp;
beforeEach(async () => {
  ctx = await createTestApp();
  ctx.setNow(TEST_NOW);
});
afterEach(async () => {
  await ctx.app.close();
});

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password } });

async function fail(username: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    expect((await login(username, 'incorrecta')).statusCode).toBe(401);
  }
}

const minutes = (count: number) => new Date(TEST_NOW.getTime() + count * 60_000);

describe('login throttling', { timeout: 30_000 }, () => {
  it('answers 429 with Retry-After and a Spanish message after 10 failures, even to the right password', async () => {
    await fail('admin', 10);
    const refused = await login('admin', INITIAL_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect(refused.json()).toEqual({
      message: 'Demasiados intentos fallidos para este usuario. Intente de nuevo en 15 minuto(s).',
    });
    // The name counts whatever its case, as a guesser might vary it.
    expect((await login('ADMIN', 'incorrecta')).statusCode).toBe(429);
  });

  it('never locks out another user', async () => {
    await fail('admin', 10);
    expect((await login('admin', 'incorrecta')).statusCode).toBe(429);
    expect((await login('usuario', INITIAL_PASSWORD)).statusCode).toBe(200);
    expect((await login('supervisor', 'incorrecta')).statusCode).toBe(401);
  });

  it('lets the name try again once its failures leave the 15-minute window', async () => {
    await fail('admin', 10);
    ctx.setNow(minutes(14));
    expect((await login('admin', INITIAL_PASSWORD)).statusCode).toBe(429);
    ctx.setNow(minutes(15));
    expect((await login('admin', INITIAL_PASSWORD)).statusCode).toBe(200);
  });

  it('resets the count on a success', async () => {
    await fail('admin', 9);
    expect((await login('admin', INITIAL_PASSWORD)).statusCode).toBe(200);
    await fail('admin', 9);
    expect((await login('admin', INITIAL_PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown usernames too, without touching real ones', async () => {
    await fail('nadie', 10);
    expect((await login('nadie', 'incorrecta')).statusCode).toBe(429);
    expect((await login('admin', INITIAL_PASSWORD)).statusCode).toBe(200);
  });
});
