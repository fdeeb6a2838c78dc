import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { serveFinance } from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/listarPagosClientes';

async function openPage() {
  serveFinance();
  signIn('SuperAdmin');
  renderApp(PATH);
  return screen.findByRole('table', { name: 'Pagos de Clientes' }, { timeout: 8000 });
}

describe('Pagos de Clientes: debt by age, statements, Verificar saldos', { timeout: 20_000 }, () => {
  beforeAll(() => import('./pagos-clientes-page'), 20_000);

  it('a debtor’s Saldo carries its debt by age, and the opened client its four figures (no extension)', async () => {
    const table = await openPage();
    // Norte owes 125; its documents are from January and February of this year.
    const bar = within(table).getByRole('img', { name: /^Antigüedad de la deuda: 0–30 días/ });
    const amounts = [...(bar.getAttribute('aria-label') ?? '').matchAll(/\$([\d,.]+)/g)].map((match) =>
      Number(match[1].replace(/,/g, '')),
    );
    expect(amounts).toHaveLength(4);
    expect(amounts.reduce((sum, value) => sum + value, 0)).toBeCloseTo(125, 2);
    // Sur holds a fund: no bar.
    expect(within(table).getAllByRole('img', { name: /Antigüedad de la deuda/ })).toHaveLength(1);
    await userEvent.setup().click(within(table).getByRole('button', { name: 'Documentos de Clínica Norte' }));
    expect(within(table).getByText('Antigüedad de la deuda')).toBeInTheDocument();
    expect(within(table).getByText('Más de 90 días', { selector: 'dt' })).toBeInTheDocument();
    // Without the extension: no statement link and no check.
    expect(screen.queryByRole('link', { name: /^Estado de cuenta de / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar saldos' })).not.toBeInTheDocument();
  });

  it('with estado_cuenta: each client links to its statement', async () => {
    offerCapacidades('estado_cuenta');
    await openPage();
    expect(await screen.findByRole('link', { name: 'Estado de cuenta de Clínica Norte' })).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/estadoCuenta/1',
    );
  });

  it('Verificar saldos: disabled while checking, then every client agrees', async () => {
    offerCapacidades('estado_cuenta');
    server.use(
      http.get(api('ext/verificar_saldos/'), async () => {
        await delay(200);
        return HttpResponse.json({ revisados: 3, diferencias: [] });
      }),
    );
    await openPage();
    const button = await screen.findByRole('button', { name: 'Verificar saldos' });
    await userEvent.setup().click(button);
    expect(screen.getByRole('button', { name: 'Verificando...' })).toBeDisabled();
    expect(await screen.findByText('Los 3 clientes cuadran.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar saldos' })).toBeEnabled();
  });

  it('Verificar saldos lists each disagreement, and shows a failure in Spanish', async () => {
    offerCapacidades('estado_cuenta');
    let fail = false;
    server.use(
      http.get(api('ext/verificar_saldos/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Solo SuperAdmin' }, { status: 403 })
          : HttpResponse.json({
              revisados: 3,
              diferencias: [
                {
                  cliente: { id: 1, nombre: 'Clínica Norte' },
                  pagado_registrado: 50,
                  pagado_historial: 45.5,
                  detalle: 'El pago 8 del historial es de $25.50 y su monto extra 2 de $30.00.',
                },
              ],
            }),
      ),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verificar saldos' }));
    const table = await screen.findByRole('table', { name: 'Diferencias de saldos' });
    expect(screen.getByText('1 de 3 clientes no cuadran:')).toBeInTheDocument();
    expect([...within(table).getAllByRole('row')[1].children].map((cell) => cell.textContent)).toEqual([
      'Clínica Norte',
      '$50.00',
      '$45.50',
      'El pago 8 del historial es de $25.50 y su monto extra 2 de $30.00.',
    ]);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Verificar saldos' }));
    expect(await screen.findByText('Solo SuperAdmin')).toBeInTheDocument();
  });

  it('Historial de Pagos: each client links to its statement only with estado_cuenta', async () => {
    serveFinance();
    signIn('SuperAdmin');
    const view = renderApp('/superVisarPagoCliente/modificarPagoCliente');
    await screen.findByRole('rowheader', { name: 'Clínica Norte' }, { timeout: 8000 });
    expect(screen.queryByRole('link', { name: /^Estado de cuenta de / })).not.toBeInTheDocument();
    view.unmount();

    offerCapacidades('estado_cuenta');
    // A new session (another token) asks the discovery again; the same token within the same
    // second would reuse the first answer.
    signIn('SuperAdmin', { jti: 'segunda-sesion' });
    renderApp('/superVisarPagoCliente/modificarPagoCliente');
    expect(await screen.findByRole('link', { name: 'Estado de cuenta de Clínica Norte' })).toHaveAttribute(
      'href',
      '/superVisarPagoCliente/estadoCuenta/1',
    );
  });
});
