import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

/**
 * The catalog screens: at 1024, 1366 and 1920 px no list scrolls sideways and its
 * Acciones buttons are in view; no backend role key (`user_…`) is shown; each page names the tab.
 * With CATALOG_SHOTS_DIR set, every screen is also saved there as a full-page screenshot.
 */

const WIDTHS = [1024, 1366, 1920] as const;

const LISTS = [
  { path: '/gestAgencia/listarAgencias', title: 'Lista de Agencias', shot: 'agencias' },
  { path: '/gestCliente/listarClientes', title: 'Lista de Clientes', shot: 'clientes' },
  { path: '/gestTrabajador/listaTrabajadores', title: 'Lista de Trabajadores', shot: 'trabajadores' },
  { path: '/gestRol/listaUsuarios', title: 'Lista de Usuarios', shot: 'usuarios' },
  { path: '/gestDocumentacion/listarDocumentacion', title: 'Lista de Documentos', shot: 'documentos' },
  { path: '/monto_extra', title: 'Montos Extra', shot: 'montos-extra' },
] as const;

const FORMS = [
  { path: '/gestAgencia/insertarAgencia', title: 'Insertar Agencia', shot: 'insertar-agencia' },
  { path: '/gestCliente/insertarCliente', title: 'Insertar Nuevo Cliente', shot: 'insertar-cliente' },
  { path: '/gestCliente/modificarCliente/2', title: 'Modificar Cliente', shot: 'modificar-cliente' },
  {
    path: '/gestTrabajador/insertarTrabajador',
    title: 'Insertar Nuevo Usuario',
    shot: 'insertar-trabajador',
  },
  {
    path: '/gestTrabajador/modificarTrabajador/3',
    title: 'Modificar Trabajador',
    shot: 'modificar-trabajador',
  },
  { path: '/modificarRol/3', title: 'Modificar Rol', shot: 'modificar-rol' },
  {
    path: '/gestDocumentacion/insertarDocumentacion',
    title: 'Insertar Documentación',
    shot: 'insertar-documentacion',
  },
  {
    path: '/gestDocumentacion/modificarDocumentacion/1',
    title: 'Modificar Documentación',
    shot: 'modificar-documentacion',
  },
  { path: '/changerPassword', title: 'Cambiar Contraseña', shot: 'cambiar-contrasena' },
] as const;

async function shoot(page: Page, name: string, width: number) {
  const dir = process.env.CATALOG_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/** How far the page and each table scroller could scroll sideways, in px. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const scrollers = Array.from(document.querySelectorAll<HTMLElement>('.table-responsive'));
    return [root, ...scrollers].map((element) => element.scrollWidth - element.clientWidth);
  });
}

async function expectNoRoleKeys(page: Page) {
  await expect(page.locator('body')).not.toContainText('user_');
}

for (const width of WIDTHS) {
  test.describe(`catalog screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('lists fit without sideways scroll, Acciones in view, tab titled per page', async ({ page }) => {
      await signInHome(page, 'superadmin');
      for (const list of LISTS) {
        await page.goto(`/#${list.path}`);
        await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
        await expect(page).toHaveTitle(`${list.title} · Cobros`);
        const firstRow = page.locator('table tbody tr').first();
        await expect(firstRow).toBeVisible();
        // Fonts and the tooltips' lazy chunk settle before measuring.
        await page.evaluate(() => document.fonts.ready);

        const overflow = await sidewaysOverflow(page);
        expect(
          overflow.every((px) => px <= 1),
          `${list.title}: ${overflow.join(', ')} px`,
        ).toBe(true);

        const acciones = page.getByRole('columnheader', { name: 'Acciones' });
        await expect(acciones).toBeInViewport();
        const actions = firstRow.getByRole('group');
        const box = await actions.boundingBox();
        expect(box, `${list.title}: the row's actions`).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
        // One line per row: the actions never stack.
        const buttons = actions.locator('.btn');
        const tops = await buttons.evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
        expect(new Set(tops).size, `${list.title}: action buttons on one line`).toBeLessThanOrEqual(1);

        await expectNoRoleKeys(page);
        await shoot(page, list.shot, width);
      }
    });

    test('forms are titled, use human role labels and keep Cancelar beside the primary', async ({ page }) => {
      await signInHome(page, 'superadmin');
      for (const form of FORMS) {
        await page.goto(`/#${form.path}`);
        await expect(page.getByRole('heading', { level: 1, name: form.title })).toBeVisible();
        await expect(page).toHaveTitle(`${form.title} · Cobros`);
        await expect(page.getByRole('form', { name: form.title })).toBeVisible();
        const overflow = await sidewaysOverflow(page);
        expect(overflow[0], `${form.title}: page overflow`).toBeLessThanOrEqual(1);
        await expectNoRoleKeys(page);
        await shoot(page, form.shot, width);
      }
      await page.goto('/#/modificarRol/3');
      const roles = page.getByRole('combobox', { name: 'Nuevo Rol' });
      await expect(roles.locator('option')).toHaveText([
        'Seleccione un rol',
        'Super Admin',
        'Administrador',
        'Supervisor',
        'Usuario',
        'Supervisado',
      ]);
    });
  });
}
