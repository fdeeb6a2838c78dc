import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { USERS, gate } from './test-support';
// Loaded up front: the route's lazy import then resolves at once instead of racing findBy's 1 s.
import './trabajadores-list-page';

const PATH = '/gestTrabajador/listaTrabajadores';

function serveUsers(users = USERS) {
  let calls = 0;
  server.use(
    http.get(api('usuario/'), () => {
      calls += 1;
      return HttpResponse.json(users);
    }),
  );
  return () => calls;
}

/** The table row of a username, found as a user scanning the table would. */
async function rowOf(username: string) {
  const cell = await screen.findByRole('cell', { name: username });
  return cell.closest('tr') as HTMLElement;
}

const toggleNames = /^(Activar|Desactivar) /;

describe('TrabajadoresListPage', () => {
  it('lists ID, Username, Nombre, Rol as people say it (or "Sin rol"), Estado and the actions, with the insert button', async () => {
    const answer = gate();
    server.use(
      http.get(api('usuario/'), async () => {
        await answer.opened;
        return HttpResponse.json(USERS);
      }),
    );
    signIn('Admin');
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Lista de Trabajadores' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    answer.open();
    expect(screen.getByRole('link', { name: 'Insertar Trabajador' })).toHaveAttribute(
      'href',
      '/gestTrabajador/insertarTrabajador',
    );
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['ID▲', 'Username↕', 'Nombre↕', 'Rol↕', 'Estado↕', 'Acciones']);

    const supervisor = within(await rowOf('supervisor'));
    expect(supervisor.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '3',
      'supervisor',
      'Nombre Apellido',
      'Supervisor',
      'Activo',
      'ModificarDesactivar',
    ]);
    expect(supervisor.getByText('Activo')).toHaveClass('bg-success');
    expect(supervisor.getByRole('link', { name: 'Modificar supervisor' })).toHaveAttribute(
      'href',
      '/gestTrabajador/modificarTrabajador/3',
    );
    expect(within(await rowOf('dquispe')).getByRole('cell', { name: 'Sin rol' })).toBeInTheDocument();
    expect(within(await rowOf('psalazar')).getByText('Inactivo')).toHaveClass('bg-secondary');
  });

  it('Admin may toggle only workers and users without a role', async () => {
    serveUsers();
    signIn('Admin');
    renderApp(PATH);
    for (const username of ['superadmin', 'admin', 'otroadmin']) {
      expect(within(await rowOf(username)).queryByRole('button', { name: toggleNames })).toBeNull();
    }
    for (const username of ['supervisor', 'usuario', 'supervisado', 'dquispe']) {
      expect(
        within(await rowOf(username)).getByRole('button', { name: `Desactivar ${username}` }),
      ).toBeEnabled();
    }
    expect(within(await rowOf('psalazar')).getByRole('button', { name: 'Activar psalazar' })).toBeEnabled();
  });

  it('SuperAdmin may toggle anyone but a SuperAdmin', async () => {
    serveUsers();
    signIn('SuperAdmin');
    renderApp(PATH);
    for (const username of ['superadmin', 'otroadmin']) {
      expect(within(await rowOf(username)).queryByRole('button', { name: toggleNames })).toBeNull();
    }
    for (const username of ['admin', 'supervisor', 'dquispe']) {
      expect(
        within(await rowOf(username)).getByRole('button', { name: `Desactivar ${username}` }),
      ).toBeEnabled();
    }
  });

  it('Activar sends {is_active: true}, holds every toggle meanwhile, and updates the row in place', async () => {
    const listCalls = serveUsers();
    let sent: unknown;
    const answer = gate();
    server.use(
      http.patch(api('usuario/6/'), async ({ request }) => {
        sent = await request.json();
        await answer.opened;
        return HttpResponse.json({ ...USERS[5], is_active: true });
      }),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(PATH);
    const row = within(await rowOf('psalazar'));
    await user.click(row.getByRole('button', { name: 'Activar psalazar' }));
    await waitFor(() => expect(row.getByRole('button', { name: 'Activar psalazar' })).toBeDisabled());
    const other = within(await rowOf('usuario')).getByRole('button', { name: 'Desactivar usuario' });
    expect(other).toBeDisabled();
    answer.open();
    expect(await screen.findByText('Usuario activado correctamente')).toBeInTheDocument();
    expect(sent).toEqual({ is_active: true });
    expect(row.getByText('Activo')).toHaveClass('bg-success');
    expect(row.getByRole('button', { name: 'Desactivar psalazar' })).toBeEnabled();
    expect(other).toBeEnabled();
    // Updated in place, not by asking for the list again.
    expect(listCalls()).toBe(1);
  });

  it('Desactivar asks first; Cancelar sends nothing, confirming sends {is_active: false}', async () => {
    serveUsers();
    let sent: unknown;
    server.use(
      http.patch(api('usuario/4/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...USERS[3], is_active: false });
      }),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(PATH);
    const row = within(await rowOf('usuario'));

    await user.click(row.getByRole('button', { name: 'Desactivar usuario' }));
    let dialog = await screen.findByRole('dialog', { name: 'Desactivar Usuario' });
    expect(dialog).toHaveTextContent('¿Estás seguro de desactivar al usuario usuario?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toBeUndefined();

    await user.click(row.getByRole('button', { name: 'Desactivar usuario' }));
    dialog = await screen.findByRole('dialog', { name: 'Desactivar Usuario' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Usuario desactivado correctamente')).toBeInTheDocument();
    expect(sent).toEqual({ is_active: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row.getByText('Inactivo')).toHaveClass('bg-secondary');
    expect(row.getByRole('button', { name: 'Activar usuario' })).toBeInTheDocument();
  });

  it("a failed toggle toasts the server's detail, else the spec default, and leaves the row as it was", async () => {
    serveUsers();
    server.use(
      http.patch(api('usuario/6/'), () =>
        HttpResponse.json({ detail: 'No tiene permiso para cambiar el estado' }, { status: 403 }),
      ),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(PATH);
    const row = within(await rowOf('psalazar'));
    await user.click(row.getByRole('button', { name: 'Activar psalazar' }));
    expect(await screen.findByText('No tiene permiso para cambiar el estado')).toBeInTheDocument();
    expect(row.getByText('Inactivo')).toBeInTheDocument();

    server.use(http.patch(api('usuario/6/'), () => HttpResponse.json({}, { status: 400 })));
    await user.click(row.getByRole('button', { name: 'Activar psalazar' }));
    expect(await screen.findByText('Error al cambiar el estado del usuario')).toBeInTheDocument();
    expect(row.getByText('Inactivo')).toBeInTheDocument();
  });

  it('a load failure shows the spec text, and Reintentar loads again', async () => {
    server.use(http.get(api('usuario/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar la lista de trabajadores')).toBeInTheDocument();
    serveUsers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('cell', { name: 'supervisor' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar la lista de trabajadores')).toBeNull();
  });

  it('shows the empty state', async () => {
    serveUsers([]);
    signIn('SuperAdmin');
    renderApp(PATH);
    expect(await screen.findByText('No hay trabajadores registrados')).toBeInTheDocument();
  });

  it('is not open to workers', async () => {
    signIn('user_User');
    const { location } = renderApp(PATH);
    await waitFor(() => expect(location.current.pathname).toBe('/unauthorized'));
  });
});
