import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, crc32, gunzipSync } from 'node:zlib';
import type { Database } from './db/sqlite-driver';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, staticCacheControl } from './app';
import {
  crc32Combine,
  gzipPiece,
  joinGzipPieces,
  negotiateEncoding,
  sendAnswer,
  type CachedAnswer,
} from './compression';
import { COBRO_GROUP_IDS, createCobroReader, type CobroScope } from './db/cobro-queries';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open-database';
import { seedLarge } from './db/seed-large';
import { bearer, TEST_NOW, TEST_SECRET, tokenFor, USER_IDS } from './test-support';

/** List answers served from caches that writes invalidate, compressed as negotiated. */

describe('negotiateEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'br'],
    ['br;q=1, gzip;q=0.8', 'br'],
    ['gzip;q=0, br', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'gzip'],
    ['*;q=0.5, gzip;q=0', 'br'],
    ['GZIP ; Q=0.9 , identity;q=0.1', 'gzip'],
    ['identity', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('gzip pieces', () => {
  it('lay side by side into one stream that inflates to their concatenation', () => {
    const texts = ['[', '{"a":"ñandú"}', ',', 'x'.repeat(70_000), ']'];
    const joined = joinGzipPieces(texts.map((text) => gzipPiece(Buffer.from(text))));
    expect(gunzipSync(joined).toString('utf8')).toBe(texts.join(''));
  });

  it.each([0, 1, 3, 64, 1000, 70_001])(
    'combine CRC-32s as one over the bytes laid together (B of %i bytes)',
    (length) => {
      const a = Buffer.from('{"cliente":"Peña"},');
      const b = Buffer.alloc(length, 'abcdefghij\u00f1');
      expect(crc32Combine(crc32(a), crc32(b), b.length)).toBe(crc32(Buffer.concat([a, b])));
      expect(crc32Combine(0, crc32(b), b.length)).toBe(crc32(b));
    },
  );
});

describe('sendAnswer', () => {
  const text = JSON.stringify(Array.from({ length: 500 }, (_, id) => ({ id, nombre: 'Peña' })));
  const pieces = [gzipPiece(Buffer.from(text.slice(0, 100))), gzipPiece(Buffer.from(text.slice(100)))];
  let bodies = 0;
  /** A grouped list's answer: its plain body is laid together only when asked for. */
  const answer: CachedAnswer = {
    body: () => {
      bodies += 1;
      return Buffer.from(text);
    },
    size: Buffer.byteLength(text),
    encoded: () => joinGzipPieces(pieces),
  };
  const app = Fastify();
  app.get('/lista', (request, reply) => sendAnswer(request, reply, answer));
  afterAll(() => app.close());

  it('sends the gzip bytes without laying the plain body together', async () => {
    const response = await app.inject({ url: '/lista', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(text);
    expect(bodies).toBe(0);
  });

  it('sends the plain body to a client that takes no compression', async () => {
    const response = await app.inject({ url: '/lista', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.payload).toBe(text);
    expect(bodies).toBe(1);
  });
});

describe('listar_cobro/ cache', () => {
  // Three groups of ids, so a write can touch one group and leave the others as they were.
  const dir = mkdtempSync(join(tmpdir(), 'cobros-cache-'));
  const file = join(dir, 'cobros.sqlite');
  const db = openDatabase(file);
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  migrate(db);
  seedLarge(db, { cobros: COBRO_GROUP_IDS * 2 + 300, users: 30, clients: 25, now: TEST_NOW });
  const reader = createCobroReader(db);
  const scopes: CobroScope[] = [
    { kind: 'all' },
    { kind: 'registeredBy', userId: 12 },
    { kind: 'registeredOrSupervisedBy', userId: 12 },
  ];
  /**
   * The list read afresh by a new connection, whose reader starts with an empty cache: what the
   * cached answer must equal (cobro-queries.test.ts holds that reading to the tables).
   */
  const fresh = (scope: CobroScope): unknown => {
    const other = openDatabase(file);
    try {
      return JSON.parse(createCobroReader(other).listJson(scope).toString('utf8'));
    } finally {
      other.close();
    }
  };
  const expectAllFresh = () => {
    for (const scope of scopes) {
      const answer = reader.listAnswer(scope);
      const expected = fresh(scope);
      expect(JSON.parse(answer.body().toString('utf8'))).toEqual(expected);
      expect(JSON.parse(gunzipSync(answer.encoded('gzip')).toString('utf8'))).toEqual(expected);
    }
  };
  const someCobro = (sql: string) => db.prepare(sql).pluck().get() as number;

  beforeAll(() => {
    for (const scope of scopes) reader.listAnswer(scope).encoded('gzip');
  });

  it('keeps the answer and its compressed bytes while nothing is written', () => {
    const answer = reader.listAnswer({ kind: 'all' });
    const gzip = answer.encoded('gzip');
    expect(reader.listAnswer({ kind: 'all' })).toBe(answer);
    expect(reader.listAnswer({ kind: 'all' }).encoded('gzip')).toBe(gzip);
  });

  it('keeps it too after a write that changes no cobro', () => {
    const answer = reader.listAnswer({ kind: 'all' });
    db.prepare('UPDATE tareas SET fecha = fecha WHERE id = (SELECT MIN(id) FROM tareas)').run();
    expect(reader.listAnswer({ kind: 'all' })).toBe(answer);
  });

  const writes: [string, () => void][] = [
    [
      'a new cobro',
      () =>
        db
          .prepare(
            `INSERT INTO cobros (cliente_id, documento_id, usuario_registra_id, usuario_supervisor_id, mes, tipo_tarea,
               unidades, bonificado_cents, sancionado_cents, pagado, fecha_creacion, anio, tarifa_cents)
             SELECT cliente_id, documento_id, 12, usuario_supervisor_id, mes, tipo_tarea, 7, 0, 0, 0, fecha_creacion,
               anio, tarifa_cents
             FROM cobros WHERE id = 5`,
          )
          .run(),
    ],
    ['a bonus on a cobro', () => db.prepare('UPDATE cobros SET bonificado_cents = 4321 WHERE id = 17').run()],
    [
      'a cobro moved to another worker (it leaves one scope and joins another)',
      () =>
        db
          .prepare('UPDATE cobros SET usuario_registra_id = 12 WHERE id = ?')
          .run(someCobro('SELECT id FROM cobros WHERE usuario_registra_id <> 12 AND id > 1100 LIMIT 1')),
    ],
    [
      'a deleted cobro',
      () =>
        db
          .prepare('DELETE FROM cobros WHERE id = ?')
          .run(someCobro('SELECT MAX(id) FROM cobros WHERE usuario_registra_id = 12')),
    ],
    [
      'records added and removed',
      () => {
        db.prepare(
          "INSERT INTO cobro_registros (cobro_id, kind, registro_id, nombre_completo, unidades) VALUES (2050, 'open', NULL, 'Nuevo', 3)",
        ).run();
        db.prepare(
          'DELETE FROM cobro_registros WHERE id = (SELECT MIN(id) FROM cobro_registros WHERE cobro_id = 30)',
        ).run();
      },
    ],
    ['a renamed user', () => db.prepare("UPDATE users SET first_name = 'Renombrada' WHERE id = 12").run()],
    ['a renamed client', () => db.prepare("UPDATE clientes SET nombre = 'Cliente nuevo' WHERE id = 3").run()],
    ['a renamed agency', () => db.prepare("UPDATE agencias SET nombre = 'Agencia nueva' WHERE id = 1").run()],
    [
      'an agency linked to and unlinked from a client',
      () => {
        db.prepare("INSERT INTO agencias (id, nombre) VALUES (950, 'Recién llegada')").run();
        db.prepare('INSERT INTO cliente_agencias (cliente_id, agencia_id) VALUES (4, 950)').run();
        db.prepare('DELETE FROM cliente_agencias WHERE cliente_id = 5').run();
      },
    ],
    ['a deleted agency', () => db.prepare('DELETE FROM agencias WHERE id = 950').run()],
    [
      'a renamed document',
      () => db.prepare("UPDATE documentos SET nombre_archivo = 'otro.xlsx' WHERE id = 2").run(),
    ],
    [
      'a deleted document (its cobros lose it)',
      () =>
        db.prepare('DELETE FROM documentos WHERE id = (SELECT documento_id FROM cobros WHERE id = 40)').run(),
    ],
    [
      'a write that rolls back',
      () => {
        const fail = db.transaction(() => {
          db.prepare('UPDATE cobros SET unidades = 999 WHERE id = 8').run();
          throw new Error('abortada');
        });
        expect(fail).toThrow('abortada');
      },
    ],
  ];

  it.each(writes)('answers afresh after %s, in every scope and in gzip', (_name, write) => {
    write();
    expectAllFresh();
  });
});

describe('list answers over HTTP', () => {
  let app: FastifyInstance;
  let db: Database;
  let admin: { authorization: string };
  let superadmin: { authorization: string };
  const dist = mkdtempSync(join(tmpdir(), 'cobros-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cobros</title>');
  writeFileSync(join(dist, 'assets', 'index-D4x9_kQa.js'), 'console.log(1)');
  const bigScript = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => index))};`;
  writeFileSync(join(dist, 'assets', 'rows-Q1w2e3R4.js'), bigScript);
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');

  beforeAll(async () => {
    db = openDatabase(IN_MEMORY);
    migrate(db);
    seedLarge(db, { cobros: 600, users: 20, clients: 15, now: TEST_NOW });
    // Enough extra amounts that their list is worth compressing.
    db.prepare(
      `INSERT INTO montos_extra (cliente_id, monto_cents, fecha_registro)
       WITH copies(n) AS (VALUES (1), (2), (3), (4))
       SELECT clientes.id, 1000 + n, '2026-05-01T10:00:00.000Z' FROM clientes, copies`,
    ).run();
    app = await buildApp({ db, jwtSecret: TEST_SECRET, staticDir: dist, now: () => TEST_NOW });
    admin = bearer(await tokenFor(app, USER_IDS.admin));
    superadmin = bearer(await tokenFor(app, USER_IDS.superadmin));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string, headers = admin) =>
    app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });
  /** The body's text, decoded as its content-encoding says. */
  const decodedText = (response: Awaited<ReturnType<typeof get>>): string => {
    const encoding = response.headers['content-encoding'];
    const bytes = response.rawPayload;
    return encoding === 'gzip'
      ? gunzipSync(bytes).toString('utf8')
      : encoding === 'br'
        ? brotliDecompressSync(bytes).toString('utf8')
        : bytes.toString('utf8');
  };
  const decoded = (response: Awaited<ReturnType<typeof get>>): unknown => JSON.parse(decodedText(response));

  const LISTS = [
    '/api/listar_cobro/',
    '/api/listar_tarea/',
    '/api/listar_cobros_estimados/',
    '/api/listar_monto_extra/',
    '/api/listar_documentacion/',
  ];

  it.each(LISTS)('%s: the same JSON in every negotiated encoding', async (url) => {
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br;q=1, gzip;q=0.5', 'br'],
      ['gzip;q=0, br;q=0', undefined],
    ] as const) {
      const response = await get(url, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(decoded(response)).toEqual(expected);
    }
  });

  it('compresses the other JSON answers too, and not small ones', async () => {
    const big = await get('/api/list_client/', 'gzip');
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(decoded(big)).toEqual((await get('/api/list_client/')).json());
    const small = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: {},
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.statusCode).toBe(400);
  });

  it('answers a scoped list per caller, from separate cache entries', async () => {
    const all = decoded(await get('/api/listar_cobro/', 'gzip')) as { usuario_registra: { id: number } }[];
    const worker =
      all.find((cobro) => cobro.usuario_registra.id > USER_IDS.dquispe)?.usuario_registra.id ?? 0;
    const own = decoded(await get('/api/listar_cobro/', 'gzip', bearer(await tokenFor(app, worker)))) as {
      usuario_registra: { id: number };
    }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(own.every((cobro) => cobro.usuario_registra.id === worker)).toBe(true);
  });

  it('reflects each kind of write through the API in the finance lists', async () => {
    const estimados = decoded(await get('/api/listar_cobros_estimados/', 'gzip')) as { id: number }[];
    const tareasBefore = decoded(await get('/api/listar_tarea/', 'gzip')) as unknown[];
    const created = await app.inject({
      method: 'POST',
      url: '/api/crear_tarea/',
      headers: admin,
      payload: { cobro: estimados[0].id, tarea: 4, sumar: 3, restar: 0 },
    });
    expect(created.statusCode).toBe(201);
    expect(decoded(await get('/api/listar_tarea/', 'gzip'))).toHaveLength(tareasBefore.length + 1);

    const montosBefore = decoded(await get('/api/listar_monto_extra/', 'br', superadmin)) as unknown[];
    const paid = await app.inject({
      method: 'PUT',
      url: '/api/monto_extra/3',
      headers: superadmin,
      payload: { monto: 12.5 },
    });
    expect(paid.statusCode).toBe(201);
    const montos = decoded(await get('/api/listar_monto_extra/', 'br', superadmin)) as { monto: number }[];
    expect(montos).toHaveLength(montosBefore.length + 1);

    type Documento = { id: number; bill: boolean; notas: boolean };
    const [documento] = decoded(await get('/api/listar_documentacion/', 'gzip')) as Documento[];
    const flags = { bill: !documento.bill, notas: !documento.notas };
    const changed = await app.inject({
      method: 'PUT',
      url: `/api/actualizar_documento/${documento.id}/`,
      headers: admin,
      payload: flags,
    });
    expect(changed.statusCode).toBe(200);
    const after = decoded(await get('/api/listar_documentacion/', 'gzip')) as Documento[];
    expect(after.find((item) => item.id === documento.id)).toMatchObject(flags);
    const estimadosAfter = decoded(await get('/api/listar_cobros_estimados/', 'gzip'));
    expect(estimadosAfter).not.toEqual(estimados);
  });

  it('lets browsers keep hashed assets for a year and revalidate index.html', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-D4x9_kQa.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/favicon.svg', '/gestCobro/listarCobros']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a hashed script from memory, compressed as negotiated, with its type', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['br', 'br'],
      ['', undefined],
    ] as const) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/rows-Q1w2e3R4.js',
        headers: accept ? { 'accept-encoding': accept } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decodedText(response)).toBe(bigScript);
    }
    const missing = await app.inject({ method: 'GET', url: '/assets/nada-Q1w2e3R4.js' });
    expect(missing.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });

  it('tells a hashed asset name from any other file', () => {
    expect(staticCacheControl('/srv/dist/assets/list-page-BQad3aV6.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('/srv/dist/assets/index-DataKey_.css')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(staticCacheControl('/srv/dist/index.html')).toBe('no-cache');
    expect(staticCacheControl('/srv/dist/assets/logo.svg')).toBe('no-cache');
  });
});
