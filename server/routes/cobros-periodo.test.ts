import { gunzipSync } from 'node:zlib';
import { ALL_ROLES, COBRO_SCREENS } from '../../src/domain/roles';
import { bearer, CALLERS, setupRouteTests, tokenFor, USER_IDS } from '../test-support';

/**
 * `listar_cobro/?anio=&mes=` (extension `resumenes`) is kept by the server between reads: for
 * every role it answers what the whole list narrowed to the period holds, before and after a
 * write through the API, and its gzip form holds the same bytes.
 */

const route = setupRouteTests(USER_IDS.admin);

type Wire = { id: number; anio: number; mes: string; bonificado: number };
const LISTS = [
  ['/api/listar_cobro/', ALL_ROLES],
  ['/api/listar_cobro_usuario_en_sesion/', COBRO_SCREENS],
] as const;

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

  it('sends the same list gzipped as plain', async () => {
    const url = '/api/listar_cobro/?anio=2026&mes=abril';
    const plain = await getJson(url, USER_IDS.admin);
    const { app } = route;
    const zipped = await app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(await tokenFor(app, USER_IDS.admin)), 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain);
    expect(plain.length).toBeGreaterThan(0);
  });
});
