import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { offerCapacidades } from '../test/msw-server';
import { signIn } from '../test/render-app';
import { paths } from '../lib/paths';
import { RequireCapacidad } from './require-capacidad';

function renderGuarded() {
  return render(
    <MemoryRouter initialEntries={['/pagina']}>
      <Routes>
        <Route
          path="/pagina"
          element={
            <RequireCapacidad capacidad="cierre_mes">
              <p>Página de la extensión</p>
            </RequireCapacidad>
          }
        />
        <Route path={paths.home.pattern} element={<p>Inicio</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a page built on an extension', () => {
  it('shows once the backend lists the extension', async () => {
    offerCapacidades('cierre_mes');
    signIn('Admin');
    renderGuarded();
    expect(await screen.findByText('Página de la extensión')).toBeVisible();
  });

  it('goes Home when the backend answers the discovery 404', async () => {
    signIn('Admin');
    renderGuarded();
    expect(await screen.findByText('Inicio')).toBeVisible();
    expect(screen.queryByText('Página de la extensión')).toBeNull();
  });

  it('goes Home when the backend lists other extensions only', async () => {
    offerCapacidades('periodos', 'auditoria');
    signIn('Admin');
    renderGuarded();
    expect(await screen.findByText('Inicio')).toBeVisible();
  });
});
