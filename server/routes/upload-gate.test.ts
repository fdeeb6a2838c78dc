import { multipartBody, uploadFields } from '../test-fixtures/multipart';
import { simpleFile } from '../test-fixtures/spreadsheets';
import { zipBombFile } from '../test-fixtures/zip-bomb';
import { bearer, createTestApp, tokenFor, USER_IDS, type TestApp } from '../test-support';
import { UPLOAD_QUEUE_MAX, UPLOADS_IN_FLIGHT } from './procesar-excel';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.app.documentUploads.pool.close();
  await ctx.app.close();
});

const CLIENTE = 2;

async function upload(files: Parameters<typeof multipartBody>[1]) {
  const body = multipartBody(uploadFields(CLIENTE), files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/procesar_excel/',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await tokenFor(ctx.app, USER_IDS.admin)) },
  });
}

describe('uploads in flight', { timeout: 90_000 }, () => {
  it('answers 503 in Spanish when the line of waiting uploads is full, then takes uploads again', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: UPLOADS_IN_FLIGHT + UPLOAD_QUEUE_MAX }, () =>
      ctx.app.documentUploads.gate.run(() => held),
    );
    const refused = await upload([simpleFile(3)]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      detail: 'El servidor está ocupado. Intente de nuevo en unos segundos.',
    });
    release();
    await Promise.all(holders);
    expect((await upload([simpleFile(3)])).statusCode).toBe(200);
  });

  it('parses two uploads sent together, one after the other, and a bomb fails alone', async () => {
    const [first, second] = await Promise.all([
      upload([simpleFile(3, 'xlsx', 'uno')]),
      upload([zipBombFile(200 * 1024 * 1024, true), simpleFile(4, 'xlsx', 'dos')]),
    ]);
    expect(first.json()).toMatchObject({ archivos_procesados: 1, archivos_fallidos: 0 });
    expect(second.json()).toMatchObject({ archivos_procesados: 1, archivos_fallidos: 1 });
    expect(JSON.stringify(second.json())).toContain('El archivo descomprimido supera el tamaño máximo');
  });
});
