import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { EstadoCuentaWire } from '../../contract/estado-cuenta';
import { serveFinance } from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/estadoCuenta/1';

const ESTADO: EstadoCuentaWire = {
  cliente: { id: 1, nombre: 'Clínica Norte' },
  desde: null,
  hasta: null,
  saldo_inicial: 0,
  movimientos: [
    {
      fecha: '2026-01-05',
      tipo: 'cargo',
      descripcion: 'Cobro estimado del documento norte_enero.xlsx',
      documento: { id: 10, nombre: 'norte_enero.xlsx' },
      cargo: 150,
      abono: 0,
      saldo: 150,
    },
    {
      fecha: '2026-02-20',
      tipo: 'pago',
      descripcion: 'Pago registrado',
      documento: null,
      cargo: 0,
      abono: 30.5,
      saldo: 119.5,
    },
  ],
  saldo_final: 119.5,
};

function serveEstado(answer: () => Response | Promise<Response> = () => HttpResponse.json(ESTADO)) {
  const queries: string[] = [];
  server.use(
    http.get(api('ext/estado_cuenta/1/'), ({ request }) => {
      queries.push(new URL(request.url).search);
      return answer();
    }),
  );
  return queries;
}

describe('Estado de cuenta', { timeout: 20_000 }, () => {
  beforeAll(() => import('./estado-cuenta-page'), 20_000);

  it('shows the client, the balances in the words of Pagos de Clientes, and each movement', async () => {
    offerCapacidades('estado_cuenta');
    serveEstado();
    signIn('SuperAdmin');
    renderApp(PATH);
    const table = await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 8000 });
    expect(screen.getByText(/Clínica Norte · Todo el historial/)).toBeInTheDocument();
    expect(screen.getByText('Saldo inicial').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByText('Saldo final').nextElementSibling).toHaveTextContent('Deuda: $119.50');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Fecha', 'Tipo', 'Descripción', 'Documento', 'Cargo', 'Abono', 'Saldo']);
    expect([...rows[2].children].map((cell) => cell.textContent)).toEqual([
      '20/02/2026',
      'Pago',
      'Pago registrado',
      '—',
      '—',
      '$30.50',
      'Deuda: $119.50',
    ]);
    // Owed since January: all of it is older than 90 days at any date from May 2026.
    const aging = screen.getByText('Antigüedad de la deuda').parentElement!;
    expect(
      within(aging)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['0–30 días', '31–60 días', '61–90 días', 'Más de 90 días']);
  });

  it('applies a period through the URL and the query, and goes back to all of history', async () => {
    offerCapacidades('estado_cuenta');
    const queries = serveEstado();
    signIn('SuperAdmin');
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Movimientos' }, { timeout: 8000 });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Desde'), '2026-02-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-01-01');
    expect(screen.getByText('La fecha "Desde" no puede ser posterior a "Hasta".')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText(/Del 01\/02\/2026 al 28\/02\/2026/)).toBeInTheDocument();
    expect(queries).toContain('?desde=2026-02-01&hasta=2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Todo el historial' }));
    expect(await screen.findByText(/Clínica Norte · Todo el historial/)).toBeInTheDocument();
    expect(screen.getByLabelText('Desde')).toHaveValue('');
  });

  it('loading, then an error with a retry, then an empty period', async () => {
    offerCapacidades('estado_cuenta');
    serveEstado(async () => {
      await delay(150);
      return HttpResponse.json({ detail: 'Cliente no encontrado' }, { status: 404 });
    });
    signIn('SuperAdmin');
    renderApp(PATH);
    expect((await screen.findAllByText('Cargando...', {}, { timeout: 8000 })).length).toBeGreaterThan(0);
    expect(
      await screen.findByText(/No se pudo cargar el estado de cuenta/, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    serveEstado(() => HttpResponse.json({ ...ESTADO, movimientos: [], saldo_final: 0 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay movimientos en este periodo.')).toBeInTheDocument();
    expect(screen.getByText('Sin deuda.')).toBeInTheDocument();
  });

  it('without estado_cuenta the page does not exist: Home, and no statement asked for', async () => {
    const queries = serveEstado();
    serveFinance();
    signIn('SuperAdmin');
    const view = renderApp(PATH);
    await vi.waitFor(() => expect(view.location.current.pathname).toBe('/home'), { timeout: 8000 });
    expect(queries).toEqual([]);
  });
});
