import { expect, test, type Page } from '@playwright/test';
import { signInHome } from './support';

/**
 * Lista de Cobros reads whole on the demo seed: of Admin's first page of cobros, at 1366 px no
 * more than one cell in ten is cut, and at 1920 px none is. A cell is cut when it, or anything in
 * it that hides overflow (an ellipsis, a two-line clamp), holds more than it shows. The page never
 * scrolls sideways. The counts are printed for the record.
 */

const GOALS = [
  { width: 1024, maxShare: null },
  { width: 1366, maxShare: 0.1 },
  { width: 1920, maxShare: 0 },
] as const;

type CutCount = { cells: number; cut: number; samples: string[]; pageOverflow: number };

function countCutCells(page: Page): Promise<CutCount> {
  return page.evaluate(() => {
    const clips = (element: HTMLElement) => {
      // Text for screen readers only is clipped on purpose.
      if (element.closest('.visually-hidden')) return false;
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible' && style.overflowY === 'visible' && element.tagName !== 'TD')
        return false;
      return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    };
    const cells = Array.from(document.querySelectorAll<HTMLElement>('.cobros-list table tbody td'));
    const cut = cells.filter(
      (cell) => clips(cell) || Array.from(cell.querySelectorAll<HTMLElement>('*')).some(clips),
    );
    const root = document.documentElement;
    return {
      cells: cells.length,
      cut: cut.length,
      samples: cut.slice(0, 8).map((cell) => cell.textContent ?? ''),
      pageOverflow: root.scrollWidth - root.clientWidth,
    };
  });
}

for (const { width, maxShare } of GOALS) {
  test.describe(`Lista de Cobros at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cells read whole, no sideways page scroll', async ({ page }) => {
      await signInHome(page, 'admin');
      await page.goto('/#/gestCobro/listarCobros');
      const table = page.getByRole('table', { name: 'Todos los Cobros' });
      // The first visit after the server starts reads the whole demo list on a busy machine.
      await expect(table.locator('tbody tr').nth(5)).toBeVisible({ timeout: 20_000 });
      await expect(table.getByRole('columnheader', { name: /Pago total/ })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);

      const count = await countCutCells(page);
      console.log(
        `Lista de Cobros (Admin) at ${width} px: ${count.cut} of ${count.cells} cells cut` +
          (count.samples.length
            ? ` (e.g. ${count.samples.map((text) => JSON.stringify(text)).join(', ')})`
            : ''),
      );
      expect(count.pageOverflow).toBeLessThanOrEqual(0);
      expect(count.cells).toBeGreaterThan(0);
      if (maxShare !== null) expect(count.cut).toBeLessThanOrEqual(Math.floor(count.cells * maxShare));

      // What is still cut reads whole one keyboard focus away.
      const clamped = table.locator('.clamped-text');
      const cutIndex = await clamped.evaluateAll((elements) =>
        elements.findIndex((element) => element.scrollHeight > element.clientHeight + 1),
      );
      if (cutIndex >= 0) {
        const cut = clamped.nth(cutIndex);
        await cut.focus();
        await expect(page.getByRole('tooltip')).toHaveText((await cut.textContent()) ?? '');
      }
    });
  });
}
