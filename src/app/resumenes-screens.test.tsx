import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { cobroListSchema } from '../contract/cobro';
import { COBROS, HISTORIAL, MONTOS, serveFinance, TAREAS, YEAR } from '../test/finance-fixtures';
import { agencyToday } from '../lib/agency-zone';
import { api, offerCapacidades, server } from '../test/msw-server';
import { renderApp, signIn } from '../test/render-app';
import { fixtureSources, recordRequests } from '../test/resumen-clientes-fixture';
import { appClientes, appFinanzas } from '../../server/routes/resumenes-app-view';

/**
 * Extension `resumenes`, two paths and one truth: each finance screen shows the same figures from
 * the full lists and from the summaries, and with the summaries it never asks for the cobros. The
 * summaries msw answers are computed by the server's own builders (server/ext/resumenes.ts, through
 * the view its inject tests hold the routes to) from the very lists msw serves.
 */

/**
 * `ignoresDocumento`: the backend answers `listar_cobro/?documento=` with every cobro.
 * `olderServer`: its `resumen_finanzas` carries no debtors and no latest payments.
 */
type DataSet = {
  montos: unknown[];
  tareas: unknown[];
  historial: unknown[];
  ignoresDocumento?: boolean;
  olderServer?: boolean;
};

const DATA_SETS: Record<string, DataSet> = {
  'the finance fixture': { montos: MONTOS, tareas: TAREAS, historial: HISTORIAL },
  // Documents with cobros and no adjustment: their cobros alone open them.
  'no adjustments': { montos: MONTOS, tareas: [], historial: HISTORIAL },
  // Thirds that do not split evenly, a client paid exactly, half-cent adjustments.
  'awkward céntimos': {
    ignoresDocumento: true,
    montos: [
      { id: 1, monto: '33.33', cliente: 1 },
      { id: 2, monto: 30, cliente: 2 },
      { id: 3, monto: '0.01', cliente: 3 },
    ],
    tareas: [
      { id: 1, cobro: { id: 110, tarea: 3, suma: '0.335', restar: 0 } },
      { id: 2, cobro: { id: 100, tarea: 1, suma: 0, restar: '10.005' } },
      { id: 3, cobro: { id: 200, tarea: 2, suma: '1.10', restar: '0.10' } },
    ],
    historial: [
      { id: 7, cliente_id: 1, monto: '33.33', fecha: `${YEAR}-01-10` },
      { id: 8, cliente_id: 2, monto: 30, fecha: `${YEAR}-03-15` },
      { id: 9, cliente_id: 3, monto: '0.01', fecha: `${YEAR}-04-01` },
    ],
  },
};

function serveDataSet(data: DataSet, summaries: boolean) {
  serveFinance({
    montos: () => HttpResponse.json(data.montos as never),
    tareas: () => HttpResponse.json(data.tareas as never),
    historial: () => HttpResponse.json(data.historial as never),
  });
  if (!summaries) return;
  offerCapacidades('resumenes');
  // Read at each request, so a write the test makes to `data` shows in the next summary.
  const sources = () => fixtureSources(data);
  server.use(
    http.get(api('listar_cobro/'), ({ request }) => {
      const documento = new URL(request.url).searchParams.get('documento');
      if (documento === null || data.ignoresDocumento) return HttpResponse.json(COBROS as never);
      return HttpResponse.json(
        cobroListSchema.parse(COBROS).filter((cobro) => cobro.documento?.id === Number(documento)) as never,
      );
    }),
    http.get(api('ext/resumen_clientes/'), () => HttpResponse.json(appClientes(sources(), agencyToday()))),
    http.get(api('ext/resumen_finanzas/'), ({ request }) => {
      const finanzas = appFinanzas(
        sources(),
        Number(new URL(request.url).searchParams.get('anio')),
        agencyToday(),
      );
      if (!data.olderServer) return HttpResponse.json(finanzas);
      // A server from before the Home's debtors and payments were added to the summary.
      return HttpResponse.json({ ...finanzas, deudores: undefined, pagos_recientes: undefined });
    }),
  );
}

const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Every client opened to its documents (and, with `details`, every document to its lines), then the table's rows as text. */
async function openTable(name: string, details = false): Promise<string[]> {
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name }, { timeout: 10_000 });
  for (const button of within(table).queryAllByRole('button', { name: /^Documentos de / }))
    await user.click(button);
  if (details) {
    for (const button of within(table).queryAllByRole('button', { name: /^Detalle de / }))
      await user.click(button);
    await waitFor(() =>
      expect(within(table).queryByText(/Cargando (cobros|ajustes)/)).not.toBeInTheDocument(),
    );
  }
  return within(table).getAllByRole('row').map(text);
}

type Screen = { path: string; read: () => Promise<string[]> };

const SCREENS: Record<string, Screen> = {
  Comparativa: {
    path: '/superVisarPagoCliente/comparativaTotalCobrar',
    read: async () => {
      const rows = await openTable('Comparativa Total a Cobrar', true);
      // The cobro lines under the documents are part of what both paths must show alike.
      expect(rows.join(' ')).toMatch(/Cobro #\d+ · /);
      return [text(screen.getByRole('list', { name: 'Resumen de la comparativa' })), ...rows];
    },
  },
  'Pagos de Clientes': {
    path: '/superVisarPagoCliente/listarPagosClientes',
    read: async () => {
      const rows = await openTable('Pagos de Clientes');
      return [text(screen.getByRole('list', { name: 'Resumen de pagos de clientes' })), ...rows];
    },
  },
  'SuperAdmin Home': {
    path: '/home',
    read: async () => {
      await screen.findByRole('region', { name: 'Total Cobrar' }, { timeout: 10_000 });
      // The chart is lazy: its table of figures is read once it is drawn.
      await screen.findByRole('table', { name: 'Cobrado y estimado por mes' }, { timeout: 10_000 });
      const cards = ['Total Cobrar', 'Total Cobrado', 'Total Pagado', 'Pendiente por Cobrar'].map((name) =>
        text(screen.getByRole('region', { name })),
      );
      const tables = screen
        .getAllByRole('table')
        .flatMap((table) => within(table).getAllByRole('row').map(text));
      const month = screen.queryByText(/: cobrado /, { selector: 'p' });
      return [...cards, ...tables, month ? text(month) : 'sin mes'];
    },
  },
};

let sessions = 0;

async function figuresOf(target: Screen, data: DataSet, summaries: boolean) {
  serveDataSet(data, summaries);
  const asked = recordRequests();
  // A new session each time (another token): the discovery asks again.
  sessions += 1;
  signIn('SuperAdmin', { jti: `sesion-${sessions}` });
  const view = renderApp(target.path);
  const figures = await target.read();
  await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  view.unmount();
  return { figures, asked };
}

describe('finance screens with and without resumenes', { timeout: 60_000 }, () => {
  beforeAll(
    () =>
      Promise.all([
        import('../features/comparativa/comparativa-page'),
        import('../features/pagos-clientes/pagos-clientes-page'),
        import('../features/home/home-page'),
        import('../features/home/components/superadmin-dashboard'),
      ]),
    30_000,
  );

  describe.each(Object.entries(DATA_SETS))('on %s', (_, data) => {
    it.each(Object.entries(SCREENS))(
      '%s shows the same figures, without reading the cobros',
      async (__, target) => {
        const lists = await figuresOf(target, data, false);
        const summarized = await figuresOf(target, data, true);
        expect(summarized.figures).toEqual(lists.figures);
        // The figures are figures, not a blank screen on both sides.
        expect(lists.figures.join(' ')).toMatch(/\$\d/);
        expect(summarized.asked).not.toContain('listar_cobro/');
        expect(summarized.asked).not.toContain('usuario/');
        // Only Comparativa's open documents ask for cobros, each for its own.
        const narrowed = summarized.asked.filter((path) => path.startsWith('listar_cobro/'));
        expect(narrowed.every((path) => /^listar_cobro\/\?documento=\d+$/.test(path))).toBe(true);
        expect(narrowed.length > 0).toBe(target === SCREENS.Comparativa);
      },
    );
  });

  it('with resumenes, the Home reads its summary alone; from an older server without its debtors and payments, the small lists for them', async () => {
    const data = DATA_SETS['the finance fixture'];
    const lists = await figuresOf(SCREENS['SuperAdmin Home'], data, false);
    const summarized = await figuresOf(SCREENS['SuperAdmin Home'], data, true);
    expect(summarized.figures).toEqual(lists.figures);
    expect(
      summarized.asked.filter((path) => path !== 'ext/capacidades/' && !path.startsWith('verify')),
    ).toEqual([`ext/resumen_finanzas/?anio=${YEAR}`]);
    const older = await figuresOf(SCREENS['SuperAdmin Home'], { ...data, olderServer: true }, true);
    expect(older.figures).toEqual(lists.figures);
    expect(older.asked).toContain('listar_historial_pago/');
    expect(older.asked).not.toContain('listar_cobro/');
  });

  it('with resumenes, Comparativa and the Home read the summaries; without, the cobros', async () => {
    for (const summaries of [false, true]) {
      for (const target of [SCREENS.Comparativa, SCREENS['SuperAdmin Home']]) {
        const { asked } = await figuresOf(target, DATA_SETS['the finance fixture'], summaries);
        const summary = target === SCREENS.Comparativa ? 'ext/resumen_clientes/' : 'ext/resumen_finanzas/';
        expect(
          asked.some((path) => path.startsWith(summary)),
          `${target.path} ${summaries}`,
        ).toBe(summaries);
        expect(asked.includes('listar_cobro/'), `${target.path} ${summaries}`).toBe(!summaries);
      }
    }
  });

  it('with resumenes, a write reloads the summary: Sumar unidades on Comparativa shows the new estimate', async () => {
    const data = { ...DATA_SETS['the finance fixture'], tareas: [...TAREAS] };
    serveDataSet(data, true);
    server.use(
      http.post(api('crear_tarea/'), async ({ request }) => {
        const body = (await request.json()) as {
          cobro: number;
          tarea: number;
          sumar: number;
          restar: number;
        };
        data.tareas.push({
          id: 9,
          cobro: { id: body.cobro, tarea: body.tarea, suma: body.sumar, restar: 0 },
        });
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const asked = recordRequests();
    sessions += 1;
    signIn('SuperAdmin', { jti: `sesion-${sessions}` });
    renderApp(SCREENS.Comparativa.path);
    const user = userEvent.setup();
    const badges = () => text(screen.getByRole('list', { name: 'Resumen de la comparativa' }));
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' }, { timeout: 10_000 });
    expect(badges()).toContain('Estimado: $205.00');
    await user.click(screen.getByRole('button', { name: 'Documentos de Centro Sur' }));
    await user.click(screen.getByRole('button', { name: 'Sumar unidades a sur_marzo.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sumar unidades' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo de tarea'), 'Bill');
    await user.type(within(dialog).getByLabelText('Unidades ($1.00 c/u)'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Suma' }));
    await waitFor(() => expect(badges()).toContain('Estimado: $217.00'));
    expect(asked.filter((path) => path === 'ext/resumen_clientes/')).toHaveLength(2);
    expect(asked).not.toContain('listar_cobro/');
  });

  it('with resumenes, an open document shows its loading line, then a failure whose retry brings its lines', async () => {
    serveDataSet(DATA_SETS['no adjustments'], true);
    let fail = true;
    server.use(
      http.get(api('listar_cobro/'), async () => {
        await delay(50);
        // Every cobro, as a backend that ignores `documento`: the app keeps the document's.
        return fail
          ? HttpResponse.json({ detail: 'Error' }, { status: 500 })
          : HttpResponse.json(COBROS as never);
      }),
    );
    const asked = recordRequests();
    sessions += 1;
    signIn('SuperAdmin', { jti: `sesion-${sessions}` });
    renderApp(SCREENS.Comparativa.path);
    const user = userEvent.setup();
    const table = await screen.findByRole(
      'table',
      { name: 'Comparativa Total a Cobrar' },
      { timeout: 10_000 },
    );
    await user.click(within(table).getByRole('button', { name: 'Documentos de Clínica Norte' }));
    await user.click(within(table).getByRole('button', { name: 'Detalle de norte_bill.xlsx' }));
    expect(await within(table).findByText(/Cargando cobros de norte_bill\.xlsx/)).toBeInTheDocument();
    const alert = await within(table).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('No se pudieron cargar los cobros de norte_bill.xlsx.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(table).findByText(/Cobro #503 · /)).toBeInTheDocument();
    expect(within(table).queryByText(/Cobro #501 · /)).not.toBeInTheDocument();
    const lists = asked.filter((path) => path.startsWith('listar_cobro/'));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((path) => path === 'listar_cobro/?documento=11')).toBe(true);
  });
});
