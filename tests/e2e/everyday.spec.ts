import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

/** Everyday use: the shell says where you are, and Lista de Cobros reads at a glance. */
const WIDTHS = [1024, 1366, 1920] as const;
const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openCobros(page: Page) {
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Cobros' }).click();
  const table = page.getByRole('table', { name: 'Todos los Cobros' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  return table;
}

for (const width of WIDTHS) {
  test(`Lista de Cobros at ${width} px: no sideways scroll, Acciones in view, at most two lines per row`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInHome(page, 'admin');
    const table = await openCobros(page);

    const overflow = await table.evaluate((element) => {
      const scroller = element.closest('.table-responsive') as HTMLElement;
      return {
        table: scroller.scrollWidth - scroller.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(overflow).toEqual({ table: 0, page: 0 });

    const rows = table.locator('tbody tr');
    const count = await rows.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const button = rows.nth(index).getByRole('button', { name: /^Eliminar cobro/ });
      const box = await button.boundingBox();
      expect(box, `row ${index}`).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }

    if (width >= 1366) {
      // Long names wrap to two lines at most rather than being cut (a one-line row is about 45 px).
      const heights = await rows.evaluateAll((elements) =>
        elements.map((row) => row.getBoundingClientRect().height),
      );
      expect(Math.max(...heights)).toBeLessThan(80);
      // Every header reads whole, 'Bonos/Descuentos' with its sort mark included.
      const clipped = await table
        .getByRole('columnheader')
        .evaluateAll((cells) =>
          cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
        );
      expect(clipped).toEqual([]);
    } else {
      // Agencia(s) folds under Cliente, and Documento under Mes, so the names have room.
      await expect(table.getByRole('columnheader', { name: /^Agencia/ })).toHaveCount(0);
      await expect(table.getByRole('columnheader', { name: /^Cliente/ })).toContainText('Agencia(s)');
      await expect(table.getByRole('columnheader', { name: /^Mes/ })).toContainText('Documento');
    }
    // The client's name has room to be read, at every width; under 1366 px its agency shows below it.
    const headers = await table.getByRole('columnheader').allTextContents();
    const clienteCell = rows
      .first()
      .getByRole('cell')
      .nth(headers.findIndex((text) => text.startsWith('Cliente')));
    expect((await clienteCell.boundingBox())!.width).toBeGreaterThanOrEqual(110);
    if (width < 1366) {
      const [name, agency] = await clienteCell.evaluate((cell) =>
        [...cell.children].map((child) => {
          const { top, bottom, height } = child.getBoundingClientRect();
          return { top, bottom, height, text: child.textContent?.trim() ?? '' };
        }),
      );
      expect(agency.text).not.toBe('');
      expect(agency.height).toBeGreaterThan(0);
      expect(agency.top).toBeGreaterThanOrEqual(name.bottom - 1);
    }
    await shot(page, `cobros-list-${width}`);
  });
}

test('the tab title and the breadcrumb follow the page', async ({ page }) => {
  await signInHome(page, 'usuario');
  await expect(page).toHaveTitle('Home · Cobros');
  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail).toHaveText('Home');

  await openCobrosAsWorker(page);
  await expect(page).toHaveTitle('Lista de Cobros · Cobros');
  await expect(trail.getByRole('link', { name: 'Cobros' })).toBeVisible();
  await expect(trail.getByText('Lista de Cobros')).toHaveAttribute('aria-current', 'page');
  // A worker's bar: the brand, then Home; never 'Cobros Cobros'.
  await expect(page.getByRole('banner')).not.toContainText('Cobros');

  await page.getByRole('link', { name: 'Registrar Nuevo Cobro' }).click();
  await expect(page).toHaveTitle('Registrar Nuevo Cobro · Cobros');
  await expect(trail).toHaveText(/Cobros.*Registrar Nuevo Cobro/);
  await shot(page, 'registrar-cobro-1366');
});

async function openCobrosAsWorker(page: Page) {
  await page.goto('/#/gestCobro/listarCobros');
  await expect(page.getByRole('table', { name: 'Mis Cobros' }).locator('tbody tr').first()).toBeVisible();
}

test('a toast does not follow the user to the next page', async ({ page }) => {
  await signInHome(page, 'admin');
  // An unknown cobro: the app toasts the failure and takes the user back to the list.
  await page.goto('/#/gestCobro/modificarCobro/999999?tipo=bill');
  const toast = page.getByText('Error al cargar los datos del cobro');
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/listarCobros/);
  // Hovering pauses the toast's own timer, so only the navigation can take it away.
  await toast.hover();
  await page.waitForTimeout(2_700);
  await expect(toast).toBeVisible();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/#\/home$/);
  await expect(toast).toBeHidden({ timeout: 1_500 });
});

test('Modificar Cobro shows its selected records without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInHome(page, 'admin');
  const table = await openCobros(page);
  // The cobro with the most records: its selection is the hardest to see.
  const links = table.getByRole('link', { name: /^Modificar cobro/ });
  const candidates = await links.evaluateAll((elements) =>
    elements.map((link) => {
      const cells = link.closest('tr')!.querySelectorAll('td');
      const records = [...cells]
        .map((cell) => /^(\d+) registros?/.exec(cell.textContent ?? ''))
        .find(Boolean);
      return { href: link.getAttribute('href')!, records: Number(records?.[1] ?? 0) };
    }),
  );
  const target = candidates.sort((a, b) => b.records - a.records)[0];
  await page.goto(`/${target.href}`);
  await expect(page.getByRole('heading', { name: /^Modificar Cobro \d+/ })).toBeVisible();
  const records = page.getByRole('checkbox', { name: / u\.$/ });
  await expect(records.first()).toBeVisible();
  const total = await page.getByText(/^Seleccionados:/).textContent();
  const selected = Number(/Seleccionados: (\d+)/.exec(total ?? '')?.[1]);
  expect(selected).toBeGreaterThan(0);
  for (let index = 0; index < Math.min(selected, 3); index += 1) {
    await expect(records.nth(index)).toBeChecked();
    await expect(records.nth(index)).toBeInViewport();
  }
  await page.getByRole('checkbox', { name: 'Solo seleccionados' }).check();
  await expect(records).toHaveCount(selected);
  await shot(page, 'modificar-cobro-1366');
});

for (const width of WIDTHS) {
  test(`Pagos del Trabajador at ${width} px: no sideways scroll, Acciones in view, Tipo on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInHome(page, 'admin');
    // The seed's 'usuario' (id 4) has cobros of every task type, 'Subir notas al Sistema' included.
    await page.goto('/#/gestPago/listarPagosCobrosDetallados/4');
    const table = page.getByRole('table', { name: /^Cobros de / });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    const overflow = await table.evaluate((element) => {
      const scroller = element.closest('.table-responsive') as HTMLElement;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow).toBe(0);
    const buttons = table.getByRole('button', { name: /^Descuentos del cobro/ });
    const count = await buttons.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const box = await buttons.nth(index).boundingBox();
      expect(box!.x + box!.width, `row ${index}`).toBeLessThanOrEqual(width);
    }
    const tipo = table.getByText('Subir notas al Sistema').first();
    await expect(tipo).toBeVisible();
    const lines = await tipo.evaluate((element) => {
      const { height } = element.getBoundingClientRect();
      return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
    });
    expect(lines).toBe(1);
    // From 1366 px the list uses the screen's width and every column has its own header.
    if (width < 1366) {
      await expect(table.getByRole('columnheader', { name: /^Cliente/ })).toContainText('Documento');
    }
    await shot(page, `pago-detalle-${width}`);
  });
}
