import { expect, test, type APIRequestContext } from '@playwright/test';
import { MONTHS, monthLabel } from '../../src/domain/months';
import {
  AGENCY_MONTH,
  AGENCY_YEAR,
  DEMO_PASSWORD,
  screenshot,
  signInHome,
  withoutExtensions,
} from './support';

/**
 * The month lock on the screens (extension `cierre_mes`): once an Admin closes a worker's month,
 * that worker sees its cobros of the month locked, with the reason, and cannot register into it.
 * Without the extension nothing of it shows and no ext/ call but the discovery leaves the app.
 */

const USUARIO_ID = 4;
// The seed spreads cobros over the six months up to today (agency time): three months ago has some.
const [YEAR_NOW, MONTH_NOW] = [AGENCY_YEAR, AGENCY_MONTH];
const ANIO = MONTH_NOW > 3 ? YEAR_NOW : YEAR_NOW - 1;
const MES = MONTHS[(MONTH_NOW + 8) % 12];
const MES_LABEL = monthLabel(MES);

async function tokenOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login/', { data: { username, password: DEMO_PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

test('a month an Admin closed is locked on the worker’s screens, with the reason', async ({
  page,
  request,
}) => {
  const admin = await tokenOf(request, 'admin');
  const closed = await request.post('/api/ext/cierres/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: { anio: ANIO, mes: MES, usuario: USUARIO_ID },
  });
  expect(closed.status()).toBe(201);
  const [{ id }] = (await closed.json()) as { id: number }[];
  try {
    const reason = new RegExp(
      `^Mes cerrado: ${MES_LABEL} de ${ANIO} cerrado por .+ el \\d{2}/\\d{2}/${ANIO}$`,
    );
    await signInHome(page, 'usuario');
    await page.goto(`/#/gestCobro/listarCobros?mes=${MES}`);
    const table = page.getByRole('table', { name: 'Mis Cobros' });
    const modify = table.getByRole('button', { name: /^Modificar cobro \d+$/ }).first();
    await expect(modify).toBeVisible({ timeout: 30_000 });
    await expect(modify).toBeDisabled();
    await expect(table.getByRole('button', { name: /^Eliminar cobro \d+$/ }).first()).toBeDisabled();
    await expect(table.getByRole('link', { name: /^Modificar cobro \d+$/ })).toHaveCount(0);
    const badge = table.getByText('Cerrado', { exact: true }).first();
    await expect(badge).toHaveAttribute('title', reason);
    await badge.focus();
    await expect(badge).toBeFocused();
    await screenshot(page, 'cierre-lock-lista');

    await page.goto('/#/gestCobro/insertarCobro');
    await page.getByLabel('Mes').selectOption(MES);
    await expect(page.getByRole('status').filter({ hasText: 'Mes cerrado' })).toHaveText(reason);
    await expect(page.getByRole('button', { name: 'Registrar Cobro' })).toBeDisabled();
    await screenshot(page, 'cierre-lock-registrar');
  } finally {
    // Other specs change this worker's cobros: the month is reopened for them.
    const superadmin = await tokenOf(request, 'superadmin');
    const reopened = await request.delete(`/api/ext/cierres/${id}/`, {
      headers: { Authorization: `Bearer ${superadmin}` },
      data: { motivo: 'Prueba del bloqueo terminada' },
    });
    expect(reopened.status()).toBe(200);
  }
});

test('without the extension nothing is locked and no ext/ call but the discovery leaves', async ({
  page,
}) => {
  const extCalls = await withoutExtensions(page);
  await signInHome(page, 'usuario');
  await page.goto(`/#/gestCobro/listarCobros?mes=${MES}`);
  const table = page.getByRole('table', { name: 'Mis Cobros' });
  await expect(table.getByRole('button', { name: /^Eliminar cobro \d+$/ }).first()).toBeEnabled({
    timeout: 30_000,
  });
  await expect(table.getByText('Cerrado', { exact: true })).toHaveCount(0);
  await page.goto('/#/gestCobro/insertarCobro');
  await page.getByLabel('Mes').selectOption(MES);
  await expect(page.getByText(/Mes cerrado/)).toHaveCount(0);
  expect(extCalls.length).toBeGreaterThan(0);
  expect(extCalls.every((path) => path === '/api/ext/capacidades/')).toBe(true);
});
