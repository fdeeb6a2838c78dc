import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { CLIENTES, checkedAgencias, serveAgencias, toggleAgencias } from './test-clientes';

const PATH = '/gestCliente/modificarCliente/2';
const SAN_RAFAEL = CLIENTES[1];

function serveDetail() {
  server.use(http.get(api('detail_client/:id/'), () => HttpResponse.json(SAN_RAFAEL)));
}

function setup() {
  serveAgencias();
  signIn('SuperAdmin');
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('ModificarClientePage', { timeout: 15_000 }, () => {
  beforeAll(() => import('./modificar-cliente-page'), 20_000);

  it("fills the form with the client's data", async () => {
    serveDetail();
    setup();
    expect(await screen.findByRole('heading', { name: 'Modificar Cliente' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Clínica San Rafael');
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('1');
    await screen.findByRole('checkbox', { name: 'Agencia Central' });
    expect(checkedAgencias()).toEqual(['Agencia Norte', 'Agencia Sur']);
  });

  it('sends the changes to update_client as numbers and offers the way back to the list', async () => {
    serveDetail();
    let sent: unknown;
    let path = '';
    server.use(
      http.put(api('update_client/:id/'), async ({ request }) => {
        sent = await request.json();
        path = new URL(request.url).pathname;
        await delay(50);
        return HttpResponse.json({ ...SAN_RAFAEL, nombre: 'Clínica San Rafael II' });
      }),
    );
    const { user, location } = setup();
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Clínica San Rafael II');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Categoría' }), 'TCM');
    await screen.findByRole('checkbox', { name: 'Agencia Central' });
    await toggleAgencias(user, ['Agencia Norte', 'Agencia Central']);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(await screen.findByText('Cliente actualizado exitosamente')).toBeInTheDocument();
    expect(path).toBe('/api/update_client/2/');
    expect(sent).toEqual({ nombre: 'Clínica San Rafael II', categoria: 2, agencia: [2, 3] });

    server.use(http.get(api('list_client/'), () => HttpResponse.json([])));
    await user.click(screen.getByRole('link', { name: 'Volver a la lista' }));
    expect(location.current.pathname).toBe('/gestCliente/listarClientes');
  });

  it('validates like the insert form', async () => {
    serveDetail();
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Nombre' }));
    await screen.findByRole('checkbox', { name: 'Agencia Central' });
    await toggleAgencias(user, ['Agencia Norte', 'Agencia Sur']);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(screen.getByText('Selecciona al menos una agencia')).toBeInTheDocument();
  });

  it("a failed update shows the server's message, else the default, and keeps the values", async () => {
    serveDetail();
    server.use(
      http.put(api('update_client/:id/'), () =>
        HttpResponse.json({ agencia: ['Agencia inexistente'] }, { status: 400 }),
      ),
    );
    const { user } = setup();
    const nombre = await screen.findByRole('textbox', { name: 'Nombre' });
    await user.type(nombre, ' SAC');
    await screen.findByRole('checkbox', { name: 'Agencia Central' });
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('agencia: Agencia inexistente');
    expect(nombre).toHaveValue('Clínica San Rafael SAC');

    server.use(http.put(api('update_client/:id/'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error al actualizar el cliente'),
    );
  });

  it('a failure to load the client shows the error with Reintentar', async () => {
    server.use(
      http.get(api('detail_client/:id/'), () => HttpResponse.json({ detail: 'x' }, { status: 404 })),
    );
    const { user } = setup();
    expect(await screen.findByText('Error al cargar los datos')).toBeInTheDocument();
    serveDetail();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Clínica San Rafael');
  });
});
