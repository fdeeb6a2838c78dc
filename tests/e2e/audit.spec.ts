/**
 * The independent check: every money figure of every screen, for every role, read from the screen
 * in Chromium and compared to the céntimo with tests/audit's recomputation from the API lists.
 * Twice: on the demo seed, and after a scripted series of changes made through the API. Each
 * block runs its own server and database, so its writes never reach the other spec files.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { call, login, readWire } from '../audit/api';
import { FigureLog } from '../audit/compare';
import { parseBalance, parseDebtAndFunds, parseShown, parseUnits, wireCents } from '../audit/money';
import {
  clientFigures,
  clientTotals,
  cobrosOfMonth,
  documentStatus,
  hasPeriodos,
  MESES,
  moneyByMonth,
  payOf,
  payroll,
  superAdminHome,
  type Wire,
  type WorkerPay,
} from '../audit/recompute';
import { DEMO_PASSWORD } from './support';

const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';
const MONTH_LABEL = (mes: string) => mes[0].toUpperCase() + mes.slice(1);
const CURRENT_MES = MESES[new Date().getMonth()];

type Server = { base: string; process: ChildProcess; database: string };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto')),
      );
    });
  });
}

async function startServer(): Promise<Server> {
  const port = await freePort();
  const database = `test-results/audit-${port}.sqlite`;
  mkdirSync('test-results', { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE: database,
      JWT_SECRET: 'audit-secret-de-la-comprobacion-independiente',
      STATIC_DIR,
      SEED: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`El servidor de la auditoría terminó (${child.exitCode})`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('El servidor de la auditoría no respondió en 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, process: child, database };
}

async function stopServer(server: Server | undefined) {
  if (!server) return;
  const { process: child, database } = server;
  if (child.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(child.pid, 'SIGTERM');
    const late = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
  }
  for (const suffix of ['', '-wal', '-shm']) rmSync(database + suffix, { force: true });
}

// ---------------------------------------------------------------- reading screens

async function signInAt(page: Page, base: string, username: string) {
  await page.goto(`${base}/#/login`);
  await page.getByPlaceholder('Ingrese su nombre de usuario').fill(username);
  await page.getByPlaceholder('Ingrese su contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/#\/home$/);
}

async function asUser(browser: Browser, base: string, username: string, work: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'es-ES' });
  const page = await context.newPage();
  try {
    await signInAt(page, base, username);
    await work(page);
  } finally {
    await context.close();
  }
}

/** The badges of a FigureBadges list: label → shown value. */
async function readBadges(page: Page, listName: string): Promise<Map<string, string>> {
  const list = page.getByRole('list', { name: listName });
  await expect(list).toBeVisible();
  // A badge shows a placeholder (role status, 'Cargando…') until its figure is in.
  await expect(list.getByRole('status')).toHaveCount(0);
  const items = await list.getByRole('listitem').allInnerTexts();
  return new Map(
    items.map((text) => {
      const at = text.indexOf(':');
      return [text.slice(0, at).trim(), text.slice(at + 1).trim()];
    }),
  );
}

type TreeRow = { kind: 'client' | 'document' | 'other'; cells: string[] };

/** The finance tree (Pagos de Clientes, Comparativa) with every client opened, and its footer. */
async function readTree(page: Page): Promise<{ rows: TreeRow[]; footer: string[] }> {
  const table = page.getByRole('table').first();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const closed = table.locator('button[aria-expanded="false"][aria-label^="Documentos de "]');
  for (let n = await closed.count(); n > 0; n = await closed.count()) await closed.first().click();
  return table.evaluate((element) => {
    const text = (cell: Element) => (cell as HTMLElement).innerText.trim();
    const rows = [...element.querySelectorAll('tbody tr')].map((tr) => ({
      kind: tr.querySelector('th[scope="row"]')
        ? ('client' as const)
        : tr.classList.contains('table-light') || tr.classList.contains('table-danger')
          ? ('document' as const)
          : ('other' as const),
      cells: [...tr.children].map(text),
    }));
    const footer = [...element.querySelectorAll('tfoot tr > *')].map(text);
    return { rows, footer };
  });
}

/** A plain table as header → cell text per row (sort arrows left out of the headers). */
async function readTable(
  page: Page,
  name: string,
): Promise<{ rows: Map<string, string>[]; footer: string[] }> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const read = await table.evaluate((element) => {
    const text = (cell: Element) => (cell as HTMLElement).innerText.trim();
    const headers = [...element.querySelectorAll('thead th')].map((th) =>
      text(th).split('\n')[0].replace(/[▲▼↕]/g, '').trim(),
    );
    const rows = [...element.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((cell, i): [string, string] => [headers[i] ?? String(i), text(cell)]),
    );
    const footer = [...element.querySelectorAll('tfoot tr > *')].map(text);
    return { rows, footer };
  });
  return { rows: read.rows.map((pairs) => new Map(pairs)), footer: read.footer };
}

/** A Home figure card's main value, by its label. */
async function readCard(page: Page, label: string): Promise<number | null> {
  const card = page.getByRole('region', { name: label, exact: true });
  if ((await card.count()) === 0) return null;
  return parseShown(await card.locator('p.fs-3').first().innerText());
}

const firstLine = (text: string) => text.split('\n')[0].trim();
const money = (text: string | undefined) => (text === undefined ? null : parseShown(firstLine(text)));

// ---------------------------------------------------------------- the screens

async function auditSuperAdmin(page: Page, base: string, wire: Wire, log: FigureLog) {
  const expected = superAdminHome(wire);
  await page.goto(`${base}/#/home`);
  await expect(page.getByRole('region', { name: 'Total Cobrar', exact: true })).toBeVisible();
  log.add('Home SuperAdmin', 'Total Cobrar', expected.totalCobrar, await readCard(page, 'Total Cobrar'));
  log.add('Home SuperAdmin', 'Total Cobrado', expected.totalCobrado, await readCard(page, 'Total Cobrado'));
  log.add('Home SuperAdmin', 'Total Pagado', expected.totalPagado, await readCard(page, 'Total Pagado'));
  log.add(
    'Home SuperAdmin',
    'Pendiente por Cobrar',
    expected.pendiente,
    await readCard(page, 'Pendiente por Cobrar'),
  );
  const pendiente = page.getByRole('region', { name: 'Pendiente por Cobrar', exact: true });
  log.add('Home SuperAdmin', 'Pendiente · Deuda', expected.owed, await readLabelled(pendiente, 'Deuda'));
  log.add('Home SuperAdmin', 'Pendiente · Fondo', expected.funds, await readLabelled(pendiente, 'Fondo'));
  const year = new Date().getFullYear();
  const perMonth = moneyByMonth(wire, year);
  const chart = await readTable(page, 'Cobrado y estimado por mes');
  MESES.forEach((mes, i) => {
    const row = chart.rows.find((r) => (r.get('Mes') ?? '').startsWith(MONTH_LABEL(mes)));
    log.add(
      'Home SuperAdmin',
      `${MONTH_LABEL(mes)} ${year} · Cobrado`,
      perMonth[i].cobrado,
      row ? money(row.get('Cobrado')) : null,
    );
    log.add(
      'Home SuperAdmin',
      `${MONTH_LABEL(mes)} ${year} · Estimado`,
      perMonth[i].estimado,
      row ? money(row.get('Estimado')) : null,
    );
  });

  const clients = clientFigures(wire);
  const totals = clientTotals(clients);
  const byName = new Map(clients.map((c) => [c.nombre, c]));

  await page.goto(`${base}/#/superVisarPagoCliente/listarPagosClientes`);
  const badges = await readBadges(page, 'Resumen de pagos de clientes');
  log.add('Pagos de Clientes', 'badge Clientes', totals.count, Number(badges.get('Clientes')), true);
  log.add('Pagos de Clientes', 'badge Por cobrar', totals.estimated, money(badges.get('Por cobrar')));
  // Debts and funds are summed apart, client by client: one never hides the other.
  log.add('Pagos de Clientes', 'badge Deuda', totals.owed, money(badges.get('Deuda')));
  log.add('Pagos de Clientes', 'badge Fondo', totals.funds, money(badges.get('Fondo')));
  log.add('Pagos de Clientes', 'badge Pagado', totals.paid, money(badges.get('Pagado')));
  const tree = await readTree(page);
  let client: (typeof clients)[number] | undefined;
  const seen = new Set<string>();
  for (const row of tree.rows) {
    if (row.kind === 'client') {
      const name = row.cells[1];
      client = byName.get(name);
      seen.add(name);
      if (!client) {
        log.add('Pagos de Clientes', `cliente ${name} (no esperado)`, 0, money(row.cells[2]));
        continue;
      }
      const at = `cliente ${name}`;
      log.add('Pagos de Clientes', `${at} · Estimado`, client.estimated, money(row.cells[2]));
      log.add('Pagos de Clientes', `${at} · Pagado`, client.paid, money(row.cells[3]));
      log.add('Pagos de Clientes', `${at} · Saldo`, client.balance, parseBalance(row.cells[4]));
      expect.soft(row.cells[5], `Pagos de Clientes · ${at} · Estado`).toBe(client.status);
    } else if (row.kind === 'document' && client) {
      const name = row.cells[1];
      const doc = client.documents.find((d) => d.nombre === name);
      const at = `documento ${name} (${client.nombre})`;
      log.add('Pagos de Clientes', `${at} · Estimado`, doc?.estimated ?? 0, money(row.cells[2]));
      log.add('Pagos de Clientes', `${at} · Pagado`, doc?.paidShare ?? 0, money(row.cells[3]));
      if (doc) expect.soft(row.cells[5], `Pagos de Clientes · ${at} · Estado`).toBe(documentStatus(doc));
    }
  }
  for (const c of clients)
    if (!seen.has(c.nombre)) log.add('Pagos de Clientes', `cliente ${c.nombre}`, c.estimated, null);
  log.add('Pagos de Clientes', 'pie Estimado', totals.estimated, money(tree.footer[2]));
  log.add('Pagos de Clientes', 'pie Pagado', totals.paid, money(tree.footer[3]));
  const footerSaldo = tree.footer[4] === undefined ? null : parseDebtAndFunds(tree.footer[4]);
  log.add('Pagos de Clientes', 'pie Deuda', totals.owed, footerSaldo?.debt ?? null);
  log.add('Pagos de Clientes', 'pie Fondo', totals.funds, footerSaldo?.funds ?? null);

  await page.goto(`${base}/#/superVisarPagoCliente/modificarPagoCliente`);
  const historial = await readTable(page, 'Historial de pagos');
  const historialSeen = new Set<string>();
  for (const row of historial.rows) {
    const name = row.get('Cliente');
    if (!name || !row.has('Total pagado')) continue;
    historialSeen.add(name);
    log.add(
      'Historial de Cobros',
      `${name} · Total pagado`,
      byName.get(name)?.historyPaid ?? 0,
      money(row.get('Total pagado')),
    );
  }
  for (const c of clients)
    if (!historialSeen.has(c.nombre))
      log.add('Historial de Cobros', `${c.nombre} · Total pagado`, c.historyPaid, null);

  await auditComparativa(page, base, wire, log);
  await auditMontosExtra(page, base, wire, log, 'SuperAdmin');
}

async function auditComparativa(page: Page, base: string, wire: Wire, log: FigureLog) {
  const clients = clientFigures(wire);
  const totals = clientTotals(clients);
  const byName = new Map(clients.map((c) => [c.nombre, c]));
  const screen = 'Comparativa';
  await page.goto(`${base}/#/superVisarPagoCliente/comparativaTotalCobrar`);
  // The badges count from 0 while the lists load: read them once the table has its rows.
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  const badgeList = await page
    .getByRole('list')
    .filter({ hasText: 'Discrepancias:' })
    .getAttribute('aria-label');
  const badges = await readBadges(page, badgeList ?? '');
  log.add(screen, 'badge Clientes', totals.count, Number(badges.get('Clientes')), true);
  log.add(screen, 'badge Pagos', totals.paid, money(badges.get('Pagos')));
  log.add(screen, 'badge Estimado', totals.estimated, money(badges.get('Estimado')));
  log.add(screen, 'badge Ajustes', totals.adjustments, money(badges.get('Ajustes')));
  log.add(screen, 'badge Discrepancias', totals.discrepancies, Number(badges.get('Discrepancias')), true);
  log.add(
    screen,
    'badge Unidades',
    totals.units,
    badges.has('Unidades') ? parseUnits(badges.get('Unidades')!) : null,
    true,
  );
  const pages = Math.max(1, Math.ceil(clients.length / 10));
  const seen = new Set<string>();
  for (let pagina = 1; pagina <= pages; pagina++) {
    if (pagina > 1)
      await page.goto(`${base}/#/superVisarPagoCliente/comparativaTotalCobrar?pagina=${pagina}`);
    const tree = await readTree(page);
    let client: (typeof clients)[number] | undefined;
    for (const row of tree.rows) {
      if (row.kind === 'client') {
        const name = row.cells[1];
        client = byName.get(name);
        seen.add(name);
        const at = `cliente ${name}`;
        log.add(screen, `${at} · Estimado`, client?.estimated ?? 0, money(row.cells[2]));
        log.add(screen, `${at} · Real`, client?.actual ?? 0, money(row.cells[3]));
        log.add(screen, `${at} · Pagado`, client?.paid ?? 0, money(row.cells[4]));
        const fund = /Fondo: (\S+)/.exec(row.cells[4] ?? '');
        log.add(
          screen,
          `${at} · Fondo`,
          Math.max(0, -(client?.balance ?? 0)),
          fund ? parseShown(fund[1]) : 0,
        );
        log.add(screen, `${at} · Discrepancias`, client?.discrepancies ?? 0, Number(row.cells[5]), true);
      } else if (row.kind === 'document' && client) {
        const name = row.cells[1];
        const doc = client.documents.find((d) => d.nombre === name);
        const at = `documento ${name} (${client.nombre})`;
        log.add(screen, `${at} · Estimado`, doc?.estimated ?? 0, money(row.cells[2]));
        log.add(screen, `${at} · Real`, doc?.actual ?? 0, money(row.cells[3]));
        log.add(screen, `${at} · Pagado`, doc?.paidShare ?? 0, money(row.cells[4]));
        const diff = /Discrepancia: (\S+)/.exec(row.cells[5] ?? '');
        log.add(
          screen,
          `${at} · Discrepancia`,
          doc && doc.discrepancy ? doc.actual - doc.estimated : 0,
          diff ? parseShown(diff[1]) : 0,
        );
      }
    }
  }
  for (const c of clients) if (!seen.has(c.nombre)) log.add(screen, `cliente ${c.nombre}`, c.estimated, null);
}

async function auditMontosExtra(page: Page, base: string, wire: Wire, log: FigureLog, role: string) {
  const screen = `Montos Extra (${role})`;
  await page.goto(`${base}/#/monto_extra`);
  const table = await readTable(page, 'Montos extra');
  const byId = new Map(wire.montos.map((m) => [String(m.id), m]));
  let rows = 0;
  for (const row of table.rows) {
    const id = row.get('ID');
    if (!id || !byId.has(id)) continue;
    rows += 1;
    log.add(screen, `fila ${id} · Monto`, wireCents(byId.get(id)!.monto), money(row.get('Monto')));
  }
  log.add(screen, 'filas', wire.montos.length, rows, true);
  const totalText = await page
    .getByText('Total Montos Extra', { exact: true })
    .locator('xpath=..')
    .innerText();
  const total = /Total Montos Extra\s+(\S+)/.exec(totalText);
  log.add(
    screen,
    'Total Montos Extra',
    wire.montos.reduce((s, m) => s + wireCents(m.monto), 0),
    total ? parseShown(total[1]) : null,
  );
}

async function auditListaPagos(page: Page, base: string, wire: Wire, log: FigureLog) {
  const names = new Map(wire.usuarios.map((u) => [u.id, `${u.first_name} ${u.last_name}`.trim()]));
  // The current month and the two before it (where the seed's bonuses, discounts and supervised
  // cobros fall): every other month enters the SuperAdmin's 'Total Pagado', checked in full.
  const now = MESES.indexOf(CURRENT_MES);
  const months = [now - 2, now - 1, now].map((i) => MESES[(i + 12) % 12]);
  for (const mes of months) {
    const screen = `Lista Pagos (${mes})`;
    const rows = payroll(cobrosOfMonth(wire.cobros, mes), wire.usuarios, hasPeriodos(wire));
    await page.goto(`${base}/#/gestPago/listarPagosCobros?mes=${mes}`);
    const table = await readTable(page, `Pagos de ${MONTH_LABEL(mes)}`);
    const shown = new Map(table.rows.map((r) => [r.get('Trabajador'), r]));
    let total = 0;
    let units = 0;
    for (const row of rows.values()) {
      const name = names.get(row.userId) ?? String(row.userId);
      const cells = shown.get(name);
      total += row.pay;
      units += row.ownUnits;
      log.add(screen, `${name} · Pago`, row.pay, cells ? money(cells.get('Pago')) : null);
      log.add(
        screen,
        `${name} · Unidades`,
        row.ownUnits,
        cells ? parseUnits(cells.get('Unidades') ?? '') : null,
        true,
      );
    }
    log.add(screen, 'filas', rows.size, table.rows.length, true);
    const footerMoney = table.footer.filter((cell) => /\$/.test(cell));
    log.add(screen, 'Total', total, footerMoney.length ? money(footerMoney[0]) : null);
    const footerUnits = table.footer.filter((cell) => /^\d[\d,.]*$/.test(cell));
    log.add(screen, 'Total unidades', units, footerUnits.length ? parseUnits(footerUnits[0]) : null, true);
  }
}

async function auditDetalle(
  page: Page,
  base: string,
  wire: Wire,
  log: FigureLog,
  userId: number,
  mes: string,
) {
  const screen = `Pagos del Trabajador (${userId}, ${mes})`;
  const cobros = wire.cobros.filter((c) => c.usuario_registra?.id === userId && c.mes === mes);
  await page.goto(`${base}/#/gestPago/listarPagosCobrosDetallados/${userId}?mes=${mes}`);
  if (cobros.length === 0) {
    await expect(page.getByText(/No se encontraron cobros para este usuario/)).toBeVisible();
    await auditDetalleBreakdown(page, wire, log, userId, mes);
    return;
  }
  const user = wire.usuarios.find((u) => u.id === userId);
  const table = await readTable(page, `Cobros de ${user?.first_name} ${user?.last_name}`);
  const byId = new Map(table.rows.map((r) => [r.get('ID Cobro'), r]));
  for (const cobro of cobros) {
    const row = byId.get(String(cobro.id));
    const at = `cobro ${cobro.id}`;
    log.add(
      screen,
      `${at} · Bonos (S/.)`,
      wireCents(cobro.bonificado),
      row ? parseShown(firstLine(row.get('Bonos (S/.)') ?? ''), 'S/.') : null,
    );
    log.add(
      screen,
      `${at} · Descuentos (S/.)`,
      wireCents(cobro.sancionado),
      row ? parseShown(firstLine(row.get('Descuentos (S/.)') ?? ''), 'S/.') : null,
    );
  }
  log.add(screen, 'filas', cobros.length, table.rows.length, true);
  await auditDetalleBreakdown(page, wire, log, userId, mes);
}

/**
 * The money figure shown next to a label inside `scope`: the label's nearest ancestor that also
 * holds a figure, and the first figure after the label in its text. null when the label is absent.
 */
async function readLabelled(
  scope: Page | ReturnType<Page['locator']>,
  label: string,
): Promise<number | null> {
  const node = scope.getByText(label, { exact: true }).first();
  if ((await node.count()) === 0) return null;
  const text = await node.evaluate((element, wanted) => {
    const figure = /([-+\u2212]?(?:\$|S\/\.\s?)-?[\d,]+\.\d{2})/;
    for (let at: HTMLElement | null = element as HTMLElement; at; at = at.parentElement) {
      const inner = at.innerText;
      const after = inner.slice(inner.indexOf(wanted) + wanted.length);
      const match = figure.exec(after);
      if (match) return match[1];
    }
    return null;
  }, label);
  return text === null ? null : parseShown(text);
}

/** The worker's own Home: 'Total a Cobrar' (pay over every month) and 'Resumen de {mes}' (this month's). */
async function auditWorkerHome(page: Page, base: string, wire: Wire, log: FigureLog, username: string) {
  const user = wire.usuarios.find((u) => u.username === username)!;
  const periodos = hasPeriodos(wire);
  const all = payOf(wire.cobros, wire.usuarios, user.id, periodos);
  const month = payOf(cobrosOfMonth(wire.cobros, CURRENT_MES), wire.usuarios, user.id, periodos);
  const screen = `Home (${username})`;
  // With `periodos` the month is named with its year ('Noviembre de 2026').
  const period = periodos
    ? `${MONTH_LABEL(CURRENT_MES)} de ${new Date().getFullYear()}`
    : MONTH_LABEL(CURRENT_MES);
  await page.goto(`${base}/#/home`);
  await expect(page.getByRole('region', { name: 'Total a Cobrar', exact: true })).toBeVisible();
  log.add(screen, 'Total a Cobrar', all.pay, await readCard(page, 'Total a Cobrar'));
  const resumen = page.getByRole('region', { name: `Resumen de ${period}` });
  log.add(screen, `Resumen de ${period} · Valor`, month.pay, await readLabelled(resumen, 'Valor'));
  await auditBreakdown(page, log, screen, 'Cálculo de todos los meses', all);
  await auditBreakdown(page, log, screen, `Cálculo de ${period}`, month);
}

/** Lista de Cobros' summary cards: own (or, for Admin, every worker's) pay, supervised share, Total Global. */
async function auditCobrosCards(page: Page, base: string, wire: Wire, log: FigureLog, username: string) {
  const user = wire.usuarios.find((u) => u.username === username)!;
  const periodos = hasPeriodos(wire);
  const screen = `Lista de Cobros (${username})`;
  // Every month: the Admin's list opens on the current one where the server offers resumenes.
  await page.goto(`${base}/#/gestCobro/listarCobros?mes=todos`);
  const resumen = page.getByRole('region', { name: 'Resumen' });
  await expect(resumen.getByText('Total Global', { exact: true })).toBeVisible();
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  const all = payroll(wire.cobros, wire.usuarios, periodos);
  const everyone = (await resumen.getByText('Todos los Cobros', { exact: true }).count()) > 0;
  let own: number;
  let supervised: number;
  if (everyone) {
    // Admin's table is every worker's cobros: its Total Global is their payroll, the supervisors'
    // 0.20 included and named in the card's note ('Incluye $X de supervisores').
    own = [...all.values()].reduce((sum, row) => sum + row.ownPay, 0);
    supervised = [...all.values()].reduce((sum, row) => sum + row.supervisados, 0);
    log.add(screen, 'Todos los Cobros', own, await readLabelled(resumen, 'Todos los Cobros'));
    const note = /Incluye (\S+) de supervisores/.exec(await resumen.innerText());
    log.add(screen, 'Total Global · de supervisores', supervised, note ? parseShown(note[1]) : null);
  } else {
    const mine = all.get(user.id);
    own = mine?.ownPay ?? 0;
    supervised = mine?.supervisados ?? 0;
    log.add(screen, 'Mis Cobros', own, await readLabelled(resumen, 'Mis Cobros'));
    if (user.rol?.nombre === 'user_Supervisor')
      log.add(screen, 'Cobros Supervisados', supervised, await readLabelled(resumen, 'Cobros Supervisados'));
  }
  log.add(screen, 'Total Global', own + supervised, await readLabelled(resumen, 'Total Global'));
}

/**
 * A pay breakdown (Devengado, + Bonificaciones, − Descuentos, + Tope en 0 por cobro, + Supervisados,
 * = A cobrar) in the group `group`; a line the screen leaves out when it is 0 reads as 0.
 */
async function auditBreakdown(page: Page, log: FigureLog, screen: string, group: string, pay: WorkerPay) {
  const scope = page.getByRole('group', { name: group, exact: true });
  if ((await scope.count()) === 0) {
    log.add(screen, `${group} (no está)`, pay.pay, null);
    return;
  }
  const optional = async (label: string) => (await readLabelled(scope, label)) ?? 0;
  log.add(screen, `${group} · Devengado`, pay.devengado, await readLabelled(scope, 'Devengado'));
  log.add(screen, `${group} · Bonificaciones`, pay.bonificado, await readLabelled(scope, 'Bonificaciones'));
  log.add(screen, `${group} · Descuentos`, -pay.sancionado, await readLabelled(scope, 'Descuentos'));
  log.add(screen, `${group} · Tope en 0 por cobro`, pay.floor, await optional('Tope en 0 por cobro'));
  log.add(screen, `${group} · Supervisados`, pay.supervisados, await optional('Supervisados'));
  log.add(screen, `${group} · A cobrar`, pay.pay, await readLabelled(scope, 'A cobrar'));
}

async function auditDetalleBreakdown(page: Page, wire: Wire, log: FigureLog, userId: number, mes: string) {
  const pay = payOf(cobrosOfMonth(wire.cobros, mes), wire.usuarios, userId, hasPeriodos(wire));
  const user = wire.usuarios.find((u) => u.id === userId);
  const screen = `Pagos del Trabajador (${userId}, ${mes})`;
  if (pay.ownUnits === 0 && pay.supervisedUnits === 0) return;
  await auditBreakdown(page, log, screen, `Cálculo del pago de ${user?.first_name} ${user?.last_name}`, pay);
}

test.describe.configure({ timeout: 120_000 });

async function auditWorkersOfAdmin(page: Page, base: string, wire: Wire, log: FigureLog) {
  await auditListaPagos(page, base, wire, log);
  const workers = [...payroll(wire.cobros, wire.usuarios, hasPeriodos(wire)).keys()];
  for (const userId of workers) await auditDetalle(page, base, wire, log, userId, CURRENT_MES);
}

function expectClean(log: FigureLog) {
  expect(log.figures.length, 'la auditoría leyó cifras').toBeGreaterThan(0);
  // The report names each mismatch (screen, label, expected, shown); it is the failure message.
  expect(log.report()).toBe(`${log.figures.length} cifras, todas cuadran`);
}

// ---------------------------------------------------------------- the two runs

for (const phase of ['semilla', 'cambios'] as const) {
  test.describe(`Cifras de dinero · ${phase === 'semilla' ? 'semilla de demostración' : 'tras cambios por la API'}`, () => {
    let server: Server | undefined;
    let wire: Wire;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      server = await startServer();
      if (phase === 'cambios') await applyChanges(server.base);
      wire = await readWire(server.base, await login(server.base, 'superadmin', DEMO_PASSWORD));
    });

    test.afterAll(async () => stopServer(server));

    test('SuperAdmin: Home, Pagos de Clientes, Historial, Comparativa, Montos Extra', async ({ browser }) => {
      const log = new FigureLog();
      await asUser(browser, server!.base, 'superadmin', (page) =>
        auditSuperAdmin(page, server!.base, wire, log),
      );
      // The check can fail: the same shown figure against an expectation one céntimo higher.
      const total = log.figures.find((f) => f.label === 'Total Montos Extra');
      const probe = new FigureLog();
      probe.add('Montos Extra', 'Total Montos Extra', (total?.shown ?? 0) + 1, total?.shown ?? null);
      expect(probe.mismatches()).toHaveLength(1);
      expectClean(log);
    });

    test('Admin: Lista Pagos por mes, Pagos del Trabajador, Montos Extra', async ({ browser }) => {
      const log = new FigureLog();
      await asUser(browser, server!.base, 'admin', async (page) => {
        await auditWorkersOfAdmin(page, server!.base, wire, log);
        await auditMontosExtra(page, server!.base, wire, log, 'Admin');
      });
      expectClean(log);
    });

    test('Home and Lista de Cobros of Admin and the three worker roles', async ({ browser }) => {
      const log = new FigureLog();
      for (const username of ['admin', 'supervisor', 'usuario', 'supervisado']) {
        await asUser(browser, server!.base, username, async (page) => {
          await auditWorkerHome(page, server!.base, wire, log, username);
          await auditCobrosCards(page, server!.base, wire, log, username);
          if (username === 'supervisado') await auditMontosExtra(page, server!.base, wire, log, username);
        });
      }
      expectClean(log);
    });
  });
}

// ---------------------------------------------------------------- the scripted changes

function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/**
 * Awkward amounts, a bonus and a discount (one larger than the cobro's pay), a Suma and a Resta,
 * deletions of a payment, an extra amount and a cobro, and a worker's role change.
 */
async function applyChanges(base: string) {
  const token = await login(base, 'superadmin', DEMO_PASSWORD);
  const api = <T = unknown>(method: string, path: string, body?: unknown) =>
    call<T>(base, token, method, path, body);
  const fecha = daysAgo(2);
  for (const [cliente, monto] of [
    [3, 0.01],
    [12, 12.5],
    [5, 999.99],
    [10, 1234.56],
    [3, 12.5],
  ] as const) {
    await api('PUT', `monto_extra/${cliente}`, { monto });
    await api('POST', 'historial_pago/', { cliente, monto, fecha_pago: fecha });
  }
  const cobros = await api<Wire['cobros']>('GET', 'listar_cobro/');
  const ofUser = (id: number) => cobros.filter((c) => c.usuario_registra?.id === id && c.mes === CURRENT_MES);
  const [bonusTarget] = ofUser(4);
  await api('PUT', `sancionar_acreditar/${bonusTarget.id}/`, {
    bonificado: 3.33,
    nota_bonificado: 'Auditoría: bono',
  });
  await api('PUT', `sancionar_acreditar/${bonusTarget.id}/`, {
    sancionado: 1.11,
    nota_sancionado: 'Auditoría: descuento',
  });
  const [bigDiscount] = ofUser(6);
  await api('PUT', `sancionar_acreditar/${bigDiscount.id}/`, {
    sancionado: 999.99,
    nota_sancionado: 'Auditoría: mayor que el pago',
  });
  const estimados = await api<Wire['estimados']>('GET', 'listar_cobros_estimados/');
  await api('POST', 'crear_tarea/', { cobro: estimados[0].id, tarea: 4, sumar: 7, restar: 0 });
  await api('POST', 'crear_tarea/', { cobro: estimados[1].id, tarea: 5, sumar: 0, restar: 3 });
  const historial = await api<Wire['historial']>('GET', 'listar_historial_pago/');
  const seedPayment = historial.find((h) => Number(h.monto) === 51.5)!;
  await api('DELETE', `eliminar_historial_pago/${seedPayment.id}/`);
  const montos = await api<Wire['montos']>('GET', 'listar_monto_extra/');
  const loneExtra = montos.find((m) => Number(m.monto) === 49.8)!;
  await api('DELETE', `eliminar_monto_extra/${loneExtra.id}`);
  const [deleted] = ofUser(2);
  await api('DELETE', `eliminar_cobro/${deleted.id}/`);
  const roles = await api<{ id: number; nombre: string }[]>('GET', 'rol/');
  const supervisado = roles.find((r) => r.nombre === 'user_Supervisado')!;
  await api('PUT', 'update_rol/4/', { rol: supervisado.id });
}
