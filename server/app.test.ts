import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { seedDemo } from './db/seed';
import { bearer, TEST_NOW, TEST_SECRET, tokenFor, USER_IDS } from './test-support';

function seededDb() {
  const db = openDatabase(IN_MEMORY);
  migrate(db);
  seedDemo(db, TEST_NOW);
  return db;
}

describe('serving the built app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'cobros-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cobros</title>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at /, files by name and index.html for other non-API paths', async () => {
    const app = await buildApp({
      db: seededDb(),
      jwtSecret: TEST_SECRET,
      staticDir: dist,
      now: () => TEST_NOW,
    });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<title>Cobros</title>');
    expect(root.headers['cache-control']).toBe('no-cache');

    expect((await app.inject({ method: 'GET', url: '/app.js' })).body).toBe('console.log(1)');

    const deepLink = await app.inject({ method: 'GET', url: '/gestCobro/listarCobros' });
    expect(deepLink.statusCode).toBe(200);
    expect(deepLink.body).toContain('<title>Cobros</title>');

    const api = await app.inject({ method: 'GET', url: '/api/no-existe/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'No encontrado.' });

    const apiStillWorks = await app.inject({ method: 'POST', url: '/api/login/', payload: {} });
    expect(apiStillWorks.statusCode).toBe(400);
    await app.close();
  });

  it('serves only the API when the folder does not exist', async () => {
    const app = await buildApp({
      db: seededDb(),
      jwtSecret: TEST_SECRET,
      staticDir: join(dist, 'no-existe'),
    });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(404);
    expect(root.json()).toEqual({ detail: 'No encontrado.' });
    await app.close();
  });
});

describe('unexpected failures', () => {
  it('answers 500 with the Spanish detail and no internals', async () => {
    const db = seededDb();
    const app = await buildApp({ db, jwtSecret: TEST_SECRET, now: () => TEST_NOW });
    const token = await tokenFor(app, USER_IDS.superadmin);
    db.close();
    const response = await app.inject({ method: 'GET', url: '/api/rol/', headers: bearer(token) });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Error interno del servidor' });
    await app.close();
  });
});
