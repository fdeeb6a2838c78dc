import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClienteWire } from '../../contract/cliente';
import type { DocumentoWire } from '../../contract/documento';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { registro, USUARIOS } from './test-pagos';

const CLIENTES: ClienteWire[] = [
  { id: 2, nombre: 'Clínica San Rafael', categoria: 1, agencia: [], estado: true },
  { id: 3, nombre: 'Clínica del Valle', categoria: 1, agencia: [], estado: false },
];
const REGISTROS = [registro(501, 'María García López', 4), registro(502, 'Juan Torres Ramos', 6)];
const DOCUMENTOS: DocumentoWire[] = [
  {
    id: 11,
    nombre_archivo: 'notas.xlsx',
    fecha_creacion: '2026-05-02',
    tipo: 1,
    contenido_registros: REGISTROS,
  },
];

type Sent = { insert: unknown[]; tareas: unknown[] };

function serve({ tareaStatus = 201 }: { tareaStatus?: number } = {}): Sent {
  const sent: Sent = { insert: [], tareas: [] };
  server.use(
    http.get(api('usuario/'), ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('rol') === 'supervisor'
          ? USUARIOS.filter((user) => user.rol?.nombre === 'user_Supervisor')
          : USUARIOS,
      ),
    ),
    http.get(api('list_client/'), () => HttpResponse.json(CLIENTES)),
    http.get(api('list_client_document_all/:clienteId/'), () =>
      HttpResponse.json({ documentos: DOCUMENTOS }),
    ),
    http.get(api('list_client_document/:clienteId/'), () => HttpResponse.json({ documentos: DOCUMENTOS })),
    http.post(api('insertar_cobro/'), async ({ request }) => {
      sent.insert.push(await request.json());
      return HttpResponse.json({ success: true, id: 900 }, { status: 201 });
    }),
    http.get(api('listar_cobros_estimados/'), () =>
      HttpResponse.json([
        {
          id: 70,
          documento: { id: 12, nombre: 'otro.xlsx' },
          bill: 0,
          notas: 0,
          subir_notas: 0,
          open: 0,
          spr: 0,
        },
        {
          id: 71,
          documento: { id: 11, nombre: 'notas.xlsx' },
          bill: 10,
          notas: 10,
          subir_notas: 0,
          open: 0,
          spr: 0,
        },
      ]),
    ),
    http.post(api('crear_tarea/'), async ({ request }) => {
      sent.tareas.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: tareaStatus });
    }),
  );
  return sent;
}

function open() {
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp('/gestPago/insertarPagoCobros') };
}

async function fillCascade(user: ReturnType<typeof userEvent.setup>, trabajador: string, tipo: string) {
  await user.selectOptions(await screen.findByLabelText('Trabajador'), trabajador);
  await user.selectOptions(screen.getByLabelText('Categoría'), '1');
  await user.selectOptions(screen.getByLabelText('Cliente'), '2');
  await user.selectOptions(screen.getByLabelText('Tipo de tarea'), tipo);
  await waitFor(() => expect(screen.getByLabelText('Documento')).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Documento'), '11');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Asignar Pago' }));

describe('Asignar Pago a Trabajador', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./asignar-pago-page'), import('../../app/toast-host')]), 20_000);

  it('an empty submit shows the spec messages, the worker first', async () => {
    serve();
    const { user } = open();
    await screen.findByLabelText('Trabajador');
    await submit(user);
    expect(await screen.findByText('El trabajador es requerido')).toBeInTheDocument();
    expect(screen.getByText('La categoría es requerida')).toBeInTheDocument();
    expect(screen.getByText('El cliente es requerido')).toBeInTheDocument();
    // Only active workers of the cobro roles are offered.
    expect(
      within(screen.getByLabelText('Trabajador'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Selecciona un trabajador',
      'Jorge Ramírez (usuario)',
      'Lucía Herrera (lherrera)',
      'María Gómez (mgomez)',
      'Pedro Gómez (pgomez)',
      'Pedro Gómez (pgomez2)',
      'Rosa Martínez (supervisor)',
    ]);
  });

  it('a supervised worker must have a supervisor, which goes in the body', async () => {
    const sent = serve();
    const { user } = open();
    await fillCascade(user, '22', '1');
    await user.click(await screen.findByRole('checkbox', { name: /María García López/ }));
    await submit(user);
    expect(
      await screen.findByText('Debe seleccionar un supervisor para este trabajador'),
    ).toBeInTheDocument();
    expect(sent.insert).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Supervisor'), '3');
    await submit(user);
    expect(await screen.findByText('Cobro asignado correctamente al trabajador')).toBeInTheDocument();
    expect(sent.insert).toEqual([
      {
        usuario_registra: 22,
        cliente: 2,
        documento: 11,
        tipo_tarea: 1,
        mes: expect.any(String),
        usuario_supervisor: 3,
        contenido: [{ id: 501, nombre_completo: 'María García López', unidades: 4 }],
      },
    ]);
    // Notas adjust no estimate.
    expect(sent.tareas).toEqual([]);
  });

  it('Open: the assign variant, then one crear_tarea/ per record at 50 units, then back to the list', async () => {
    const sent = serve();
    const { user, location } = open();
    await fillCascade(user, '4', '4');
    await user.click(await screen.findByRole('checkbox', { name: /María García López/ }));
    await user.click(screen.getByRole('checkbox', { name: /Juan Torres Ramos/ }));
    await user.selectOptions(screen.getByLabelText('Mes'), 'abril');
    await submit(user);

    expect(await screen.findByText('Cobro asignado correctamente al trabajador')).toBeInTheDocument();
    expect(sent.insert).toEqual([
      expect.objectContaining({ usuario_registra: 4, tipo_tarea: 4, mes: 'abril' }),
    ]);
    // The server counts Open records at 50 units each; no whole-number override is sent.
    expect(sent.insert[0]).not.toHaveProperty('unidades');
    expect(sent.insert[0]).not.toHaveProperty('usuario_supervisor');
    expect(sent.tareas).toEqual([
      { cobro: 71, tarea: 4, sumar: 50, restar: 0 },
      { cobro: 71, tarea: 4, sumar: 50, restar: 0 },
    ]);
    expect(screen.getByRole('button', { name: 'Asignar Pago' })).toBeDisabled();
    await waitFor(() => expect(location.current.pathname).toBe('/gestPago/listarPagosCobros'), {
      timeout: 4000,
    });
  });

  it('a failed crear_tarea/ is only logged: the assignment still succeeds', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const sent = serve({ tareaStatus: 500 });
    const { user } = open();
    await fillCascade(user, '4', '5');
    await user.click(await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ }));
    await submit(user);
    expect(await screen.findByText('Cobro asignado correctamente al trabajador')).toBeInTheDocument();
    expect(sent.tareas).toEqual([{ cobro: 71, tarea: 5, sumar: 25, restar: 0 }]);
    expect(log).toHaveBeenCalledWith('crear_tarea/ falló', expect.anything());
    log.mockRestore();
  });

  it('a refused assignment shows the server error and keeps the form', async () => {
    serve();
    server.use(
      http.post(api('insertar_cobro/'), () =>
        HttpResponse.json(
          { success: false, error: 'El trabajador seleccionado no es válido' },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await fillCascade(user, '4', '3');
    expect(await screen.findByText('Unidades a registrar:', { exact: false })).toHaveTextContent('10');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('El trabajador seleccionado no es válido');
    expect(screen.getByLabelText('Documento')).toHaveValue('11');
    expect(screen.getByRole('button', { name: 'Asignar Pago' })).toBeEnabled();
  });
});
