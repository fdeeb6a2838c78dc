import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { makeCliente } from '../../test/factories';
import { serveFinance, YEAR } from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const FINANCE_ERROR = 'No se pudieron cargar los datos financieros. Por favor, intente nuevamente más tarde.';

const cardValue = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('paragraph').at(-1);

describe('SuperAdmin Home', { timeout: 15_000 }, () => {
  // The page and its lazy dashboard pay for their transform here, not within a test's wait.
  beforeAll(() => Promise.all([import('./home-page'), import('./components/superadmin-dashboard')]), 20_000);

  it('shows the four cards computed from the estimates, adjustments, extra amounts and cobros', async () => {
    let ownCobros = 0;
    serveFinance();
    server.use(
      http.get(api('listar_cobro_usuario_en_sesion/'), () => {
        ownCobros += 1;
        return HttpResponse.json([]);
      }),
    );
    signIn('SuperAdmin');
    renderApp('/home');
    await screen.findByRole('region', { name: 'Total Cobrar' });
    // bill + notas + subir_notas (140 + 40 + 30) plus adjustments (+10 − 15).
    expect(cardValue('Total Cobrar')).toHaveTextContent('$205.00');
    expect(cardValue('Total Cobrado')).toHaveTextContent('$95.00');
    // The payroll of every cobro: (120 + 30) units of mgomez and 25 of emendoza, all at 0.40.
    expect(cardValue('Total Pagado')).toHaveTextContent('$70.00');
    expect(cardValue('Pendiente por Cobrar')).toHaveTextContent('$110.00');
    // Beside it, per client: Norte owes 175 − 50 = 125 (open and spr in); Sur holds 45 − 30 = 15.
    const pendiente = screen.getByRole('region', { name: 'Pendiente por Cobrar' });
    const detail = (term: string) =>
      within(pendiente).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(detail('Deuda')).toBe('$125.00');
    expect(detail('Fondo')).toBe('$15.00');
    expect(screen.queryByRole('region', { name: 'Total de Unidades' })).not.toBeInTheDocument();
    expect(ownCobros).toBe(0);
  });

  it("Total Pagado is the sum of 'Lista Pagos' over every month: roles, bonuses, discounts, the floor at 0", async () => {
    const cobro = (id: number, fields: Record<string, unknown>) => ({
      id,
      cliente: { id: 1, nombre: 'Clínica Norte', agencias: [] },
      documento: { id: 10, nombre_documento: 'norte_enero.xlsx' },
      mes: 'enero',
      tipo_tarea: 2,
      ...fields,
    });
    serveFinance({
      cobros: () =>
        HttpResponse.json([
          // mgomez: 100 u × 0.40 + S/. 10 − S/. 3.50 = 46.50
          cobro(1, {
            usuario_registra: { id: 4, nombre: 'mgomez' },
            unidades: 100,
            bonificado: 10,
            sancionado: 3.5,
          }),
          // mgomez: 10 u × 0.40 = 4.00, discount S/. 50: pays 0, it does not take 46.00 off the rest
          cobro(2, {
            usuario_registra: { id: 4, nombre: 'mgomez' },
            unidades: 10,
            sancionado: 50,
            mes: 'febrero',
          }),
          // supervisado without a supervisor: its role's 0.20, 50 u → 10.00 (not 0.40's 20.00)
          cobro(3, { usuario_registra: { id: 6, nombre: 'supervisado' }, unidades: 50 }),
          // supervised by emendoza: 0.20 to each, 20 u → 4.00 + 4.00; in all 46.50 + 0 + 10.00 + 8.00
          cobro(4, {
            usuario_registra: { id: 6, nombre: 'supervisado' },
            usuario_supervisor: { id: 5, nombre: 'emendoza' },
            unidades: 20,
          }),
        ]),
    });
    signIn('SuperAdmin');
    renderApp('/home');
    await screen.findByRole('region', { name: 'Total Cobrar' });
    expect(cardValue('Total Pagado')).toHaveTextContent('$64.50');
  });

  it('loads the chart lazily with the money collected and estimated per month', async () => {
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    const table = await screen.findByRole('table', { name: 'Cobrado y estimado por mes' }, { timeout: 8000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const figures = (index: number) =>
      within(rows[index])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // Collected by payment date; estimated (with adjustments) by the month its document was created.
    expect(figures(0)).toEqual(['$20.00', '$150.00']);
    expect(figures(1)).toEqual(['$30.00', '$25.00']);
    expect(figures(2)).toEqual(['$45.00', '$30.00']);
    expect(figures(11)).toEqual(['$0.00', '$0.00']);
  });

  it('shows the loading state, then the spec error text with a retry', async () => {
    serveFinance({
      cobros: async () => {
        await delay(150);
        return HttpResponse.json({ detail: 'boom' }, { status: 500 });
      },
    });
    signIn('SuperAdmin');
    renderApp('/home');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    expect(await screen.findByText(FINANCE_ERROR, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Total Cobrar' })).not.toBeInTheDocument();

    serveFinance();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Total Cobrar' })).toBeInTheDocument();
  });

  it('each card leads to the screen its figure comes from', async () => {
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    await screen.findByRole('region', { name: 'Total Cobrar' });
    const link = (name: string) => within(screen.getByRole('region', { name })).getByRole('link', { name });
    expect(link('Total Cobrar')).toHaveAttribute('href', '/superVisarPagoCliente/comparativaTotalCobrar');
    expect(link('Total Cobrado')).toHaveAttribute('href', '/superVisarPagoCliente/modificarPagoCliente');
    expect(link('Total Pagado')).toHaveAttribute('href', '/gestPago/listarPagosCobros');
    expect(link('Pendiente por Cobrar')).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/listarPagosClientes?estado=pendientes',
    );
  });

  it('lists the clients in debt, largest first, each leading to Pagos de Clientes filtered to it', async () => {
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    const table = await screen.findByRole('table', { name: 'Clientes con mayor deuda' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Norte owes 125; Sur holds a fund and Este has nothing: neither is a debtor.
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Clínica Norte$125.00')]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cliente', 'Deuda', '0–30 días', '31–60 días', '61–90 días', 'Más de 90 días']);
    // Its debt by age (the dates depend on today) adds up to the debt.
    const aging = within(rows[0])
      .getAllByRole('cell')
      .slice(2)
      .map((cell) => Number((cell.textContent ?? '').replace(/[^\d.]/g, '') || 0));
    expect(aging.reduce((sum, value) => sum + value, 0)).toBeCloseTo(125, 2);
    expect(within(rows[0]).getByRole('link', { name: 'Clínica Norte' })).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/listarPagosClientes?cliente=Cl%C3%ADnica+Norte',
    );
  });

  it('with estado_cuenta offered, a debtor leads to its statement', async () => {
    offerCapacidades('estado_cuenta');
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    const table = await screen.findByRole('table', { name: 'Clientes con mayor deuda' });
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'Clínica Norte' })).toHaveAttribute(
        'href',
        '/superVisarPagoCliente/estadoCuenta/1',
      ),
    );
  });

  it('the five largest debts only, and a sentence when nobody owes', async () => {
    const ids = [1, 2, 3, 4, 5, 6, 7];
    const clientes = ids.map((id) => makeCliente(id, `Cliente ${id}`));
    const documentos = ids.map((id) => ({
      id: id * 10,
      nombre_archivo: `doc_${id}.xlsx`,
      fecha_creacion: `${YEAR}-01-05`,
      cliente: { id, nombre: `Cliente ${id}` },
    }));
    // Client n owes n × 10.
    const estimados = ids.map((id) => ({
      id: id * 100,
      documento: { id: id * 10 },
      bill: id * 10,
      notas: 0,
      subir_notas: 0,
      open: 0,
      spr: 0,
    }));
    serveFinance({
      clientes: () => HttpResponse.json(clientes),
      documentos: () => HttpResponse.json(documentos),
      estimados: () => HttpResponse.json(estimados),
      tareas: () => HttpResponse.json([]),
      montos: () => HttpResponse.json([]),
    });
    signIn('SuperAdmin');
    const view = renderApp('/home');
    const table = await screen.findByRole('table', { name: 'Clientes con mayor deuda' });
    const names = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Cliente 7', 'Cliente 6', 'Cliente 5', 'Cliente 4', 'Cliente 3']);
    view.unmount();

    serveFinance({ estimados: () => HttpResponse.json([]) });
    renderApp('/home');
    expect(await screen.findByText('Ningún cliente tiene deuda.')).toBeInTheDocument();
  });

  it('lists the latest payments, newest first, each leading to the client in Historial de Pagos', async () => {
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    const table = await screen.findByRole('table', { name: 'Últimos pagos recibidos' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [`15/03/${YEAR}`, 'Centro Sur', '$45.00'],
      [`20/02/${YEAR}`, 'Clínica Norte', '$30.00'],
      [`10/01/${YEAR}`, 'Clínica Norte', '$20.00'],
    ]);
    expect(within(rows[0]).getByRole('link', { name: 'Centro Sur' })).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/modificarPagoCliente?cliente=Centro+Sur',
    );
    const section = screen.getByRole('region', { name: 'Últimos pagos recibidos' });
    expect(within(section).getByRole('link', { name: 'Ver Historial de Pagos' })).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/modificarPagoCliente',
    );
  });

  it('without the extension it asks the backend for nothing beyond the discovery', async () => {
    const extCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/ext/')) extCalls.push(new URL(request.url).pathname);
    });
    serveFinance();
    signIn('SuperAdmin');
    renderApp('/home');
    await screen.findByRole('table', { name: 'Últimos pagos recibidos' });
    expect(screen.getByRole('table', { name: 'Clientes con mayor deuda' })).toBeInTheDocument();
    expect(new Set(extCalls)).toEqual(new Set(['/api/ext/capacidades/']));
    server.events.removeAllListeners('request:start');
  });
});
