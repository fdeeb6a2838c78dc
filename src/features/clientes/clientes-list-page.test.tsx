import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { CLIENTES, serveClientes } from './test-clientes';

const LIST_PATH = '/gestCliente/listarClientes';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent);
const rowOf = (nombre: string) => screen.getByText(nombre).closest('tr') as HTMLElement;

function setup(path = LIST_PATH) {
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('ClientesListPage', { timeout: 15_000 }, () => {
  // The page and the toasts load lazily; loading them once here keeps that cost out of the tests' waits.
  beforeAll(() => Promise.all([import('./clientes-list-page'), import('../../app/toast-host')]), 20_000);

  it('shows creado the same whether it comes as a date (Django) or a full ISO datetime', async () => {
    serveClientes(() => [
      { ...CLIENTES[0], id: 4, nombre: 'Como fecha', creado: '2025-03-07' },
      { ...CLIENTES[0], id: 5, nombre: 'Como ISO', creado: '2025-03-07T10:00:00' },
    ]);
    setup();
    await screen.findByText('Como fecha');
    expect(cellTexts(rowOf('Como fecha'))[2]).toBe('07/03/2025');
    expect(cellTexts(rowOf('Como ISO'))[2]).toBe('07/03/2025');
  });

  it('lists the clients by name with date, agencies, category, state and actions', async () => {
    serveClientes();
    setup();
    expect(await screen.findByRole('heading', { name: 'Lista de Clientes' })).toBeInTheDocument();
    await screen.findByText('Clínica del Valle');
    expect(
      screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual(['ID', 'Nombre', 'Fecha creación', 'Agencia(s)', 'Categoría', 'Estado', 'Acciones']);
    expect(bodyRows().map(cellTexts)).toEqual([
      ['12', 'Clínica del Valle', '02/11/2024', 'Agencia Norte', 'TCM', 'Inactivo', 'ModificarActivar'],
      [
        '2',
        'Clínica San Rafael',
        '15/01/2025',
        'Agencia Norte+1, Agencia Sur',
        'Terapia',
        'Activo',
        'ModificarDesactivar',
      ],
      [
        '4',
        'Servicios TCM Los Andes',
        '07/03/2025',
        'Agencia Central',
        'TCM',
        'Activo',
        'ModificarDesactivar',
      ],
    ]);
    expect(
      within(rowOf('Clínica San Rafael')).getByRole('link', { name: 'Modificar Clínica San Rafael' }),
    ).toHaveAttribute('href', '/gestCliente/modificarCliente/2');
    expect(screen.getByRole('link', { name: 'Insertar Cliente' })).toHaveAttribute(
      'href',
      '/gestCliente/insertarCliente',
    );
  });

  it('shows loading, then the empty text', async () => {
    server.use(
      http.get(api('list_client/'), async () => {
        await delay(100);
        return HttpResponse.json([]);
      }),
    );
    setup();
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('No hay clientes registrados')).toBeInTheDocument();
  });

  it('a load failure shows the error with Reintentar and a toast; retrying loads the list', async () => {
    server.use(http.get(api('list_client/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    const { user } = setup();
    expect(await screen.findByText('Error al cargar la lista de clientes')).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar los clientes')).toBeInTheDocument();
    serveClientes();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Clínica San Rafael')).toBeInTheDocument();
  });

  it('filters by category and state, keeping the filters in the URL', async () => {
    serveClientes();
    const { user, location } = setup();
    await screen.findByText('Clínica San Rafael');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'TCM');
    expect(names()).toEqual(['Clínica del Valle', 'Servicios TCM Los Andes']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Activo');
    expect(names()).toEqual(['Servicios TCM Los Andes']);
    expect(new URLSearchParams(location.current.search).get('categoria')).toBe('2');
    expect(new URLSearchParams(location.current.search).get('estado')).toBe('activo');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'Terapia');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivo');
    expect(
      screen.getByText('No hay clientes que coincidan con los filtros seleccionados'),
    ).toBeInTheDocument();
  });

  it('shows the applied filters as chips beside the table; removing one clears that filter', async () => {
    serveClientes();
    const { user, location } = setup(`${LIST_PATH}?categoria=2&estado=activo`);
    await screen.findByText('Servicios TCM Los Andes');
    expect(document.title).toBe('Lista de Clientes · Cobros');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Categoría: TCM', 'Estado: Activo']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtro Estado: Activo' }));
    expect(new URLSearchParams(location.current.search).get('estado')).toBeNull();
    expect(names()).toEqual(['Clínica del Valle', 'Servicios TCM Los Andes']);
    await user.click(screen.getByRole('button', { name: 'Quitar filtro Categoría: TCM' }));
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect(names()).toHaveLength(3);
  });

  it('shows the first agency and +N, with every agency for screen readers', async () => {
    serveClientes();
    setup();
    await screen.findByText('Clínica San Rafael');
    const cell = within(rowOf('Clínica San Rafael')).getAllByRole('cell')[3];
    expect(within(cell).getByText('+1')).toBeVisible();
    expect(within(cell).getByText(', Agencia Sur')).toHaveClass('visually-hidden');
  });

  it('restores the filters from the URL and ignores values it does not know', async () => {
    serveClientes();
    setup(`${LIST_PATH}?estado=inactivo&categoria=9`);
    await screen.findByText('Clínica del Valle');
    expect(names()).toEqual(['Clínica del Valle']);
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('inactivo');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('');
  });

  it('deactivates after confirming, flipping the badge and button without reloading the list, and says so', async () => {
    const calls = serveClientes();
    const toggled: string[] = [];
    server.use(
      http.delete(api('desactivate_activate_client/:id/'), ({ request }) => {
        toggled.push(new URL(request.url).pathname);
        return HttpResponse.json({ detail: 'Cliente desactivado', estado: false });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Desactivar Clínica San Rafael' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de desactivar el cliente "Clínica San Rafael"?');
    expect(toggled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));

    const row = rowOf('Clínica San Rafael');
    await waitFor(() => expect(within(row).getByText('Inactivo')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Activar Clínica San Rafael' })).toBeInTheDocument();
    expect(toggled).toEqual(['/api/desactivate_activate_client/2/']);
    expect(calls.count).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Cliente desactivado correctamente')).toBeInTheDocument();
  });

  it('activates without asking', async () => {
    serveClientes();
    server.use(
      http.delete(api('desactivate_activate_client/:id/'), () =>
        HttpResponse.json({ detail: 'Cliente activado', estado: true }),
      ),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Activar Clínica del Valle' }));
    const row = rowOf('Clínica del Valle');
    await waitFor(() => expect(within(row).getByText('Activo')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Desactivar Clínica del Valle' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a failed toggle toasts the server's detail, else the default, and leaves the state", async () => {
    serveClientes();
    server.use(
      http.delete(api('desactivate_activate_client/:id/'), () =>
        HttpResponse.json({ detail: 'El cliente tiene cobros pendientes' }, { status: 400 }),
      ),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Activar Clínica del Valle' }));
    expect(await screen.findByText('El cliente tiene cobros pendientes')).toBeInTheDocument();
    expect(within(rowOf('Clínica del Valle')).getByText('Inactivo')).toBeInTheDocument();

    server.use(
      http.delete(api('desactivate_activate_client/:id/'), () => HttpResponse.json({}, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Activar Clínica del Valle' }));
    expect(await screen.findByText('Error al cambiar el estado del cliente')).toBeInTheDocument();
  });

  it('accepts the client list without agencies or dates', async () => {
    serveClientes(() => [{ id: 1, nombre: 'Cliente interno' }]);
    setup();
    await screen.findByText('Cliente interno');
    expect(bodyRows().map(cellTexts)).toEqual([
      ['1', 'Cliente interno', 'N/A', '', 'N/A', 'Activo', 'ModificarDesactivar'],
    ]);
  });
});
