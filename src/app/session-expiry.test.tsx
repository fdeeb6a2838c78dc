import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../lib/api-client';
import { takeReturnTo } from '../lib/session';
import { api, server } from '../test/msw-server';
import { renderApp, signIn } from '../test/render-app';
import { installSessionExpiry } from './session-expiry';

describe('session expiry', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installSessionExpiry();
  });
  afterEach(() => uninstall());

  it('sends the bearer token on every call', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(api('rol/'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    signIn('SuperAdmin');
    await apiClient.get('rol/');
    expect(authorization).toBe(`Bearer ${localStorage.getItem('auth')}`);
  });

  it('many 401s at once: the session is cleared once, one toast, login, and the URL is remembered', async () => {
    server.use(
      http.get(api('rol/'), () => HttpResponse.json({ detail: 'Token inválido' }, { status: 401 })),
      http.get(api('usuario/'), () => HttpResponse.json([])),
    );
    signIn('SuperAdmin');
    window.location.hash = '#/gestRol/listaUsuarios?pagina=2';
    renderApp('/gestRol/listaUsuarios?pagina=2');
    await screen.findByRole('navigation', { name: 'Principal' });
    const results = await Promise.allSettled([
      apiClient.get('rol/'),
      apiClient.get('rol/'),
      apiClient.get('rol/'),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(localStorage.getItem('auth')).toBeNull();
    expect(
      await screen.findAllByText('Tu sesión ha expirado. Por favor inicia sesión nuevamente.'),
    ).toHaveLength(1);
    expect(window.location.hash).toBe('#/login');
    expect(takeReturnTo()).toBe('/gestRol/listaUsuarios?pagina=2');
  });

  it('a 401 on login is a wrong password, not an expired session', async () => {
    server.use(http.post(api('login/'), () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    signIn('Admin');
    await expect(apiClient.post('login/', {}, { skipSessionExpired: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(localStorage.getItem('auth')).not.toBeNull();
  });

  it("the token's exp ends the session when it passes", async () => {
    signIn('Admin', { exp: Math.floor(Date.now() / 1000) + 1 });
    uninstall();
    uninstall = installSessionExpiry();
    await waitFor(() => expect(localStorage.getItem('auth')).toBeNull(), { timeout: 6000 });
  });
});
