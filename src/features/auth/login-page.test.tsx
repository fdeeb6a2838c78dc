import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { tokenFor } from '../../test/tokens';
import { rememberReturnTo } from '../../lib/session';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByPlaceholderText('Ingrese su nombre de usuario'), 'usuario');
  await user.type(screen.getByPlaceholderText('Ingrese su contraseña'), 'cobros2026');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('LoginPage', () => {
  it('names the product and titles the tab', async () => {
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Iniciar Sesión' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cobros')).toBeInTheDocument();
    expect(screen.getByText(/Back office/)).toBeInTheDocument();
    expect(document.title).toBe('Iniciar Sesión · Cobros');
  });

  it('signs in, stores the session and goes to /home', async () => {
    let sent: unknown;
    server.use(
      http.post(api('login/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: tokenFor('user_User'), message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    const { location } = renderApp('/');
    await fillAndSubmit(user);
    await waitFor(() => expect(location.current.pathname).toBe('/home'));
    expect(sent).toEqual({ username: 'usuario', password: 'cobros2026' });
    expect(localStorage.getItem('username')).toBe('usuario');
    expect(localStorage.getItem('role')).toBe('user_User');
  });

  it('returns to the remembered URL, query string included', async () => {
    server.use(http.post(api('login/'), () => HttpResponse.json({ token: tokenFor('Admin') })));
    rememberReturnTo('/gestCliente/listarClientes?q=ana');
    const user = userEvent.setup();
    const { location } = renderApp('/login');
    await fillAndSubmit(user);
    await waitFor(() => expect(location.current.pathname).toBe('/gestCliente/listarClientes'));
    expect(location.current.search).toBe('?q=ana');
  });

  it('shows "Cargando..." and disables the form while the request runs', async () => {
    server.use(
      http.post(api('login/'), async () => {
        await delay(200);
        return HttpResponse.json({ message: 'Usuario o contraseña incorrectos' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Ingrese su nombre de usuario')).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.getByPlaceholderText('Ingrese su nombre de usuario')).toHaveValue('usuario');
  });

  it("shows the server's message on a non-ok answer", async () => {
    server.use(
      http.post(api('login/'), () => HttpResponse.json({ message: 'Usuario inactivo' }, { status: 403 })),
    );
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario inactivo');
  });

  it('falls back to the spec text when the body says nothing', async () => {
    server.use(http.post(api('login/'), () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  });

  it('a network failure is "Error de conexión con el servidor"', async () => {
    server.use(http.post(api('login/'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión con el servidor');
  });

  it('an answer without a token is a parse failure', async () => {
    server.use(http.post(api('login/'), () => HttpResponse.json({ ok: true })));
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error de conexión con el servidor');
  });

  it('requires both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El nombre de usuario es requerido')).toBeInTheDocument();
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument();
  });
});
