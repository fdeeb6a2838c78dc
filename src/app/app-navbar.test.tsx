import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { getSessionSnapshot } from '../lib/session';
import { api, offerCapacidades, server } from '../test/msw-server';
import { signIn } from '../test/render-app';
import { AppNavbar } from './app-navbar';

const ITEM = 'Cerrar sesión en todos los dispositivos';

function renderNavbar(onLogout: () => void) {
  const session = getSessionSnapshot();
  if (session.status !== 'valid') throw new Error('sin sesión');
  return render(
    <MemoryRouter>
      <AppNavbar user={session.user} onLogout={onLogout} />
    </MemoryRouter>,
  );
}

async function openUserMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /ana/i }));
  return user;
}

describe("the user menu's 'Cerrar sesión en todos los dispositivos'", () => {
  it('is absent when the backend does not offer sesiones', async () => {
    signIn('Admin');
    renderNavbar(vi.fn());
    await openUserMenu();
    expect(await screen.findByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    expect(screen.queryByRole('button', { name: ITEM })).toBeNull();
  });

  it('asks the server to end every session, then signs out here', async () => {
    offerCapacidades('sesiones');
    const calls: string[] = [];
    server.use(
      http.post(api('ext/cerrar_sesiones/'), ({ request }) => {
        calls.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ detail: 'Se cerró la sesión en todos los dispositivos.' });
      }),
    );
    signIn('user_User');
    const onLogout = vi.fn();
    renderNavbar(onLogout);
    const user = await openUserMenu();
    await user.click(await screen.findByRole('button', { name: ITEM }));
    await vi.waitFor(() => expect(onLogout).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^Bearer /);
  });

  it('keeps the session and says so when the server fails', async () => {
    offerCapacidades('sesiones');
    server.use(http.post(api('ext/cerrar_sesiones/'), () => new HttpResponse(null, { status: 500 })));
    signIn('Admin');
    const onLogout = vi.fn();
    renderNavbar(onLogout);
    const user = await openUserMenu();
    await user.click(await screen.findByRole('button', { name: ITEM }));
    await vi.waitFor(() => expect(getSessionSnapshot().status).toBe('valid'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onLogout).not.toHaveBeenCalled();
  });
});
