import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MONTHS, monthLabel } from '../../src/domain/months';
import { AGENCY_MONTH, AGENCY_YEAR, DEMO_PASSWORD, screenshot, signInHome, signOut } from './support';

/**
 * Closing a month end to end (extensions `cierre_mes` and `auditoria`): the Admin closes a month
 * for one worker from 'Liquidación del mes'; the worker finds that month's cobros locked, with the
 * reason; the SuperAdmin reopens it with a reason; the worker then modifies a cobro of the month;
 * 'Historial de cambios' shows the closing, the reopening and the modification.
 */

// The demo seed fills the six months up to this one (agency time); this month the worker has a
// cobro charged per record without a bonus or discount.
const [YEAR_NOW, MONTH_NOW] = [AGENCY_YEAR, AGENCY_MONTH];
const ANIO = YEAR_NOW;
const MES = MONTHS[MONTH_NOW - 1];
const LABEL = `${monthLabel(MES)} de ${ANIO}`;
const MOTIVO = 'Falta registrar un cambio de registros del mes';

type WireCobro = {
  id: number;
  mes: string;
  anio?: number;
  tipo_tarea: number | { id: number };
  bonificado: number;
  sancionado: number;
  contenido: unknown[] | null;
  contenido_open: unknown[] | null;
  contenido_spr: unknown[] | null;
};

async function tokenOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/login/', { data: { username, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** A cobro of the worker in the period, charged per record, with two records or more and no bonus or discount. */
async function cobroToModify(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/listar_cobro_usuario_en_sesion/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const cobros = (await answer.json()) as WireCobro[];
  const cobro = cobros.find((item) => {
    const tipo = typeof item.tipo_tarea === 'number' ? item.tipo_tarea : item.tipo_tarea.id;
    const records =
      (item.contenido?.length ?? 0) + (item.contenido_open?.length ?? 0) + (item.contenido_spr?.length ?? 0);
    return (
      item.mes === MES &&
      item.anio === ANIO &&
      [1, 4, 5].includes(tipo) &&
      records >= 2 &&
      Number(item.bonificado) === 0 &&
      Number(item.sancionado) === 0
    );
  });
  expect(cobro, `a cobro of ${LABEL} to modify`).toBeDefined();
  return cobro?.id ?? 0;
}

const historyRows = (page: Page) =>
  page.getByRole('table', { name: 'Historial de cambios' }).locator('tbody tr');

test('Admin closes a month for a worker, the worker is told, SuperAdmin reopens it, and the history shows it all', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const workerToken = await tokenOf(request, 'usuario');
  const cobroId = await cobroToModify(request, workerToken);
  const admin = await tokenOf(request, 'admin');
  const payroll = await request.get(`/api/ext/liquidacion/?anio=${ANIO}&mes=${MES}`, {
    headers: { Authorization: `Bearer ${admin}` },
  });
  const { filas } = (await payroll.json()) as { filas: { usuario: { id: number; nombre: string } }[] };
  const worker = filas.find((fila) => fila.usuario.id === 4)?.usuario.nombre ?? '';
  expect(worker).not.toBe('');

  // Whatever happens below, the month is left open for the specs that follow.
  test.info().annotations.push({ type: 'period', description: LABEL });
  try {
    await journey(page, request, { cobroId, worker, workerToken });
  } finally {
    const superadmin = await tokenOf(request, 'superadmin');
    const cierres = await request.get(`/api/ext/cierres/?anio=${ANIO}&mes=${MES}`, {
      headers: { Authorization: `Bearer ${superadmin}` },
    });
    for (const cierre of (await cierres.json()) as { id: number; usuario: { id: number } }[]) {
      if (cierre.usuario.id !== 4) continue;
      await request.delete(`/api/ext/cierres/${cierre.id}/`, {
        headers: { Authorization: `Bearer ${superadmin}` },
        data: { motivo: 'Fin de la prueba del cierre de mes' },
      });
    }
  }
});

async function journey(
  page: Page,
  request: APIRequestContext,
  { cobroId, worker, workerToken }: { cobroId: number; worker: string; workerToken: string },
) {
  // The Admin closes the month for the worker from the Liquidación.
  await signInHome(page, 'admin');
  await page.goto(`/#/gestPago/liquidacion?anio=${ANIO}&mes=${MES}`);
  await page.getByRole('button', { name: `Cerrar mes de ${worker}` }).click();
  const closing = page.getByRole('dialog', { name: 'Cerrar mes' });
  await expect(closing).toContainText(LABEL);
  await closing.getByRole('button', { name: 'Cerrar mes' }).click();
  await expect(page.getByText(`Mes de ${LABEL} cerrado para ${worker}.`)).toBeVisible();
  await signOut(page);

  // The worker finds the month's cobros locked, and why, before trying.
  const reason = new RegExp(`^Mes cerrado: ${LABEL} cerrado por .+ el \\d{2}/\\d{2}/${ANIO}`);
  await signInHome(page, 'usuario');
  await page.goto(`/#/gestCobro/listarCobros?mes=${MES}`);
  const table = page.getByRole('table', { name: 'Mis Cobros' });
  const lockedModify = table.getByRole('button', { name: `Modificar cobro ${cobroId}` });
  await expect(lockedModify).toBeVisible({ timeout: 30_000 });
  await expect(lockedModify).toBeDisabled();
  await expect(table.getByText('Cerrado', { exact: true }).first()).toHaveAttribute('title', reason);
  // The server refuses the write as well: the lock is not only on the screen.
  const refused = await request.delete(`/api/eliminar_cobro/${cobroId}/`, {
    headers: { Authorization: `Bearer ${workerToken}` },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Mes cerrado/);
  await screenshot(page, 'cierre-journey-worker-locked');
  await signOut(page);

  // The SuperAdmin reopens it with a reason.
  await signInHome(page, 'superadmin');
  await page.goto(`/#/gestPago/liquidacion?anio=${ANIO}&mes=${MES}`);
  await page.getByRole('button', { name: `Reabrir mes de ${worker}` }).click();
  const reopening = page.getByRole('dialog', { name: 'Reabrir mes' });
  await reopening.getByLabel('Motivo').fill(MOTIVO);
  await reopening.getByRole('button', { name: 'Reabrir' }).click();
  await expect(page.getByText(`Mes de ${LABEL} reabierto para ${worker}.`)).toBeVisible();
  await signOut(page);

  // The worker modifies the cobro now that the month is open.
  await signInHome(page, 'usuario');
  await page.goto(`/#/gestCobro/listarCobros?mes=${MES}`);
  const modify = page
    .getByRole('table', { name: 'Mis Cobros' })
    .getByRole('link', { name: `Modificar cobro ${cobroId}` });
  await expect(modify).toBeVisible({ timeout: 30_000 });
  await modify.click();
  await expect(page.getByRole('heading', { name: `Modificar Cobro ${cobroId}` })).toBeVisible();
  const checked = page.getByRole('checkbox', { name: / u\.$/, checked: true });
  await expect(checked.first()).toBeVisible();
  await checked.first().uncheck();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Cobro modificado correctamente')).toBeVisible();
  await signOut(page);

  // 'Historial de cambios' shows the closing, the reopening with its reason, and the modification.
  await signInHome(page, 'superadmin');
  await page.goto('/#/historialCambios');
  const rows = historyRows(page);
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const modification = rows.filter({
    has: page.getByRole('link', { name: `Cobro #${cobroId}`, exact: true }),
  });
  await expect(modification.first()).toContainText('Modificar');
  const reopened = rows.filter({ hasText: MOTIVO });
  await expect(reopened).toHaveCount(1);
  await expect(reopened).toContainText('Reabrir');
  const closingId = /Cierre de mes #(\d+)/.exec(await reopened.innerText())?.[1];
  expect(closingId).toBeDefined();
  const closed = rows
    .filter({ hasText: `Cierre de mes #${closingId}` })
    .filter({ has: page.getByText('Cerrar', { exact: true }) });
  await expect(closed).toHaveCount(1);
  // Newest first: the modification, then the reopening, then the closing.
  const texts = await rows.allInnerTexts();
  const at = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
  expect(at(new RegExp(`Cobro #${cobroId}\\b`))).toBeLessThan(at(new RegExp(MOTIVO)));
  expect(at(new RegExp(MOTIVO))).toBeLessThan(
    texts.findIndex((text) => text.includes(`Cierre de mes #${closingId}`) && /Cerrar/.test(text)),
  );
  await screenshot(page, 'cierre-journey-historial');
}
