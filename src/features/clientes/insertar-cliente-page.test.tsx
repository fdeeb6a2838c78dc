import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { agenciasGroup, checkedAgencias, serveAgencias, toggleAgencias } from './test-clientes';

const PATH = '/gestCliente/insertarCliente';

function setup() {
  serveAgencias();
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Centro Nuevo');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'TCM');
  await screen.findByRole('group', { name: 'Agencias' });
  await toggleAgencias(user, ['Agencia Norte', 'Agencia Central']);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Crear Cliente' }));

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('InsertarClientePage', { timeout: 15_000 }, () => {
  beforeAll(() => import('./insertar-cliente-page'), 20_000);

  it('shows the three required messages', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'Insertar Nuevo Cliente' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: 'Agencia Norte' });
    await submit(user);
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('La categoría es requerida')).toBeInTheDocument();
    expect(screen.getByText('Selecciona al menos una agencia')).toBeInTheDocument();
  });

  it('shows the agencies as a searchable checkbox list that counts the chosen ones', async () => {
    const { user } = setup();
    await screen.findByRole('checkbox', { name: 'Agencia Sur' });
    expect(agenciasGroup()).toHaveAccessibleDescription('Seleccionadas: 0 de 3');
    await toggleAgencias(user, ['Agencia Sur', 'Agencia Central']);
    expect(agenciasGroup()).toHaveAccessibleDescription('Seleccionadas: 2 de 3');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agencias' }), 'nor');
    expect(within(agenciasGroup()).getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Agencia Norte' })).not.toBeChecked();
    // The chosen agencies stay chosen while the search hides them.
    expect(agenciasGroup()).toHaveAccessibleDescription('Seleccionadas: 2 de 3');
  });

  it('sends categoria and agencia as numbers, then offers to go back or create another', async () => {
    let sent: unknown;
    server.use(
      http.post(api('create_client/'), async ({ request }) => {
        sent = await request.json();
        await delay(50);
        return HttpResponse.json({ id: 13, nombre: 'Centro Nuevo' }, { status: 201 });
      }),
    );
    const { user, location } = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(await screen.findByText('Cliente creado exitosamente')).toBeInTheDocument();
    expect(sent).toEqual({ nombre: 'Centro Nuevo', categoria: 2, agencia: [1, 3] });

    await user.click(screen.getByRole('button', { name: 'Crear otro Cliente' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('');

    await fill(user);
    await submit(user);
    await user.click(await screen.findByRole('link', { name: 'Volver a la lista' }));
    expect(location.current.pathname).toBe('/gestCliente/listarClientes');
  });

  it("a failure shows the server's message, else the default, and keeps the values", async () => {
    server.use(
      http.post(api('create_client/'), () =>
        HttpResponse.json({ detail: 'Ya existe un cliente con ese nombre' }, { status: 400 }),
      ),
    );
    const { user } = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un cliente con ese nombre');
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Centro Nuevo');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('2');
    expect(checkedAgencias()).toEqual(['Agencia Norte', 'Agencia Central']);

    server.use(http.post(api('create_client/'), () => HttpResponse.json({}, { status: 500 })));
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al crear el cliente'));
  });

  it('a failure to load the agencies offers Reintentar and keeps the form from being sent', async () => {
    server.use(http.get(api('listar_agencia/'), () => HttpResponse.json({ detail: 'x' }, { status: 404 })));
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar las agencias')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Cliente' })).toBeDisabled();
    serveAgencias();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('checkbox', { name: 'Agencia Sur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear Cliente' })).toBeEnabled();
  });

  it('Cancelar goes back to the list', async () => {
    server.use(http.get(api('list_client/'), () => HttpResponse.json([])));
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location.current.pathname).toBe('/gestCliente/listarClientes'));
  });
});
