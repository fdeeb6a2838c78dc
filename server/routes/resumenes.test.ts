import { agencyToday } from '../dates';
import { capacidadesResponseSchema } from '../../src/contract/capacidades';
import { CIERRE_MESSAGES } from '../../src/contract/cierre-mes';
import { cobroListSchema, type Cobro } from '../../src/contract/cobro';
import {
  RESUMENES_MESSAGES,
  resumenClientesSchema,
  resumenFinanzasSchema,
} from '../../src/contract/resumenes';
import { ADMINS, ALL_ROLES, COBRO_SCREENS, SUPER_ADMIN } from '../../src/domain/roles';
import { splitEndpointKey } from '../permissions';
import { CALLERS, requestChecks, setupRouteTests, USER_IDS } from '../test-support';
import { appClientes, appFinanceSources, appFinanzas } from './resumenes-app-view';

/** Extension `resumenes` on the demo seed: the narrowed cobro lists and the two summaries. */

const route = setupRouteTests(USER_IDS.superadmin);
const { send } = route;
const contents = route.contentsOf(['cobros', 'cobro_registros', 'montos_extra', 'historial_pago', 'tareas']);
const { expectAccess, expectRejected } = requestChecks(send, contents);

const LISTS = ['/api/listar_cobro/', '/api/listar_cobro_usuario_en_sesion/'] as const;

async function getJson(url: string, userId: number = USER_IDS.superadmin): Promise<unknown> {
  const response = await send({ method: 'GET', url }, userId);
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

const appGet = (url: string) => getJson(url);

describe('capacidad resumenes', () => {
  it('is offered, with every route it describes served', async () => {
    const { capacidades } = capacidadesResponseSchema.parse(await getJson('/api/ext/capacidades/'));
    expect(capacidades).toContain('resumenes');
    for (const key of ['GET /api/ext/resumen_finanzas/', 'GET /api/ext/resumen_clientes/'] as const) {
      expect(route.app.hasRoute(splitEndpointKey(key)), key).toBe(true);
    }
  });
});

describe('listar_cobro/ narrowed to a period or a document', () => {
  it('answers, for every caller of both lists, the full list filtered by the period, in the same order', async () => {
    const full = cobroListSchema.parse(await getJson('/api/listar_cobro/'));
    const periods = new Map<string, { anio: number; mes: string }>();
    for (const cobro of full)
      periods.set(`${cobro.anio}-${cobro.mes}`, { anio: cobro.anio ?? 0, mes: cobro.mes });
    expect(periods.size).toBeGreaterThan(3);
    periods.set('vacío', { anio: 2001, mes: 'enero' });
    let narrowedItems = 0;
    for (const list of LISTS) {
      const allowed = list === LISTS[0] ? ALL_ROLES : COBRO_SCREENS;
      for (const [role, userId] of CALLERS) {
        if (role === null || !(allowed as readonly string[]).includes(role)) continue;
        const whole = (await getJson(list, userId)) as { id: number; anio: number; mes: string }[];
        for (const { anio, mes } of periods.values()) {
          const narrowed = await getJson(`${list}?anio=${anio}&mes=${mes}`, userId);
          expect(narrowed, `${list} ${role} ${mes} ${anio}`).toEqual(
            whole.filter((cobro) => cobro.anio === anio && cobro.mes === mes),
          );
          narrowedItems += (narrowed as unknown[]).length;
        }
      }
    }
    // Every role's lists were checked against something, not only empty periods.
    expect(narrowedItems).toBeGreaterThan(full.length);
  });

  it('is read by the contract like the full list', async () => {
    const cobros: Cobro[] = cobroListSchema.parse(await getJson('/api/listar_cobro/?anio=2026&mes=marzo'));
    expect(cobros.length).toBeGreaterThan(0);
    expect(cobros.every((cobro) => cobro.anio === 2026 && cobro.mes === 'marzo')).toBe(true);
  });

  it.each([
    ['anio=1999&mes=enero', CIERRE_MESSAGES.anioInvalido],
    ['anio=2101&mes=enero', CIERRE_MESSAGES.anioInvalido],
    ['anio=2026.5&mes=enero', CIERRE_MESSAGES.anioInvalido],
    ['anio=dos&mes=enero', CIERRE_MESSAGES.anioInvalido],
    ['anio=2026&mes=Enero', CIERRE_MESSAGES.mesInvalido],
    ['anio=2026&mes=13', CIERRE_MESSAGES.mesInvalido],
    ['anio=2026', RESUMENES_MESSAGES.periodoIncompleto],
    ['mes=enero', RESUMENES_MESSAGES.periodoIncompleto],
    ['documento=0', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=-3', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=1.5', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=uno', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=01', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=1&documento=2', RESUMENES_MESSAGES.documentoInvalido],
    ['documento=1&anio=2026&mes=enero', RESUMENES_MESSAGES.documentoConPeriodo],
    ['documento=1&anio=2026', RESUMENES_MESSAGES.documentoConPeriodo],
    ['documento=1&mes=enero', RESUMENES_MESSAGES.documentoConPeriodo],
  ])('refuses ?%s with 400 and a Spanish detail, on both lists, writing nothing', async (query, detail) => {
    for (const list of LISTS) {
      await expectRejected({ method: 'GET', url: `${list}?${query}` }, 400, { detail }, USER_IDS.admin);
    }
  });

  it('keeps each list’s access as it was', async () => {
    await expectAccess(() => ({ method: 'GET', url: `${LISTS[0]}?anio=2026&mes=enero` }), ALL_ROLES, 200);
    await expectAccess(() => ({ method: 'GET', url: `${LISTS[1]}?anio=2026&mes=enero` }), COBRO_SCREENS, 200);
    await expectAccess(() => ({ method: 'GET', url: `${LISTS[0]}?documento=1` }), ALL_ROLES, 200);
    await expectAccess(() => ({ method: 'GET', url: `${LISTS[1]}?documento=1` }), COBRO_SCREENS, 200);
  });
});

describe('GET ext/resumen_finanzas/', () => {
  it('is SuperAdmin’s alone', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/ext/resumen_finanzas/' }), SUPER_ADMIN, 200);
  });

  it('equals, to the cent, the Home’s figures computed from the full lists, for the current year and others', async () => {
    const sources = await appFinanceSources(appGet);
    const current = resumenFinanzasSchema.parse(await getJson('/api/ext/resumen_finanzas/'));
    expect(current.anio).toBe(2026);
    expect(current).toEqual(appFinanzas(sources, 2026, agencyToday(route.app.deps)));
    expect(current.total_pagado).toBeGreaterThan(0);
    // The Home's debtors, aged, and its latest payments are there to compare.
    expect(current.deudores?.some((deudor) => deudor.antiguedad !== null)).toBe(true);
    expect(current.pagos_recientes?.length).toBeGreaterThan(0);
    expect(current.serie.some((month) => month.cobrado > 0 && month.estimado > 0)).toBe(true);
    for (const anio of [2025, 2027]) {
      expect(await getJson(`/api/ext/resumen_finanzas/?anio=${anio}`)).toEqual(
        appFinanzas(sources, anio, agencyToday(route.app.deps)),
      );
    }
  });

  it('follows a write at once', async () => {
    const before = resumenFinanzasSchema.parse(await getJson('/api/ext/resumen_finanzas/'));
    route.db.exec('UPDATE montos_extra SET monto_cents = monto_cents + 1 WHERE id = 1');
    try {
      const after = resumenFinanzasSchema.parse(await getJson('/api/ext/resumen_finanzas/'));
      expect(Math.round((after.total_cobrado - before.total_cobrado) * 100)).toBe(1);
      expect(after).toEqual(appFinanzas(await appFinanceSources(appGet), 2026, agencyToday(route.app.deps)));
    } finally {
      route.db.exec('UPDATE montos_extra SET monto_cents = monto_cents - 1 WHERE id = 1');
    }
  });

  it.each(['anio=1999', 'anio=2101', 'anio=x'])('refuses ?%s with 400, writing nothing', async (query) => {
    await expectRejected({ method: 'GET', url: `/api/ext/resumen_finanzas/?${query}` }, 400, {
      detail: CIERRE_MESSAGES.anioInvalido,
    });
  });
});

describe('GET ext/resumen_clientes/', () => {
  it('is SuperAdmin’s and Admin’s', async () => {
    await expectAccess(() => ({ method: 'GET', url: '/api/ext/resumen_clientes/' }), ADMINS, 200);
  });

  it('equals, to the cent, every figure of Pagos de Clientes and Comparativa computed from the full lists', async () => {
    const sources = await appFinanceSources(appGet);
    const resumen = resumenClientesSchema.parse(await getJson('/api/ext/resumen_clientes/', USER_IDS.admin));
    expect(resumen).toEqual(appClientes(sources, agencyToday(route.app.deps)));
    expect(resumen.clientes).toHaveLength(sources.clientes.length);
    const documentos = resumen.clientes.flatMap((cliente) => cliente.documentos);
    expect(documentos.some((documento) => documento.real > 0 && documento.pagado > 0)).toBe(true);
    for (const cliente of resumen.clientes) {
      // Saldo is estimated minus paid, in céntimos: positive owed, negative a fund.
      expect(Math.round(cliente.saldo * 100)).toBe(
        Math.round(cliente.estimado * 100) - Math.round(cliente.pagado * 100),
      );
    }
    expect(new Set(resumen.clientes.map((cliente) => cliente.saldo_tipo))).toEqual(
      new Set(['Deuda', 'Fondo', 'Saldado']),
    );
  });
});
