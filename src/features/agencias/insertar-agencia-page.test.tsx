import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/gestAgencia/insertarAgencia';

function setup() {
  signIn('Admin');
  const user = userEvent.setup();
  const rendered = renderApp(PATH);
  return { user, ...rendered };
}

const nombre = () => screen.findByRole('textbox', { name: 'Nombre de la Agencia' });
const crear = () => screen.getByRole('button', { name: 'Crear Agencia' });

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('InsertarAgenciaPage', { timeout: 15_000 }, () => {
  // The page and the toasts load lazily; loading them once here keeps that cost out of the tests' waits.
  beforeAll(() => Promise.all([import('./insertar-agencia-page'), import('../../app/toast-host')]), 20_000);

  it('keeps Crear Agencia disabled while the name is empty or blank', async () => {
    const { user } = setup();
    await user.type(await nombre(), '   ');
    expect(crear()).toBeDisabled();
    await user.type(await nombre(), 'Agencia Este');
    expect(crear()).toBeEnabled();
  });

  it('says why Crear Agencia is disabled, marks the name required and titles the tab', async () => {
    setup();
    expect(await nombre()).toBeRequired();
    expect(crear()).toHaveAccessibleDescription('Escribe el nombre de la agencia');
    expect(document.title).toBe('Insertar Agencia · Cobros');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it('sends the trimmed name, shows Creando..., then the success panel and toast', async () => {
    let sent: unknown;
    server.use(
      http.post(api('crear_agencia/'), async ({ request }) => {
        sent = await request.json();
        await delay(50);
        return HttpResponse.json({ id: 9, nombre: 'Agencia Este' }, { status: 201 });
      }),
    );
    const { user, location } = setup();
    await user.type(await nombre(), '  Agencia Este ');
    await user.click(crear());
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(await screen.findByText('¡Agencia creada exitosamente!')).toBeInTheDocument();
    expect(await screen.findByText('Agencia creada exitosamente')).toBeInTheDocument();
    expect(sent).toEqual({ nombre: 'Agencia Este' });

    await user.click(screen.getByRole('button', { name: 'Crear otra Agencia' }));
    expect(await nombre()).toHaveValue('');
    expect(crear()).toBeDisabled();

    await user.type(await nombre(), 'Otra');
    await user.click(crear());
    await user.click(await screen.findByRole('link', { name: 'Volver a la lista' }));
    expect(location.current.pathname).toBe('/gestAgencia/listarAgencias');
  });

  it.each([
    [{ detail: 'Ya existe una agencia con ese nombre' }, 'Ya existe una agencia con ese nombre'],
    [{ message: 'Nombre no permitido' }, 'Nombre no permitido'],
    [
      { nombre: ['Ya existe una agencia con ese nombre.'], otro: 'Campo inválido' },
      'Ya existe una agencia con ese nombre.\nCampo inválido',
    ],
    [{}, 'Error al crear la agencia'],
  ])('a failure with %j shows %j and keeps the name', async (body, text) => {
    server.use(http.post(api('crear_agencia/'), () => HttpResponse.json(body, { status: 400 })));
    const { user } = setup();
    await user.type(await nombre(), 'Agencia Norte');
    await user.click(crear());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(text);
    expect(await nombre()).toHaveValue('Agencia Norte');
  });

  it('Cancelar goes back to the list', async () => {
    server.use(http.get(api('listar_agencia/'), () => HttpResponse.json([])));
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location.current.pathname).toBe('/gestAgencia/listarAgencias'));
  });
});
