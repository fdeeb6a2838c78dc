import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { ROLES, wireUser } from './test-support';
// Loaded up front: the routes' lazy imports then resolve at once instead of racing findBy's 1 s.
import './modificar-rol-page';
import './usuarios-list-page';

const PATH = '/modificarRol/9';

function serveScreen(user = wireUser(9, 'dquispe', null)) {
  server.use(
    http.get(api('usuario/9/'), () => HttpResponse.json(user)),
    http.get(api('rol/'), () => HttpResponse.json(ROLES)),
  );
}

function serveUpdate(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('update_rol/9/'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function choose(user: ReturnType<typeof userEvent.setup>, nombre: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Nuevo Rol' }), nombre);
  await user.click(screen.getByRole('button', { name: 'Actualizar Rol' }));
}

describe('ModificarRolPage', () => {
  beforeEach(() => signIn('SuperAdmin'));

  it('shows the username, the current role ("Sin rol") and every role to choose from', async () => {
    serveScreen();
    renderApp(PATH);
    const select = await screen.findByRole('combobox', { name: 'Nuevo Rol' });
    expect(screen.getByText('Usuario', { selector: 'dt' }).nextElementSibling).toHaveTextContent('dquispe');
    expect(screen.getByText('Rol actual', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Sin rol',
    );
    expect(Array.from((select as HTMLSelectElement).options).map((option) => option.text)).toEqual([
      'Seleccione un rol',
      ...['Super Admin', 'Administrador', 'Supervisor', 'Usuario', 'Supervisado'],
    ]);
    expect(select).toHaveValue('');
  });

  it('Actualizar Rol waits for a role, which goes over the wire as a number', async () => {
    serveScreen(wireUser(9, 'dquispe', ROLES[3]));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      http.put(api('update_rol/9/'), async ({ request }) => {
        bodies.push(await request.json());
        await released;
        return HttpResponse.json(wireUser(9, 'dquispe', ROLES[2]));
      }),
      http.get(api('usuario/'), () => HttpResponse.json([wireUser(9, 'dquispe', ROLES[2])])),
    );
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp(PATH);
    await screen.findByRole('combobox', { name: 'Nuevo Rol' });
    expect(screen.getByText('Rol actual', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Usuario',
    );
    expect(screen.getByRole('button', { name: 'Actualizar Rol' })).toBeDisabled();
    await choose(user, 'Supervisor');
    expect(await screen.findByRole('button', { name: 'Actualizando...' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Nuevo Rol' })).toBeDisabled();
    release();
    expect(await screen.findByText('Rol actualizado correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([{ rol: 3 }]);
    await waitFor(() => expect(location.current.pathname).toBe('/gestRol/listaUsuarios'));
    expect(await screen.findByRole('cell', { name: 'Supervisor' })).toBeInTheDocument();
  });

  it.each([
    ['detail', { detail: 'No puede cambiar su propio rol.' }, 'No puede cambiar su propio rol.'],
    ['message', { message: 'Rol no permitido' }, 'Rol no permitido'],
    ['nothing', {}, 'Error al actualizar el rol'],
  ])('a failed update shows %s and stays', async (_case, body, text) => {
    serveScreen();
    serveUpdate(() => HttpResponse.json(body, { status: 400 }));
    const user = userEvent.setup({ delay: null });
    const { location } = renderApp(PATH);
    await choose(user, 'Administrador');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(location.current.pathname).toBe(PATH);
    expect(screen.getByRole('combobox', { name: 'Nuevo Rol' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Actualizar Rol' })).toBeEnabled();
  });

  it('an unknown user is "No se encontró el usuario"', async () => {
    server.use(
      http.get(api('usuario/9/'), () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })),
      http.get(api('rol/'), () => HttpResponse.json(ROLES)),
    );
    renderApp(PATH);
    expect(await screen.findByText('No se encontró el usuario')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nuevo Rol')).toBeNull();
  });

  it('a failed role list is "Error al cargar los datos", and Reintentar asks again', async () => {
    server.use(
      http.get(api('usuario/9/'), () => HttpResponse.json(wireUser(9, 'dquispe', null))),
      http.get(api('rol/'), () => HttpResponse.json({ detail: 'Prohibido' }, { status: 403 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar los datos')).toBeInTheDocument();
    serveScreen();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Nuevo Rol' })).toBeEnabled();
  });

  it('a failed user load other than 404 is "Error al cargar los datos"', async () => {
    server.use(
      http.get(api('usuario/9/'), () => HttpResponse.json({ detail: 'Prohibido' }, { status: 403 })),
      http.get(api('rol/'), () => HttpResponse.json(ROLES)),
    );
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar los datos')).toBeInTheDocument();
  });
});
