import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CobroWire } from '../../contract/cobro';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, registro, serveCascade } from './test-cobros';

const cliente = { id: 2, nombre: 'Clínica San Rafael', agencias: [] };

function setup(detail: () => Response, path = '/gestCobro/modificarCobro/40?tipo=open') {
  serveCascade();
  server.use(http.get(api('listar_cobro_detalles/:id/'), detail));
  signIn('user_User');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

const openCobro = (overrides: Partial<CobroWire> = {}) =>
  cobro({
    id: 40,
    cliente,
    documento: { id: 11, nombre_documento: 'notas_san_rafael.xlsx' },
    tipo_tarea: 4,
    mes: 'febrero',
    contenido_open: [registro(502, 'Juan Torres Ramos', 50)],
    ...overrides,
  });

function capturePut(answer: () => Response = () => HttpResponse.json({ success: true })) {
  const sent: unknown[] = [];
  server.use(
    http.put(api('modificar_cobro/:id/'), async ({ request, params }) => {
      sent.push({ id: params.id, body: await request.json() });
      return answer();
    }),
  );
  return sent;
}

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

describe('ModificarCobroPage', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./modificar-cobro-page'), import('../../app/toast-host')]), 20_000);

  it("pre-checks the cobro's records of the kind, and saves the new selection and month", async () => {
    const sent = capturePut();
    const { user, location } = setup(() => HttpResponse.json(openCobro()));
    expect(
      await screen.findByRole('heading', { name: 'Modificar Cobro 40' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Clínica San Rafael')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    const juan = await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ });
    expect(juan).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /María García López/ })).not.toBeChecked();
    expect(screen.getByLabelText('Mes')).toHaveValue('febrero');

    await user.click(screen.getByRole('checkbox', { name: /María García López/ }));
    await user.selectOptions(screen.getByLabelText('Mes'), 'marzo');
    await save(user);

    expect(await screen.findByText('Cobro modificado correctamente')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: '40',
        body: {
          contenido: [
            { id: 501, nombre_completo: 'María García López', unidades: 50 },
            { id: 502, nombre_completo: 'Juan Torres Ramos', unidades: 50 },
          ],
          mes: 'marzo',
        },
      },
    ]);
    await waitFor(() => expect(location.current.pathname).toBe('/gestCobro/listarCobros'), { timeout: 6000 });
  });

  it("lists the cobro's records first, and 'Solo seleccionados' hides the others", async () => {
    const { user } = setup(() => HttpResponse.json(openCobro()));
    const juan = await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ }, { timeout: 5000 });
    // Record checkboxes are named by the person and their units ('Juan Torres Ramos 50 u.').
    const records = () => screen.getAllByRole('checkbox', { name: /u\.$/ });
    // The document lists María (501) before Juan (502); Juan, already in the cobro, comes first.
    expect(records()[0]).toBe(juan);

    await user.click(screen.getByRole('checkbox', { name: 'Solo seleccionados' }));
    expect(screen.queryByRole('checkbox', { name: /María García López/ })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Juan Torres Ramos/ })).toBeChecked();
  });

  it('Bill records keep their own units', async () => {
    const sent = capturePut();
    const { user } = setup(
      () =>
        HttpResponse.json([
          openCobro({
            tipo_tarea: 1,
            contenido_open: [],
            contenido: [registro(503, 'Sofía Rojas Cruz', 3)],
          }),
        ]),
      '/gestCobro/modificarCobro/40?tipo=bill',
    );
    expect(
      await screen.findByRole('checkbox', { name: /Sofía Rojas Cruz/ }, { timeout: 5000 }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Juan Torres Ramos/ }));
    await save(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      body: {
        contenido: [
          { id: 502, nombre_completo: 'Juan Torres Ramos', unidades: 6 },
          { id: 503, nombre_completo: 'Sofía Rojas Cruz', unidades: 3 },
        ],
      },
    });
  });

  it('requires a record and a month', async () => {
    const sent = capturePut();
    const { user } = setup(() => HttpResponse.json(openCobro()));
    await user.click(await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ }, { timeout: 5000 }));
    await user.selectOptions(screen.getByLabelText('Mes'), '');
    await save(user);
    expect(await screen.findByText('Debe seleccionar al menos un registro')).toBeInTheDocument();
    expect(screen.getByText('Debe seleccionar un mes')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's message, else 'Error al modificar cobro'", async () => {
    capturePut(() => HttpResponse.json({ message: 'El cobro ya fue pagado' }, { status: 400 }));
    const { user } = setup(() => HttpResponse.json(openCobro()));
    await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ }, { timeout: 5000 });
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('El cobro ya fue pagado');
    capturePut(() => HttpResponse.json({}, { status: 500 }));
    await save(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al modificar cobro'));
  });

  it('a failed load toasts and goes back to the list', async () => {
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.json([])));
    const { location } = setup(() => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 }));
    expect(
      await screen.findByText('Error al cargar los datos del cobro', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.current.pathname).toBe('/gestCobro/listarCobros'));
  });

  it.each([2, 3])('a cobro of type %i has no records: says so and goes back to the list', async (tipo) => {
    const sent = capturePut();
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.json([])));
    const { location } = setup(
      () => HttpResponse.json(openCobro({ tipo_tarea: tipo, contenido_open: [], unidades: 30 })),
      '/gestCobro/modificarCobro/40',
    );
    expect(
      await screen.findByText(
        'Este cobro se registró por unidades y no tiene registros que modificar',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(location.current.pathname).toBe('/gestCobro/listarCobros'));
    expect(screen.queryByRole('button', { name: 'Guardar Cambios' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('an empty answer says so', async () => {
    setup(() => HttpResponse.json([]));
    expect(
      await screen.findByText('No se encontró información del cobro', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/gestCobro/listarCobros',
    );
  });

  it('a record the document no longer lists stays offered and checked', async () => {
    const sent = capturePut();
    const { user } = setup(() =>
      HttpResponse.json(openCobro({ contenido_open: [registro(999, 'Registro retirado', 50)] })),
    );
    expect(
      await screen.findByRole('checkbox', { name: /Registro retirado/ }, { timeout: 5000 }),
    ).toBeChecked();
    await save(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { contenido: [{ id: 999, unidades: 50 }] } });
  });
});
