import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInHome, signOut, withoutExtensions } from './support';

/**
 * 'Historial de cambios' (extension `auditoria`): a change to a cobro's units shows in the history
 * with its old and new value; the history filters by what changed; a cobro's detail links to its
 * own history. Without the extension there is no trace of it.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

async function openFromNavbar(page: Page) {
  await nav(page).getByRole('button', { name: 'Más' }).click();
  await nav(page).getByRole('link', { name: 'Historial de cambios' }).click();
  await expect(page.getByRole('heading', { name: 'Historial de cambios', level: 1 })).toBeVisible();
}

const historyTable = (page: Page) => page.getByRole('table', { name: 'Historial de cambios' });

test('a cobro’s units changed by an Admin show in the history, filtered, and from the cobro’s detail', async ({
  page,
}) => {
  // Two sign-ins and two loads of a worker's cobros on the demo seed.
  test.setTimeout(180_000);
  // Only an Admin changes a worker's cobro (modificar_cobro/); SuperAdmin reads the history.
  await signInHome(page, 'admin');
  // The seed's 'usuario' (id 4) has cobros of every task type; the newest with records is changed.
  await page.goto('/#/gestPago/listarPagosCobrosDetallados/4');
  const modify = page.getByRole('link', { name: /^Modificar cobro \d+$/ }).first();
  await expect(modify).toBeVisible({ timeout: 30_000 });
  const id = /(\d+)$/.exec((await modify.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await modify.click();
  await expect(page.getByRole('heading', { name: `Modificar Cobro ${id}` })).toBeVisible();
  const checked = page.getByRole('checkbox', { name: / u\.$/, checked: true });
  // The records load after the heading: wait for the cobro's own before counting them.
  await expect(checked.first()).toBeVisible();
  // Other specs change this cobro too: take a record away while it has two, else add one.
  const before = await checked.count();
  const fewer = before > 1;
  if (fewer) await checked.first().uncheck();
  else await page.getByRole('checkbox', { name: / u\.$/, checked: false }).first().check();
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Cobro modificado correctamente')).toBeVisible();
  await signOut(page);

  await signInHome(page, 'superadmin');
  await openFromNavbar(page);
  const unitsRow = historyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Cobro #${id}`, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'Unidades', exact: true }) })
    .first();
  await expect(unitsRow).toBeVisible();
  await expect(unitsRow).toContainText('Modificar');
  const cells = unitsRow.getByRole('cell');
  const antes = Number(await cells.nth(5).innerText());
  const despues = Number(await cells.nth(6).innerText());
  if (fewer) expect(antes).toBeGreaterThan(despues);
  else expect(antes).toBeLessThan(despues);
  await screenshot(page, 'historial-cambios');

  // Filtered by what changed: only role changes, then only this cobro.
  await page.getByLabel('Qué', { exact: true }).selectOption('Usuario');
  await expect(page).toHaveURL(/entidad=usuario/);
  await expect(historyTable(page).getByRole('link', { name: /^Cobro #/ })).toHaveCount(0);
  await page.getByLabel('Qué', { exact: true }).selectOption('Cobro');
  await page.getByLabel('Id', { exact: true }).fill(id);
  await expect(page).toHaveURL(new RegExp(`entidad=cobro&id=${id}`));
  const links = historyTable(page).getByRole('link');
  await expect(links.first()).toHaveText(`Cobro #${id}`);
  expect(new Set(await links.allInnerTexts())).toEqual(new Set([`Cobro #${id}`]));

  // The cobro's detail leads to its own history.
  await page.goto(`/#/gestPago/listarRegistrosDeCobros/${id}`);
  await page.getByRole('link', { name: 'Historial de cambios' }).click();
  await expect(page).toHaveURL(new RegExp(`#/historialCambios\\?entidad=cobro&id=${id}$`));
  await expect(unitsRow).toBeVisible();
  expect(new Set(await historyTable(page).getByRole('link').allInnerTexts())).toEqual(
    new Set([`Cobro #${id}`]),
  );
});

test('without the extension: no nav item, no links, a direct visit goes Home, no ext/ call but the discovery', async ({
  page,
}) => {
  const extCalls = await withoutExtensions(page);
  await signInHome(page, 'superadmin');
  await nav(page).getByRole('button', { name: 'Más' }).click();
  await expect(nav(page).getByRole('link', { name: 'Comparativa' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Historial de cambios' })).toHaveCount(0);

  await page.goto('/#/gestPago/listarPagosCobrosDetallados/4');
  const details = page.getByRole('link', { name: /^Detalles del cobro \d+$/ }).first();
  await expect(details).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Historial de cambios' })).toHaveCount(0);
  await details.click();
  await expect(page.getByRole('button', { name: 'Eliminar Cobro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Historial de cambios' })).toHaveCount(0);

  await page.goto('/#/historialCambios?entidad=cobro&id=1');
  await expect(page).toHaveURL(/#\/home$/);
  expect(extCalls.length).toBeGreaterThan(0);
  expect(extCalls.every((path) => path === '/api/ext/capacidades/')).toBe(true);
});
