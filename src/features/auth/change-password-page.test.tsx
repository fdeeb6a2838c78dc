import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { tokenFor } from '../../test/tokens';
import { getSessionSnapshot, getToken } from '../../lib/session';
import { installSessionExpiry } from '../../app/session-expiry';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  actual: string,
  nueva: string,
  confirmar: string,
) {
  if (actual) await user.type(await screen.findByLabelText(/^Contraseña Actual/), actual);
  if (nueva) await user.type(screen.getByLabelText(/^Nueva Contraseña/), nueva);
  if (confirmar) await user.type(screen.getByLabelText(/^Confirmar Contraseña/), confirmar);
  await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
}

describe('ChangePasswordPage', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installSessionExpiry();
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
  });

  it('without a session redirects to /login', async () => {
    renderApp('/changerPassword');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('validates: required, at least 8 characters, matching confirmation', async () => {
    signIn('user_User');
    const user = userEvent.setup();
    renderApp('/changerPassword');
    await user.click(await screen.findByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(3);
    await fill(user, 'vieja', 'corta', 'corta');
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nueva Contraseña/));
    await user.clear(screen.getByLabelText(/^Confirmar Contraseña/));
    await fill(user, '', 'nuevaclave1', 'nuevaclave2');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('sends only the new password, confirms, and goes home after 2 s', async () => {
    let sent: unknown;
    server.use(
      http.put(api('update_password/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    signIn('user_User');
    const user = userEvent.setup();
    const { location } = renderApp('/changerPassword');
    await fill(user, 'cobros2026', 'nuevaclave1', 'nuevaclave1');
    expect(await screen.findByText('Contraseña cambiada exitosamente')).toBeInTheDocument();
    expect(sent).toEqual({ password: 'nuevaclave1' });
    expect(location.current.pathname).toBe('/changerPassword');
    await waitFor(() => expect(location.current.pathname).toBe('/home'), { timeout: 6000 });
  });

  it('goes on with the token the server sends, since the new password ended the old one', async () => {
    const fresh = tokenFor('user_User', { name: 'ana', tv: 1 });
    server.use(http.put(api('update_password/'), () => HttpResponse.json({ message: 'ok', token: fresh })));
    signIn('user_User');
    const before = getToken();
    const user = userEvent.setup();
    renderApp('/changerPassword');
    await fill(user, 'cobros2026', 'nuevaclave1', 'nuevaclave1');
    expect(await screen.findByText('Contraseña cambiada exitosamente')).toBeInTheDocument();
    expect(before).not.toBe(fresh);
    expect(getToken()).toBe(fresh);
    expect(getSessionSnapshot().status).toBe('valid');
  });

  it("shows the server's message, else the spec default, and keeps what was typed", async () => {
    server.use(
      http.put(api('update_password/'), () =>
        HttpResponse.json({ detail: 'Contraseña muy común' }, { status: 400 }),
      ),
    );
    signIn('user_User');
    const user = userEvent.setup();
    renderApp('/changerPassword');
    await fill(user, 'cobros2026', 'nuevaclave1', 'nuevaclave1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Contraseña muy común');
    expect(screen.getByLabelText(/^Nueva Contraseña/)).toHaveValue('nuevaclave1');

    server.use(http.put(api('update_password/'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Cambiar Contraseña' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al cambiar la contraseña. Verifica los datos e intenta nuevamente.',
    );
  });

  it('a 401 shows the expired message, then removes the token and goes to /login after 2 s', async () => {
    server.use(
      http.put(api('update_password/'), () =>
        HttpResponse.json({ detail: 'Token inválido' }, { status: 401 }),
      ),
    );
    signIn('user_User');
    const user = userEvent.setup();
    const { location } = renderApp('/changerPassword');
    await fill(user, 'cobros2026', 'nuevaclave1', 'nuevaclave1');
    const expired = 'Tu sesión ha expirado. Por favor inicia sesión nuevamente.';
    // The page's own alert shows first, with the session still there for its 2 s…
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(localStorage.getItem('auth')).not.toBeNull();
    // …and the one session-expired toast (its library loads lazily) says it too.
    await waitFor(() => expect(screen.getAllByText(expired)).toHaveLength(2), { timeout: 6000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(localStorage.getItem('auth')).toBeNull();
    await waitFor(() => expect(location.current.pathname).toBe('/login'));
  });
});
