import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentMonth } from '../../domain/months';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { serveCascade } from './test-cobros';

const PATH = '/gestCobro/insertarPagoCobroBill';

function setup(role = 'Admin') {
  serveCascade();
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

const field = (label: string) => screen.getByLabelText(label);
const optionLabels = (label: string) =>
  within(field(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

function captureInsert(
  answer: () => Response = () => HttpResponse.json({ success: true, id: 5 }, { status: 201 }),
) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('insertar_cobro_doble/'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(
    await screen.findByLabelText('Cliente', {}, { timeout: 5000 }),
    'Clínica San Rafael',
  );
  await waitFor(() => expect(field('Documento')).toBeEnabled());
  await user.selectOptions(field('Documento'), '02/04/2025 — bill_san_rafael.xlsx');
  await waitFor(() => expect(field('Unidades')).toHaveValue('30'));
  await user.selectOptions(field('Trabajador'), 'Jorge Ramírez (usuario)');
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Guardar Pago' }));

describe('InsertarPagoBillPage', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./insertar-pago-bill-page'), import('../../app/toast-host')]), 20_000);

  it('leaves out client 1, user 1, inactive users and users without a role', async () => {
    setup();
    await screen.findByLabelText('Cliente', {}, { timeout: 5000 });
    expect(optionLabels('Cliente')).toEqual([
      'Selecciona un cliente',
      'Centro Arcoíris',
      'Clínica San Rafael',
      'Servicios TCM Los Andes',
    ]);
    expect(optionLabels('Trabajador')).toEqual([
      'Selecciona un trabajador',
      'Jorge Ramírez (usuario)',
      'Rosa Martínez (supervisor)',
    ]);
    expect(field('Mes')).toHaveValue(currentMonth());
  });

  it('offers a worker only itself as Trabajador', async () => {
    serveCascade();
    signIn('user_User', { id: 4, user_id: 4 }, 'usuario');
    renderApp(PATH);
    await screen.findByLabelText('Cliente', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(optionLabels('Trabajador')).toEqual(['Selecciona un trabajador', 'Jorge Ramírez (usuario)']),
    );
  });

  it('suggests the Bill band of the document, which stays editable, and sends tipo_tarea 3', async () => {
    const sent = captureInsert();
    const { user, location } = setup();
    await fillAll(user);
    await user.clear(field('Unidades'));
    await user.type(field('Unidades'), '45');
    expect(screen.getByText('Se registrarán 45 unidades')).toBeInTheDocument();
    await user.selectOptions(field('Mes'), 'enero');
    await save(user);
    expect(await screen.findByText('Pago insertado correctamente')).toBeInTheDocument();
    expect(sent).toEqual([
      { cliente: 2, documento: 12, usuario_registra: 4, unidades: 45, mes: 'enero', tipo_tarea: 3 },
    ]);
    await waitFor(() => expect(location.current.pathname).toBe('/gestCobro/listarCobros'), { timeout: 6000 });
  });

  it.each([
    ['12,50', 'Las unidades deben ser un número entero, sin decimales'],
    ['1.000', 'No use separador de miles'],
    ['-3', 'Las unidades no pueden ser negativas'],
  ])('refuses %j units with "%s" and sends nothing', async (typed, message) => {
    const sent = captureInsert();
    const { user } = setup();
    await fillAll(user);
    const unidades = field('Unidades');
    expect(unidades).toHaveAttribute('inputmode', 'numeric');
    await user.clear(unidades);
    await user.type(unidades, typed);
    await save(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(unidades).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("'Todos los campos son requeridos' when something is missing", async () => {
    const sent = captureInsert();
    const { user } = setup();
    await screen.findByLabelText('Cliente', {}, { timeout: 5000 });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Todos los campos son requeridos');
    expect(field('Cliente')).toHaveClass('is-invalid');
    expect(field('Trabajador')).toHaveClass('is-invalid');
    expect(sent).toEqual([]);
  });

  it('a 2xx without a body is not a confirmation', async () => {
    captureInsert(() => new HttpResponse(null, { status: 200 }));
    const { user, location } = setup();
    await fillAll(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('No se recibió confirmación del servidor');
    expect(location.current.pathname).toBe(PATH);
  });

  it("a failure shows the server's message, else 'Error al insertar el pago'", async () => {
    captureInsert(() => HttpResponse.json({ message: 'Documento sin Bill' }, { status: 400 }));
    const { user } = setup();
    await fillAll(user);
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Documento sin Bill');
    captureInsert(() => HttpResponse.json({}, { status: 500 }));
    await save(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al insertar el pago'));
  });

  it('says when a client has no documents, and toasts a failure to load them', async () => {
    const { user } = setup();
    await user.selectOptions(
      await screen.findByLabelText('Cliente', {}, { timeout: 5000 }),
      'Centro Arcoíris',
    );
    expect(await screen.findByText('No hay documentos disponibles para este cliente')).toBeInTheDocument();
    server.use(
      http.get(api('list_client_document_all/:clienteId/'), () => HttpResponse.json({}, { status: 500 })),
    );
    await user.selectOptions(field('Cliente'), 'Servicios TCM Los Andes');
    expect(
      await screen.findAllByText('Error al cargar los documentos', {}, { timeout: 8000 }),
    ).not.toHaveLength(0);
  });

  it("'Volver' goes to the payments list for Admin", async () => {
    setup();
    expect(await screen.findByRole('link', { name: 'Volver' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/gestPago/listarPagosCobros',
    );
  });

  it('a worker goes back to the cobro list', async () => {
    setup('user_User');
    expect(await screen.findByRole('link', { name: 'Volver' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/gestCobro/listarCobros',
    );
  });

  it("toasts 'Datos cargados correctamente' once the initial data has loaded", async () => {
    setup();
    expect(
      await screen.findByText('Datos cargados correctamente', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar los datos iniciales')).not.toBeInTheDocument();
  });

  it('shows a failure of the initial load once, inline (no toast repeating it)', async () => {
    serveCascade();
    server.use(http.get(api('usuario/'), () => HttpResponse.json({}, { status: 403 })));
    signIn('Admin');
    renderApp(PATH);
    await waitFor(() => expect(screen.getAllByText('Error al cargar los datos iniciales')).toHaveLength(1), {
      timeout: 5000,
    });
    // The disabled button says why, in its own words.
    expect(screen.getByRole('button', { name: 'Guardar Pago' })).toHaveAccessibleDescription(
      'Faltan los clientes o los trabajadores: reintenta la carga',
    );
  });
});
