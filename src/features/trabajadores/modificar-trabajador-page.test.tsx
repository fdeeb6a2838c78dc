import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { gate, wireUser } from './test-support';
// Loaded up front: the route's lazy import then resolves at once instead of racing findBy's 1 s.
import './modificar-trabajador-page';

const PATH = '/gestTrabajador/modificarTrabajador/4';
const STORED = wireUser(4, 'usuario', 'user_User', {
  email: 'usuario@example.com',
  first_name: 'Jorge',
  last_name: 'Ramírez',
  ID_user: 'U-4',
  dir: 'Av. Brasil 123',
  phone: '987654321',
  servicio: 'terapia',
  subir_notas: true,
  is_active: false,
});

function serveUser(user = STORED) {
  server.use(http.get(api('usuario/4/'), () => HttpResponse.json(user)));
}

function serveUpdate(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.put(api('update_user/4/'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

describe('ModificarTrabajadorPage', () => {
  beforeEach(() => signIn('Admin'));

  it('loads the worker into the form, without the Activo box', async () => {
    const answer = gate();
    server.use(
      http.get(api('usuario/4/'), async () => {
        await answer.opened;
        return HttpResponse.json(STORED);
      }),
    );
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Modificar Trabajador' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando datos del trabajador...');
    answer.open();
    expect(await screen.findByRole('textbox', { name: 'Usuario' })).toHaveValue('usuario');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('usuario@example.com');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Jorge');
    expect(screen.getByLabelText('Apellido')).toHaveValue('Ramírez');
    expect(screen.getByLabelText('ID de usuario')).toHaveValue('U-4');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Av. Brasil 123');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('987654321');
    expect(screen.getByRole('combobox', { name: 'Servicio' })).toHaveValue('terapia');
    expect(screen.getByLabelText('Puede subir notas')).toBeChecked();
    expect(screen.queryByLabelText('Activo')).toBeNull();
  });

  it('sends every field but is_active to update_user/{id}/, then offers the way back', async () => {
    serveUser();
    const bodies = serveUpdate(() => HttpResponse.json({ ...STORED, first_name: 'Jorge Luis' }));
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.type(await screen.findByLabelText('Nombre'), ' Luis');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servicio' }), 'TCM');
    await save(user);
    expect(
      await screen.findByRole('heading', { name: 'Trabajador actualizado correctamente' }),
    ).toHaveFocus();
    expect(bodies).toEqual([
      {
        username: 'usuario',
        email: 'usuario@example.com',
        first_name: 'Jorge Luis',
        last_name: 'Ramírez',
        ID_user: 'U-4',
        dir: 'Av. Brasil 123',
        phone: '987654321',
        servicio: 'tcm',
        subir_notas: true,
      },
    ]);
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/gestTrabajador/listaTrabajadores',
    );
  });

  it('a user with no or an unknown servicio starts on the default, tcm', async () => {
    serveUser(wireUser(4, 'usuario', null, { servicio: null, email: null }));
    renderApp(PATH);
    expect(await screen.findByRole('combobox', { name: 'Servicio' })).toHaveValue('tcm');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('');
  });

  it.each([
    ['detail', { detail: 'No se encontró el usuario' }, 'No se encontró el usuario'],
    ['message', { message: 'Datos inválidos' }, 'Datos inválidos'],
    ['a field dictionary', { username: ['Ya existe.'] }, 'username: Ya existe.'],
    ['nothing', {}, 'Error al actualizar el trabajador'],
  ])('a failed save shows %s and keeps the edits', async (_case, body, text) => {
    serveUser();
    serveUpdate(() => HttpResponse.json(body, { status: 400 }));
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await user.type(await screen.findByLabelText('Apellido'), ' Soto');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Apellido')).toHaveValue('Ramírez Soto');
  });

  it('a 404 says the user was not found', async () => {
    server.use(
      http.get(api('usuario/4/'), () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })),
    );
    renderApp(PATH);
    expect(await screen.findByText('No se encontró el usuario')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('any other load failure shows the spec text, and Reintentar loads again', async () => {
    server.use(
      http.get(api('usuario/4/'), () => HttpResponse.json({ detail: 'Prohibido' }, { status: 403 })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    expect(await screen.findByText('Error al cargar los datos del trabajador')).toBeInTheDocument();
    serveUser();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('textbox', { name: 'Usuario' })).toHaveValue('usuario');
  });
});
