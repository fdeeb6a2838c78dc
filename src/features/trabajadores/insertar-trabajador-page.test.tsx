import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { gate, wireUser } from './test-support';
// Loaded up front: the route's lazy import then resolves at once instead of racing findBy's 1 s.
import './insertar-trabajador-page';

const PATH = '/gestTrabajador/insertarTrabajador';

type User = ReturnType<typeof userEvent.setup>;

async function typeUsername(user: User, username = 'nuevo.trabajador') {
  await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), username);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Crear Usuario' }));

/** Answers POST usuario/ with `reply` and keeps the bodies sent. */
function serveCreate(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(api('usuario/'), async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

describe('InsertarTrabajadorPage', () => {
  beforeEach(() => signIn('Admin'));
  afterEach(() => vi.useRealTimers());

  it('shows every field with its label and the spec defaults; submit waits for a username', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Insertar Nuevo Usuario' })).toBeInTheDocument();
    for (const label of ['Usuario', 'Nombre', 'Apellido', 'ID de usuario', 'Dirección']) {
      expect(screen.getByRole('textbox', { name: label })).toHaveValue('');
    }
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('type', 'tel');
    const servicio = screen.getByRole('combobox', { name: 'Servicio' });
    expect(servicio).toHaveValue('tcm');
    expect(
      Array.from((servicio as HTMLSelectElement).options).map((option) => [option.value, option.text]),
    ).toEqual([
      ['tcm', 'TCM'],
      ['terapia', 'Terapia'],
    ]);
    expect(screen.getByLabelText('Puede subir notas')).not.toBeChecked();
    expect(screen.getByLabelText('Activo')).toBeChecked();

    const button = screen.getByRole('button', { name: 'Crear Usuario' });
    expect(button).toBeDisabled();
    // The disabled button says what is missing.
    expect(button).toHaveAccessibleDescription('Completa los campos obligatorios');
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toBeRequired();
    await user.type(screen.getByRole('textbox', { name: 'Usuario' }), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Usuario' }), 'x');
    expect(button).toBeEnabled();
  });

  it('rejects an email that is not one, without calling the server', async () => {
    const bodies = serveCreate(() => HttpResponse.json({}, { status: 201 }));
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await typeUsername(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await submit(user);
    expect(
      await screen.findByText('Introduzca una dirección de correo electrónico válida.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Introduzca una dirección de correo electrónico válida.',
    );
    expect(bodies).toEqual([]);
  });

  // Typing into seven fields takes jsdom a few seconds on a busy machine: a longer time limit.
  it('sends every field, then toasts, shows the initial password and offers the next steps', async () => {
    const bodies = serveCreate(async () => {
      await delay(30);
      return HttpResponse.json(wireUser(20, 'nuevo.trabajador', null), { status: 201 });
    });
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await typeUsername(user, '  nuevo.trabajador ');
    await user.type(screen.getByLabelText('Correo electrónico'), 'nuevo@example.com');
    await user.type(screen.getByLabelText('Nombre'), 'Nora');
    await user.type(screen.getByLabelText('Apellido'), 'Vega');
    await user.type(screen.getByLabelText('ID de usuario'), 'T-77');
    await user.type(screen.getByLabelText('Dirección'), 'Jr. Huallaga 12');
    await user.type(screen.getByLabelText('Teléfono'), '999888777');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Servicio' }), 'Terapia');
    await user.click(screen.getByLabelText('Puede subir notas'));
    await user.click(screen.getByLabelText('Activo'));
    await submit(user);

    expect(await screen.findByText('Usuario creado exitosamente', { selector: '.Toastify *' })).toBeVisible();
    expect(bodies).toEqual([
      {
        username: 'nuevo.trabajador',
        email: 'nuevo@example.com',
        first_name: 'Nora',
        last_name: 'Vega',
        ID_user: 'T-77',
        dir: 'Jr. Huallaga 12',
        phone: '999888777',
        servicio: 'terapia',
        subir_notas: true,
        is_active: false,
      },
    ]);
    const heading = screen.getByRole('heading', { name: 'Usuario creado exitosamente' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/La contraseña inicial es/)).toHaveTextContent(
      'La contraseña inicial es cobros2026. Pídele que la cambie',
    );
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/gestTrabajador/listaTrabajadores',
    );

    await user.click(screen.getByRole('button', { name: 'Crear otro usuario' }));
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Servicio' })).toHaveValue('tcm');
    expect(screen.getByLabelText('Activo')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Crear Usuario' })).toBeDisabled();
  }, 15_000);

  it('disables the form and shows "Creando..." while saving', async () => {
    const answer = gate();
    serveCreate(async () => {
      await answer.opened;
      return HttpResponse.json({}, { status: 201 });
    });
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await typeUsername(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toBeDisabled();
    answer.open();
    expect(await screen.findByRole('heading', { name: 'Usuario creado exitosamente' })).toBeInTheDocument();
  });

  it.each([
    [
      'a 500 with an HTML page',
      () =>
        new HttpResponse('<!DOCTYPE html><html><body>Server Error</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      'Error interno del servidor (500) - Contacte al administrador',
    ],
    ['detail', () => HttpResponse.json({ detail: 'No tiene permiso' }, { status: 403 }), 'No tiene permiso'],
    [
      'message',
      () => HttpResponse.json({ message: 'Servicio no disponible' }, { status: 400 }),
      'Servicio no disponible',
    ],
    ['no response', () => HttpResponse.error(), 'El servidor no respondió'],
    ['an empty body', () => HttpResponse.json({}, { status: 400 }), 'Error al crear el usuario'],
  ])('shows %s in the alert and keeps the values typed', async (_case, reply, text) => {
    serveCreate(reply);
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await typeUsername(user);
    await user.type(screen.getByLabelText('Nombre'), 'Nora');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('nuevo.trabajador');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Nora');
    expect(screen.getByRole('button', { name: 'Crear Usuario' })).toBeEnabled();
  });

  it("lists a field dictionary as 'field: value' and marks those fields with their messages", async () => {
    serveCreate(() =>
      HttpResponse.json(
        {
          username: ['Ya existe un usuario con este nombre de usuario.'],
          phone: ['Número no válido.'],
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await typeUsername(user);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'username: Ya existe un usuario con este nombre de usuario.\nphone: Número no válido.',
    );
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription(
      'Ya existe un usuario con este nombre de usuario.',
    );
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('Número no válido.');
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('gives up after 10 s without an answer: "El servidor no respondió"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serveCreate(async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderApp(PATH);
    await typeUsername(user);
    await submit(user);
    await act(() => vi.advanceTimersByTimeAsync(9_900));
    expect(screen.getByRole('button', { name: 'Creando...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('El servidor no respondió'));
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('nuevo.trabajador');
  });
});
