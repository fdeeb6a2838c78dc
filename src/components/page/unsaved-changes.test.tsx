import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { UNSAVED_CHANGES_MESSAGE } from './use-unsaved-changes';

const PATH = '/gestAgencia/insertarAgencia';

function setup() {
  signIn('Admin');
  server.use(http.get(api('listar_agencia/'), () => HttpResponse.json([])));
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

// The page loads lazily: the first visit waits for its chunk.
const nombre = () => screen.findByRole('textbox', { name: 'Nombre de la Agencia' }, { timeout: 10_000 });
const trailLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('link', { name });
const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving a form with unsaved changes', { timeout: 15_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before following a link, and stays when the user says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, location } = setup();
    await user.type(await nombre(), 'Agencia Este');
    await user.click(trailLink('Agencias'));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(location.current.pathname).toBe(PATH);
    expect(await nombre()).toHaveValue('Agencia Este');

    confirm.mockReturnValue(true);
    await user.click(trailLink('Agencias'));
    await waitFor(() => expect(location.current.pathname).toBe('/gestAgencia/listarAgencias'));
  });

  it('asks on Cancelar too, and the reload or close prompt is armed only while there are changes', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, location } = setup();
    const field = await nombre();
    expect(unload()).toBe(false);
    await user.type(field, 'Agencia Este');
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(location.current.pathname).toBe(PATH);
    // Typed back to how it started: nothing to lose.
    await user.clear(field);
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(location.current.pathname).toBe('/gestAgencia/listarAgencias'));
  });

  it('does not ask after a successful save', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    server.use(http.post(api('crear_agencia/'), () => HttpResponse.json({ id: 9, nombre: 'Agencia Este' })));
    const { user, location } = setup();
    await user.type(await nombre(), 'Agencia Este');
    await user.click(screen.getByRole('button', { name: 'Crear Agencia' }));
    await user.click(await screen.findByRole('link', { name: 'Volver a la lista' }));
    await waitFor(() => expect(location.current.pathname).toBe('/gestAgencia/listarAgencias'));
    expect(confirm).not.toHaveBeenCalled();
    expect(unload()).toBe(false);
  });
});
