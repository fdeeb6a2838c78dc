import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CobroWire } from '../../contract/cobro';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, LUCIA, registro, ROSA } from './test-pagos';

const PATH = '/gestPago/listarRegistrosDeCobros/7';

function serveDetalle(answer: () => Response | CobroWire) {
  server.use(
    http.get(api('listar_cobro_detalles/:id/'), () => {
      const value = answer();
      return value instanceof Response ? value : HttpResponse.json(value);
    }),
  );
}

function open() {
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

const info = () => screen.getByRole('region', { name: 'Información general' });

describe('Charge detail', { timeout: 15_000 }, () => {
  beforeAll(() => Promise.all([import('./registros-cobro-page'), import('../../app/toast-host')]), 20_000);

  it('general information and one table per kind of record', async () => {
    serveDetalle(() =>
      cobro({
        id: 7,
        usuario_registra: LUCIA,
        usuario_supervisor: ROSA,
        cliente: {
          nombre: 'Centro Sol',
          agencias: [
            { id: 1, nombre: 'Agencia Norte' },
            { id: 2, nombre: 'Agencia Sur' },
          ],
        },
        contenido: [registro(1, 'Ana Torres', 4)],
        contenido_open: [registro(2, 'Luis Ramos', 50), registro(3, 'Rosa Díaz', 50)],
      }),
    );
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cobro #7' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Información general' });
    expect(info()).toHaveTextContent('Usuario que registraLucía Herrera');
    expect(info()).toHaveTextContent('SupervisorRosa Martínez');
    expect(info()).toHaveTextContent('ClienteCentro Sol');
    expect(info()).toHaveTextContent('AgenciasAgencia Norte, Agencia Sur');
    expect(info()).toHaveTextContent('Documentonotas_san_rafael.xlsx');
    expect(info()).toHaveTextContent('MesMayo');
    const bill = screen.getByRole('table', { name: 'Registros Bill' });
    expect(within(bill).getAllByRole('row')).toHaveLength(2);
    expect(within(bill).getByRole('row', { name: '1 Ana Torres 4' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Registros Open' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Registros SPR' })).not.toBeInTheDocument();
    expect(screen.queryByText(/no tiene registros detallados/)).not.toBeInTheDocument();
  });

  it('no supervisor row without one; agencies N/A; the note when units have no records', async () => {
    serveDetalle(() =>
      cobro({ id: 7, tipo_tarea: 3, unidades: 40, cliente: { nombre: 'Centro Sol', agencias: [] } }),
    );
    open();
    await screen.findByRole('region', { name: 'Información general' });
    expect(info()).not.toHaveTextContent('Supervisor');
    expect(info()).toHaveTextContent('AgenciasN/A');
    expect(
      screen.getByText('Este cobro tiene 40 unidades en total y no tiene registros detallados.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes after confirming, with "Eliminando..." and the toast, then goes back', async () => {
    serveDetalle(() => cobro({ id: 7, usuario_registra: LUCIA, tipo_tarea: 3, unidades: 40 }));
    let deleted: string | null = null;
    // The answer waits for the test to have seen the pending state: a fixed delay races a busy machine.
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.delete(api('eliminar_cobro/:id/'), async ({ params }) => {
        await answered;
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, location } = open();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cobro' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.',
    );
    // It names the cobro: client, document, month and who registered it.
    expect(dialog).toHaveTextContent(
      'Cobro 7: Clínica San Rafael · notas_san_rafael.xlsx · Mayo · registrado por Lucía Herrera',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('button', { name: 'Eliminando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Cobro eliminado correctamente')).toBeInTheDocument();
    expect(deleted).toBe('7');
    await waitFor(() => expect(location.current.pathname).toBe('/gestPago/listarPagosCobrosDetallados/22'));
    expect(location.current.search).toBe('?mes=mayo');
  });

  it("a failed delete keeps the dialog with the server's detail", async () => {
    serveDetalle(() => cobro({ id: 7, tipo_tarea: 3, unidades: 40 }));
    server.use(
      http.delete(api('eliminar_cobro/:id/'), () =>
        HttpResponse.json({ detail: 'No puede eliminar un cobro pagado' }, { status: 400 }),
      ),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Eliminar Cobro' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No puede eliminar un cobro pagado');
  });

  it.each([
    ['an empty answer', () => HttpResponse.json([])],
    ['a 404', () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })],
  ])('%s says the cobro was not found', async (_case, answer) => {
    serveDetalle(answer);
    open();
    expect(await screen.findByText('No se encontró información del cobro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar Cobro' })).not.toBeInTheDocument();
  });

  it('a failure shows the spec message', async () => {
    serveDetalle(() => HttpResponse.json({ detail: 'x' }, { status: 403 }));
    open();
    expect(await screen.findByText('Error en la respuesta del servidor')).toBeInTheDocument();
  });
});
