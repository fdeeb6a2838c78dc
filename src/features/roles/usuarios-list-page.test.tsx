import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { ROLES, wireUser } from './test-support';
// Loaded up front: the route's lazy import then resolves at once instead of racing findBy's 1 s.
import './usuarios-list-page';

const PATH = '/gestRol/listaUsuarios';
const USERS = [
  { ...wireUser(1, 'superadmin', ROLES[0]), first_name: 'Ana', last_name: 'Pérez' },
  wireUser(4, 'usuario', ROLES[3]),
  wireUser(9, 'dquispe', null),
];

const serveUsers = (users = USERS) => server.use(http.get(api('usuario/'), () => HttpResponse.json(users)));

describe('UsuariosListPage', () => {
  it('lists ID, Username, Nombre and Rol as people say it (or "Sin rol") with a Modificar link to the role screen', async () => {
    serveUsers();
    signIn('SuperAdmin');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Lista de Usuarios' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Lista de Usuarios' });
    await within(table).findByRole('cell', { name: 'usuario' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1', 'superadmin', 'Ana Pérez', 'Super Admin', 'Modificar'],
      ['4', 'usuario', '', 'Usuario', 'Modificar'],
      ['9', 'dquispe', '', 'Sin rol', 'Modificar'],
    ]);
    expect(screen.getByRole('link', { name: 'Modificar dquispe' })).toHaveAttribute(
      'href',
      '/modificarRol/9',
    );
  });

  it('a load failure shows the spec text, and Reintentar loads again', async () => {
    server.use(http.get(api('usuario/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    signIn('SuperAdmin');
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar la lista de usuarios')).toBeInTheDocument();
    serveUsers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('cell', { name: 'dquispe' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    serveUsers([]);
    signIn('SuperAdmin');
    renderApp(PATH);
    expect(await screen.findByText('No hay usuarios registrados')).toBeInTheDocument();
  });

  it('is for SuperAdmin only', async () => {
    signIn('Admin');
    const { location } = renderApp(PATH);
    await waitFor(() => expect(location.current.pathname).toBe('/unauthorized'));
  });
});
