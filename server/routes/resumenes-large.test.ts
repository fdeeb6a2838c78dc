import { agencyToday } from '../dates';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { migrate } from '../db/migrations';
import { IN_MEMORY, openDatabase } from '../db/open-database';
import { seedLarge } from '../db/seed-large';
import type { Database } from '../db/sqlite-driver';
import type { LiquidacionWire } from '../../src/contract/cierre-mes';
import { cobroListSchema } from '../../src/contract/cobro';
import { decodeCobroColumns } from '../../src/contract/cobro-columns-wire';
import { payroll } from '../../src/domain/pay';
import { bearer, TEST_NOW, TEST_SECRET, tokenFor, USER_IDS } from '../test-support';
import { appClientes, appFinanceSources, appFinanzas, type AppFinanceSources } from './resumenes-app-view';

/**
 * Extensions `resumenes` and `cierre_mes` on the large seed: every figure of both summaries, and
 * each worker's row of a month's payroll, equals, to the cent, what the app computes from the full
 * lists; one period's list is the full list filtered by it, in JSON and in columns. The
 * suite runs it at a quarter of the seed's sizes (about 40 s on a busy machine);
 * `RESUMENES_SEED=full` runs it at the full 100,000 cobros and 2,000 clients (about 40 s of CPU).
 */

const FULL = process.env.RESUMENES_SEED === 'full';
const SIZES = FULL
  ? { cobros: 100_000, clients: 2_000, users: 300 }
  : { cobros: 25_000, clients: 500, users: 100 };
const LARGE_TIMEOUT = 240_000;

describe('resumenes on the large seed', () => {
  let app: FastifyInstance;
  let db: Database;
  let headers: { authorization: string };
  let sources: AppFinanceSources;

  const getJson = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json() as unknown;
  };

  beforeAll(async () => {
    db = openDatabase(IN_MEMORY);
    migrate(db);
    seedLarge(db, { ...SIZES, now: TEST_NOW });
    app = await buildApp({ db, jwtSecret: TEST_SECRET, now: () => TEST_NOW });
    headers = bearer(await tokenFor(app, USER_IDS.superadmin));
    sources = await appFinanceSources(getJson);
  }, LARGE_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('has the large seed’s sizes', () => {
    expect(sources.cobros).toHaveLength(SIZES.cobros);
    expect(sources.clientes.length).toBeGreaterThanOrEqual(SIZES.clients);
  });

  it(
    'answers the Home’s figures as the app computes them from the full lists',
    async () => {
      expect(await getJson('/api/ext/resumen_finanzas/')).toEqual(
        appFinanzas(sources, 2026, agencyToday(app.deps)),
      );
      expect(await getJson('/api/ext/resumen_finanzas/?anio=2025')).toEqual(
        appFinanzas(sources, 2025, agencyToday(app.deps)),
      );
    },
    LARGE_TIMEOUT,
  );

  it(
    'answers every client’s and document’s figures as Pagos de Clientes and Comparativa compute them',
    async () => {
      expect(await getJson('/api/ext/resumen_clientes/')).toEqual(
        appClientes(sources, agencyToday(app.deps)),
      );
    },
    LARGE_TIMEOUT,
  );

  it(
    'narrows listar_cobro/ to a period as the full list filtered by it',
    async () => {
      const whole = (await getJson('/api/listar_cobro/')) as { anio: number; mes: string }[];
      for (const mes of ['enero', 'junio']) {
        const narrowed = (await getJson(`/api/listar_cobro/?anio=2026&mes=${mes}`)) as unknown[];
        expect(narrowed.length).toBeGreaterThan(SIZES.cobros / 100);
        expect(narrowed).toEqual(whole.filter((cobro) => cobro.anio === 2026 && cobro.mes === mes));
        // In columns, the same cobros as the contract reads them from the JSON.
        const url = `/api/listar_cobro/?anio=2026&mes=${mes}&formato=columnas`;
        const columns = await app.inject({ method: 'GET', url, headers });
        expect(columns.statusCode, url).toBe(200);
        expect(decodeCobroColumns(new Uint8Array(columns.rawPayload).buffer)).toEqual(
          cobroListSchema.parse(narrowed),
        );
      }
    },
    LARGE_TIMEOUT,
  );

  it(
    'pays each worker of a month as Lista Pagos does from the full lists (ext/liquidacion/)',
    async () => {
      const users = sources.usuarios.map((user) => ({
        id: user.id,
        nombre: `${user.first_name} ${user.last_name}`.trim() || user.username,
        rol: user.rol?.nombre ?? null,
      }));
      for (const [anio, mes] of [
        [2026, 'enero'],
        [2026, 'junio'],
        [2025, 'diciembre'],
      ] as const) {
        const app = payroll(
          sources.cobros.filter((cobro) => cobro.anio === anio && cobro.mes === mes),
          users,
        );
        const answer = (await getJson(`/api/ext/liquidacion/?anio=${anio}&mes=${mes}`)) as LiquidacionWire;
        expect(app.rows.length, `${mes} ${anio}`).toBeGreaterThan(10);
        const served = new Map(answer.filas.map((fila) => [fila.usuario.id, fila]));
        expect([...served.keys()].sort(), `${mes} ${anio}`).toEqual(app.rows.map((row) => row.userId).sort());
        for (const row of app.rows) {
          const fila = served.get(row.userId);
          expect(Math.round((fila?.neto ?? Number.NaN) * 100), `${row.nombre}, ${mes} ${anio}`).toBe(
            row.payCents,
          );
          expect(fila?.unidades_propias).toBe(row.units);
          expect(fila?.unidades_supervisadas).toBe(row.supervisedUnits);
        }
        expect(Math.round(answer.totales.neto * 100)).toBe(app.totalCents);
      }
    },
    LARGE_TIMEOUT,
  );
});
