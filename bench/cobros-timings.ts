/**
 * Lista de Cobros in use, in Chromium on the large seed: the keystroke in its search, the
 * page's longest task when its list is read again, and the floor any screen that reads every
 * cobro waits for. The keystroke figure is read inside the page: a PerformanceObserver of type
 * 'event' (Event Timing API) records how long the browser took to handle and paint each key in
 * the search of Lista de Cobros (its filter card's 'Buscar' box, the page's one search),
 * Enter included, which applies the filter to the 100,000 cobros; the driver's own
 * delays are not in it.
 */
import type { Browser, Page } from 'playwright-core';
import { paths } from '../src/lib/paths';
import { BASE, benchContext, signIn, write } from './bench-session';

/**
 * Lista de Cobros' totals, once they show figures: the summary stands from the first render with a
 * loading placeholder (role status) in each card, and its figures come only with the whole list.
 */
export const cobrosSummary = (page: Page) =>
  page.getByRole('region', { name: 'Resumen' }).filter({ hasNot: page.getByRole('status') });
/** The same, found inside the page. */
export const COBROS_SUMMARY =
  "[...document.querySelectorAll('section[aria-label=\"Resumen\"]')].find((s) => !s.querySelector('[role=status]')) ?? null";

/**
 * The worst Event Timing entry while typing into Lista de Cobros' search and applying it with
 * Enter, then clearing it and applying again, after the list has loaded. Entries under 16 ms are
 * not reported by the API (its smallest threshold), so a run without any counts as 16 ms at most.
 * Only entries that start once the typing does count: the click that puts the cursor in the box
 * is a pointer action, and its events (which began before the observer, just as the list had
 * drawn) were reported to it too, and were the worst entry of most runs.
 */
export async function worstKeystrokeMs(
  browser: Browser,
  adminToken: string,
  run: number,
  extensions?: boolean,
): Promise<number> {
  const context = await benchContext(browser, extensions);
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    await write(adminToken, run);
    await page.goto(`${BASE}/#${paths.cobros.list.to()}`);
    await cobrosSummary(page).waitFor({ timeout: 120_000 });
    const search = page.getByRole('form', { name: 'Filtros de cobros' }).getByLabel('Buscar');
    await search.click();
    await page.evaluate(() => {
      const seen: number[] = [];
      const typingFrom = performance.now();
      (window as unknown as { benchEvents: number[] }).benchEvents = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.startTime >= typingFrom) seen.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.keyboard.type('ana mar', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    for (let key = 0; key < 7; key += 1) await page.keyboard.press('Backspace', { delay: 120 });
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => (window as unknown as { benchEvents: number[] }).benchEvents);
    return Math.max(16, ...durations);
  } finally {
    await context.close();
  }
}

/**
 * Lista de Cobros in daily use: with the 100,000 cobros loaded, the admin deletes one, and the
 * list is read again (77 MB). The figure is the longest task of the page's main thread from the
 * click to 8 s later (a PerformanceObserver of type 'longtask', in the page), when the new list
 * has long been shown: how long the page stops answering meanwhile.
 */
export async function refetchLongestMs(browser: Browser): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE}/#${paths.cobros.list.to()}`);
    await cobrosSummary(page).waitFor({ timeout: 120_000 });
    await page.evaluate(`(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
    })()`);
    const row = page.locator('main table tbody tr').first();
    const id = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Eliminar cobro ${id}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Cobro eliminado correctamente').waitFor();
    await page.waitForTimeout(8000);
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    return Math.max(0, ...tasks);
  } finally {
    await context.close();
  }
}

/**
 * What any screen that reads every cobro waits for at least, whatever the app does: from an open
 * page, cold after a write, the GET of listar_cobro/ with the browser's own reading of it, its
 * bytes only ('bytes'), or fetch's JSON.parse too ('parsed'), with no check, no worker and no page
 * to draw. A screen's load adds to this the time from navigation to the request (the page's code).
 */
export async function listFloorMs(
  browser: Browser,
  adminToken: string,
  run: number,
  read: 'bytes' | 'parsed',
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/#/login`);
    await write(adminToken, run);
    // A string, not a function: tsx would add its own helpers to a function's text.
    return (await page.evaluate(`(async () => {
      const started = performance.now();
      const response = await fetch('/api/listar_cobro/', { headers: { authorization: 'Bearer ${adminToken}' } });
      const body = await (${JSON.stringify(read)} === 'bytes' ? response.arrayBuffer() : response.json());
      if (!(body.byteLength > 0 || body.length > 0)) throw new Error('listar_cobro/ vacío');
      return performance.now() - started;
    })()`)) as number;
  } finally {
    await context.close();
  }
}
