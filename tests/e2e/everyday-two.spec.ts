import { expect, test, type Page } from '@playwright/test';
import { screenshot, signInHome } from './support';

const SLOW = { timeout: 15_000 };
const UNSAVED = 'Tienes cambios sin guardar. ¿Salir de todos modos?';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Ruta de navegación' });

test('Historial de Pagos: the delete confirmation names the payment, and deleting it says so', async ({
  page,
}) => {
  await signInHome(page, 'superadmin');
  await page.goto('/#/superVisarPagoCliente/modificarPagoCliente');
  await expect(page.getByRole('heading', { name: 'Historial de Pagos' })).toBeVisible(SLOW);
  const expand = page.getByRole('button', { name: /^Pagos de / }).first();
  const cliente = ((await expand.getAttribute('aria-label')) ?? '').replace(/^Pagos de /, '');
  await expand.click();
  const remove = page.getByRole('button', { name: /^Eliminar pago de / }).first();
  // 'Eliminar pago de $120.50 del 12/11/2026': the amount and date the dialog must repeat.
  const [, monto, fecha] =
    /^Eliminar pago de (\S+) del (\S+)$/.exec((await remove.getAttribute('aria-label')) ?? '') ?? [];
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(dialog).toContainText(`¿Eliminar el pago de ${monto} de ${cliente} del ${fecha}?`);
  await screenshot(page, 'everyday-two-historial-confirm');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(dialog).toHaveCount(0, SLOW);
  await expect(page.getByText('Pago eliminado correctamente')).toBeVisible(SLOW);
});

test('leaving a half-filled form asks first; staying keeps the input, leaving goes', async ({ page }) => {
  await signInHome(page, 'admin');
  // In-app links, so Back below stays within the app's own history entries.
  await nav(page).getByRole('button', { name: 'Más' }).click();
  await nav(page).getByRole('link', { name: 'Agencias' }).click();
  await page.getByRole('link', { name: 'Insertar Agencia' }).click();
  const nombre = page.getByRole('textbox', { name: 'Nombre de la Agencia' });
  await nombre.fill('Agencia a medias');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await nav(page).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => asked).toEqual([UNSAVED]);
  await expect(page).toHaveURL(/#\/gestAgencia\/insertarAgencia$/);
  await expect(nombre).toHaveValue('Agencia a medias');

  page.once('dialog', (dialog) => void dialog.accept());
  await trail(page).getByRole('link', { name: 'Agencias' }).click();
  await expect(page).toHaveURL(/#\/gestAgencia\/listarAgencias$/, SLOW);
});

test('the navbar shows the section the user is in', async ({ page }) => {
  await signInHome(page, 'admin');
  await page.goto('/#/gestPago/listarPagosCobros');
  await expect(page.getByRole('heading', { name: 'Lista Pagos' })).toBeVisible(SLOW);
  // Pagos is hidden in its own section (spec): 'Más', which holds it, is marked.
  const more = nav(page).getByRole('button', { name: /^Más ?\(sección actual\)$/ });
  await expect(more).toHaveClass(/active/);
  await expect(trail(page).getByRole('link', { name: 'Pagos' })).toBeVisible();
  await screenshot(page, 'everyday-two-nav-pagos');

  await nav(page).getByRole('link', { name: 'Cobros' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de Cobros' })).toBeVisible(SLOW);
  await expect(nav(page).getByRole('button', { name: 'Más', exact: true })).not.toHaveClass(/active/);
  await expect(trail(page).getByRole('link', { name: 'Cobros' })).toHaveCSS('font-weight', '600');
});
