import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiClient } from '../lib/api-client';
import { login } from '../features/auth/api/login';
import { getSessionSnapshot, SESSION_KEYS, storeSession } from '../lib/session';
import { api, server } from '../test/msw-server';
import { signIn } from '../test/render-app';
import { tokenFor } from '../test/tokens';
import { AppProviders } from './providers';
import { resetSessionVerification } from './verify-session';

describe('start-up session check', () => {
  beforeEach(() => {
    resetSessionVerification();
    window.location.hash = '#/home';
  });

  it('asks verify-token/ once with the stored token', async () => {
    const calls: (string | null)[] = [];
    server.use(
      http.get(api('verify-token/'), ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        return HttpResponse.json({ valid: true, user: { id: 7, username: 'ana', rol: 'Admin' } });
      }),
    );
    signIn('Admin');
    const { unmount } = render(<AppProviders>contenido</AppProviders>);
    await waitFor(() => expect(calls).toHaveLength(1));
    unmount();
    render(<AppProviders>contenido</AppProviders>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([`Bearer ${localStorage.getItem('auth')}`]);
    expect(getSessionSnapshot().status).toBe('valid');
  });

  it('a 401 from verify-token/ ends the session the one way: cleared, one notice, login', async () => {
    server.use(
      http.get(api('verify-token/'), () =>
        HttpResponse.json({ detail: 'El token no es válido' }, { status: 401 }),
      ),
    );
    signIn('Admin');
    render(<AppProviders>contenido</AppProviders>);
    expect(
      await screen.findByText('Tu sesión ha expirado. Por favor inicia sesión nuevamente.'),
    ).toBeInTheDocument();
    SESSION_KEYS.forEach((key) => expect(localStorage.getItem(key)).toBeNull());
    expect(window.location.hash).toBe('#/login');
  });

  it('without a stored session nothing is asked', async () => {
    render(<AppProviders>contenido</AppProviders>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('contenido')).toBeInTheDocument();
  });
});

describe('login/ without a bearer token', () => {
  it('sends no Authorization header even with a token stored', async () => {
    let authorization: string | null = 'no llamado';
    server.use(
      http.post(api('login/'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ token: tokenFor('Admin') });
      }),
      http.get(api('rol/'), ({ request }) => HttpResponse.json([request.headers.get('Authorization')])),
    );
    storeSession(tokenFor('Admin', { exp: Math.floor(Date.now() / 1000) - 10 }), 'ana');
    await login({ username: 'ana', password: 'cobros2026' });
    expect(authorization).toBeNull();
    // Every other call still carries it.
    expect((await apiClient.get('rol/')).data).toEqual([`Bearer ${localStorage.getItem('auth')}`]);
  });
});
