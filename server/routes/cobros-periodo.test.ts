import { gunzipSync } from 'node:zlib';
import { ALL_ROLES, COBRO_SCREENS } from '../../src/domain/roles';
import { bearer, CALLERS, setupRouteTests, tokenFor, USER_IDS } from '../test-support';
import { cobroListSchema } from '../../src/contract/cobro';
import { decodeCobroColumns } from '../../src/contract/cobro-columns-wire';
import { RESUMENES_MESSAGES } from '../../src/contract/resumenes';

/**
 * `listar_cobro/?anio=&mes=` (extension `resumenes`) is kept by the server between reads: for
 * every role it answers what the whole list narrowed to the period holds, before and after a
 * write through the API, and its gzip form holds the same bytes. With `&formato=columnas` the
 * same cobros come in columns: read back, exactly what the contract reads from the JSON.
 */

const route = setupRouteTests(USER_IDS.admin);

type Wire = { id: number; anio: number; mes: string; bonificado: number };
const LISTS = [
  ['/api/listar_cobro/', ALL_ROLES],
  ['/api/listar_cobro_usuario_en_sesion/', COBRO_SCREENS],
] as const;

/** A body's bytes as an ArrayBuffer of their own, as the page receives them. */
const bytesOf = (payload: Buffer): ArrayBuffer => new Uint8Array(payload).buffer;

async function getColumns(url: string, userId: number) {
  const response = await route.send({ method: 'GET', url }, userId);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('application/octet-stream');
  return decodeCobroColumns(bytesOf(response.rawPayload));
}

async function getJson(url: string, userId: number): Promise<Wire[]> {
  const response = await route.send({ method: 'GET', url }, userId);
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

/** For every role that may read the list, its period equals its whole list narrowed. */
async function expectEveryScopeNarrowed(mes: string): Promise<number> {
  let seen = 0;
  for (const [list, allowed] of LISTS)
    for (const [role, userId] of CALLERS) {
      if (role === null || !(allowed as readonly string[]).includes(role)) continue;
      const whole = await getJson(list, userId);
      const narrowed = await getJson(`${list}?anio=2026&mes=${mes}`, userId);
      expect(narrowed, `${list} ${role}`).toEqual(
        whole.filter((cobro) => cobro.anio === 2026 && cobro.mes === mes),
      );
      const columns = await getColumns(`${list}?anio=2026&mes=${mes}&formato=columnas`, userId);
      expect(columns, `${list} ${role} in columns`).toEqual(cobroListSchema.parse(narrowed));
      seen += narrowed.length;
    }
  return seen;
}

describe('GET listar_cobro/?anio=&mes= kept between reads', () => {
  it('shows a write through the API on the next read, for every role', async () => {
    expect(await expectEveryScopeNarrowed('junio')).toBeGreaterThan(0);
    const [cobro] = await getJson('/api/listar_cobro/?anio=2026&mes=junio', USER_IDS.admin);
    const bonus = await route.send({
      method: 'PUT',
      url: `/api/sancionar_acreditar/${cobro.id}/`,
      payload: { bonificado: 12.34, nota_bonificado: 'bono del mes' },
    });
    expect(bonus.statusCode).toBe(200);
    const after = await getJson('/api/listar_cobro/?anio=2026&mes=junio', USER_IDS.admin);
    expect(after.find((item) => item.id === cobro.id)?.bonificado).toBe(12.34);
    await expectEveryScopeNarrowed('junio');
  });

  it('answers a deleted cobro’s period without it', async () => {
    const [cobro] = await getJson('/api/listar_cobro/?anio=2026&mes=mayo', USER_IDS.admin);
    const deleted = await route.send({ method: 'DELETE', url: `/api/eliminar_cobro/${cobro.id}/` });
    expect(deleted.statusCode).toBe(200);
    const after = await getJson('/api/listar_cobro/?anio=2026&mes=mayo', USER_IDS.admin);
    expect(after.map((item) => item.id)).not.toContain(cobro.id);
    await expectEveryScopeNarrowed('mayo');
  });

  /** The Admin's answer to `url` asked gzipped, inflated. */
  async function inflated(url: string): Promise<Buffer> {
    const { app } = route;
    const zipped = await app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(await tokenFor(app, USER_IDS.admin)), 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    return gunzipSync(zipped.rawPayload);
  }

  it('sends the same list gzipped as plain', async () => {
    const url = '/api/listar_cobro/?anio=2026&mes=abril';
    const plain = await getJson(url, USER_IDS.admin);
    expect(JSON.parse((await inflated(url)).toString('utf8'))).toEqual(plain);
    expect(plain.length).toBeGreaterThan(0);
  });

  it('sends the columns gzipped as plain', async () => {
    const url = '/api/listar_cobro/?anio=2026&mes=abril&formato=columnas';
    const plain = await getColumns(url, USER_IDS.admin);
    expect(decodeCobroColumns(bytesOf(await inflated(url)))).toEqual(plain);
    expect(plain.length).toBeGreaterThan(0);
  });
});

describe('GET listar_cobro/?formato= refused where it names no columns of a period', () => {
  it.each([
    ['/api/listar_cobro/?anio=2026&mes=abril&formato=json', RESUMENES_MESSAGES.formatoInvalido],
    ['/api/listar_cobro/?formato=columnas', RESUMENES_MESSAGES.formatoSinPeriodo],
    ['/api/listar_cobro/?anio=2026&formato=columnas', RESUMENES_MESSAGES.formatoSinPeriodo],
    ['/api/listar_cobro/?documento=1&formato=columnas', RESUMENES_MESSAGES.formatoSinPeriodo],
    ['/api/listar_cobro_usuario_en_sesion/?formato=columnas', RESUMENES_MESSAGES.formatoSinPeriodo],
  ])('%s is a 400 in Spanish', async (url, detail) => {
    const response = await route.send({ method: 'GET', url }, USER_IDS.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail });
  });

  it('without a session it is a 401, as every list', async () => {
    const response = await route.send(
      { method: 'GET', url: '/api/listar_cobro/?anio=2026&mes=abril&formato=columnas' },
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});
