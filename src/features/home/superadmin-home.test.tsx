import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { serveFinance } from '../../test/finance-fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const FINANCE_ERROR = 'No se pudieron cargar los datos financieros. Por favor, intente nuevamente más tarde.';

const cardValue = (name: string) =>
  within(screen.getByRole('region', { name })).getAllByRole('paragraph').at(-1);

describe('SuperAdmin Home', { timeout: 15_000 }, () => {
  // The page and its lazy dashboard pay for their transform here, not within a test's wait.
  beforeAll(
    () => Promise.all([import('./home-page'), import('./components/superadmin-dashboard')]),
    20_000,
  );

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
    // (120 + 30 + 25) units × 0.40.
    expect(cardValue('Total Pagado')).toHaveTextContent('$70.00');
    expect(cardValue('Pendiente por Cobrar')).toHaveTextContent('$110.00');
    expect(screen.queryByRole('region', { name: 'Total de Unidades' })).not.toBeInTheDocument();
    expect(ownCobros).toBe(0);
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

  it('reads no client list: the cards and the chart never need one', async () => {
    let clientes = 0;
    serveFinance();
    server.use(
      http.get(api('list_client/'), () => {
        clientes += 1;
        return HttpResponse.json([]);
      }),
    );
    signIn('SuperAdmin');
    renderApp('/home');
    await screen.findByRole('table', { name: 'Cobrado y estimado por mes' }, { timeout: 8000 });
    expect(screen.getByRole('region', { name: 'Total Cobrar' })).toBeInTheDocument();
    expect(clientes).toBe(0);
  });
});
