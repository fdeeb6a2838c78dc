import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CLIENTES, HISTORIAL, serveFinance, YEAR } from '../../test/finance-fixtures';
import { makeCliente } from '../../test/factories';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/modificarPagoCliente';

function setup(path = PATH) {
  signIn('SuperAdmin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

const table = () => screen.getByRole('table', { name: 'Historial de pagos' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** 27 more clients, 'Cliente 01'…'Cliente 27': 30 in all, two pages of 25. Cliente 27 paid once. */
const serveManyClients = () =>
  serveFinance({
    clientes: () =>
      HttpResponse.json([
        ...CLIENTES,
        ...Array.from({ length: 27 }, (_, index) =>
          makeCliente(101 + index, `Cliente ${String(index + 1).padStart(2, '0')}`),
        ),
      ]),
    historial: () =>
      HttpResponse.json([...HISTORIAL, { id: 40, cliente_id: 127, monto: '12.34', fecha: `${YEAR}-04-02` }]),
  });

describe('HistorialPagosPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./historial-pagos-page'), 20_000);

  it('lists clients with total paid, last payment date or N/A, and the status', async () => {
    serveFinance();
    setup();
    await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(rowOf('Clínica Norte')).toHaveTextContent(`$50.0020/02/${YEAR}Con pagos`);
    expect(rowOf('Centro Sur')).toHaveTextContent(`$45.0015/03/${YEAR}Con pagos`);
    expect(rowOf('Terapias Este')).toHaveTextContent('$0.00N/ASin pagos');
  });

  it('expands a client into its payments, newest first, each with the Registrado badge', async () => {
    serveFinance();
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Pagos de Clínica Norte' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const deletes = screen.getAllByRole('button', { name: /^Eliminar pago/ });
    expect(deletes.map((button) => button.getAttribute('aria-label'))).toEqual([
      `Eliminar pago de $30.00 del 20/02/${YEAR}`,
      `Eliminar pago de $20.00 del 10/01/${YEAR}`,
    ]);
    expect(screen.getAllByText('Registrado')).toHaveLength(2);
  });

  it('sits on the list template: tab title, filters and table in one card, the dates as chips', async () => {
    serveFinance();
    const { user, location } = setup(`${PATH}?desde=${YEAR}-02-01&hasta=${YEAR}-02-28`);
    await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(document.title).toBe('Historial de Pagos · Cobros');
    const card = screen.getByRole('search', { name: 'Filtros' }).closest('section') as HTMLElement;
    expect(within(card).getByRole('table', { name: 'Historial de pagos' })).toBeInTheDocument();
    const chips = within(card).getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Desde: 01/02/' + YEAR, 'Hasta: 28/02/' + YEAR]);
    await user.click(within(chips).getByRole('button', { name: `Quitar filtro Hasta: 28/02/${YEAR}` }));
    expect(location.current.search).toBe(`?desde=${YEAR}-02-01`);
    expect(names()).toEqual(['Clínica Norte', 'Centro Sur']);
  });

  it('filters by name and date range in the URL; the to date cannot precede the from date', async () => {
    serveFinance();
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Historial de pagos' });
    await user.type(screen.getByLabelText('Desde'), `${YEAR}-02-01`);
    expect(screen.getByLabelText('Hasta')).toHaveAttribute('min', `${YEAR}-02-01`);
    expect(names()).toEqual(['Clínica Norte', 'Centro Sur']);
    expect(rowOf('Clínica Norte')).toHaveTextContent('$30.00');
    await user.type(screen.getByLabelText('Hasta'), `${YEAR}-02-28`);
    expect(names()).toEqual(['Clínica Norte']);
    expect(location.current.search).toContain(`desde=${YEAR}-02-01`);

    await user.type(screen.getByLabelText('Cliente'), 'sur');
    expect(screen.getByText('No se encontraron resultados con los filtros aplicados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(names()).toHaveLength(3);
  });

  it('says when nothing was registered', async () => {
    serveFinance({ clientes: () => HttpResponse.json([]) });
    setup();
    expect(await screen.findByText('No hay datos de pagos registrados')).toBeInTheDocument();
  });

  it('shows a load failure as Error al cargar el historial', async () => {
    serveFinance({ historial: () => HttpResponse.json({ detail: 'Sin conexión' }, { status: 500 }) });
    setup();
    expect(
      await screen.findByText('Error al cargar el historial: Sin conexión', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('names the payment in Confirmar Eliminación, deletes it, reloads and says so', async () => {
    const calls = serveFinance();
    const deleted: string[] = [];
    server.use(
      http.delete(api('eliminar_historial_pago/:id/'), ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pagos de Clínica Norte' }));
    await user.click(screen.getByRole('button', { name: `Eliminar pago de $30.00 del 20/02/${YEAR}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(dialog).toHaveTextContent(
      `¿Eliminar el pago de $30.00 de Clínica Norte del 20/02/${YEAR}? Esta acción no se puede deshacer.`,
    );
    const before = calls.historial;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(deleted).toEqual(['8']));
    await waitFor(() => expect(calls.historial).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pago eliminado correctamente')).toBeInTheDocument();
  });

  it('a failed delete shows its message in the page error', async () => {
    serveFinance();
    server.use(
      http.delete(api('eliminar_historial_pago/:id/'), () =>
        HttpResponse.json({ detail: 'No se puede eliminar' }, { status: 400 }),
      ),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pagos de Centro Sur' }));
    await user.click(screen.getByRole('button', { name: /^Eliminar pago/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se puede eliminar')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Historial de pagos' })).toBeInTheDocument();
  });

  it('pages 25 clients at a time; a filter goes back to page 1', async () => {
    serveManyClients();
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(screen.getByText('Mostrando 1 a 25 de 30 clientes')).toBeInTheDocument();
    expect(names()).toHaveLength(25);
    expect(names().at(-1)).toBe('Cliente 22');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Mostrando 26 a 30 de 30 clientes')).toBeInTheDocument();
    expect(location.current.search).toContain('pagina=2');
    expect(names()).toEqual(['Cliente 23', 'Cliente 24', 'Cliente 25', 'Cliente 26', 'Cliente 27']);
    // A client on page 2 opens on its payments, with their delete button, as on page 1.
    await user.click(screen.getByRole('button', { name: 'Pagos de Cliente 27' }));
    expect(
      screen.getByRole('button', { name: `Eliminar pago de $12.34 del 02/04/${YEAR}` }),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Desde'), `${YEAR}-02-01`);
    expect(location.current.search).not.toContain('pagina');
    expect(screen.getByText('Mostrando 1 a 3 de 3 clientes')).toBeInTheDocument();
    expect(names()).toEqual(['Clínica Norte', 'Centro Sur', 'Cliente 27']);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('a page number past the end shows the last page', async () => {
    serveManyClients();
    setup(`${PATH}?pagina=7`);
    await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(screen.getByText('Mostrando 26 a 30 de 30 clientes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });
});
