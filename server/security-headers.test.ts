import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { SECURITY_HEADERS } from './security-headers';
import { bearer, createTestApp, TEST_SECRET, tokenFor, USER_IDS } from './test-support';

const expectHardened = (headers: Record<string, unknown>) => {
  expect(headers).toMatchObject(SECURITY_HEADERS);
  expect(headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
};

describe('security headers', () => {
  it('sends the policy the issue asks for', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    // No inline or eval'd script may ever run.
    expect(SECURITY_HEADERS['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('are on API answers: success, 401, 403, 404, 400', async () => {
    const { app, db } = await createTestApp();
    const admin = bearer(await tokenFor(app, USER_IDS.admin));
    for (const response of [
      await app.inject({ method: 'GET', url: '/api/usuario/', headers: admin }),
      await app.inject({ method: 'GET', url: '/api/usuario/' }),
      await app.inject({ method: 'GET', url: '/api/rol/', headers: admin }),
      await app.inject({ method: 'GET', url: '/api/no-existe/' }),
      await app.inject({ method: 'POST', url: '/api/login/', payload: {} }),
    ]) {
      expectHardened(response.headers);
    }
    await app.close();
    db.close();
  });

  it('are exactly the listed ones: helmet adds nothing the raw answers lack', async () => {
    const { app, db } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/no-existe/' });
    const listed = new Set(Object.keys(SECURITY_HEADERS));
    const plumbing = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary']);
    expect(Object.keys(response.headers).filter((name) => !listed.has(name) && !plumbing.has(name))).toEqual(
      [],
    );
    await app.close();
    db.close();
  });

  it('are on the app: index.html, its assets and deep links', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'cobros-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cobros</title>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const { db } = await createTestApp();
    const app = await buildApp({ db, jwtSecret: TEST_SECRET, staticDir: dist });
    for (const url of ['/', '/app.js', '/gestCobro/listarCobros']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expectHardened(response.headers);
    }
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
});
