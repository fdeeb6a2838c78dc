import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, registro } from './test-pagos';

const REGISTROS = [registro(501, 'María García López', 4), registro(502, 'Juan Torres Ramos', 6)];

function setup(detail: () => Response) {
  server.use(
    http.get(api('listar_cobro_detalles/:id/'), detail),
    http.get(api('list_client_document/:clienteId/'), () =>
      HttpResponse.json({
        documentos: [
          {
            id: 11,
            nombre_archivo: 'notas.xlsx',
            fecha_creacion: '2026-05-01',
            tipo: 1,
            contenido_registros: REGISTROS,
          },
        ],
      }),
    ),
  );
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp('/gestPago/modificarPagoCobros/40') };
}

const notas = () =>
  cobro({
    id: 40,
    cliente: { id: 2, nombre: 'Clínica San Rafael', agencias: [] },
    documento: { id: 11, nombre_documento: 'notas.xlsx' },
    tipo_tarea: 1,
    mes: 'abril',
    contenido: [registro(502, 'Juan Torres Ramos', 6)],
  });

describe('Modificar pago (admin edit of a worker cobro)', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./modificar-pago-page'), import('../../app/toast-host')]), 20_000);

  it('saves records and month through modificar_cobro/, then returns to the worker detail', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put(api('modificar_cobro/:id/'), async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json(notas());
      }),
    );
    const { user, location } = setup(() => HttpResponse.json(notas()));
    expect(await screen.findByRole('heading', { name: 'Modificar Cobro 40' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /María García López/ }));
    await user.selectOptions(screen.getByLabelText('Mes'), 'mayo');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    expect(await screen.findByText('Cobro modificado correctamente')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: '40',
        body: {
          contenido: [
            { id: 501, nombre_completo: 'María García López', unidades: 4 },
            { id: 502, nombre_completo: 'Juan Torres Ramos', unidades: 6 },
          ],
          mes: 'mayo',
        },
      },
    ]);
    await waitFor(() => expect(location.current.pathname).toBe('/gestPago/listarPagosCobrosDetallados/4'), {
      timeout: 4000,
    });
  });

  it('a failed save keeps the selection and shows the server message', async () => {
    server.use(
      http.put(api('modificar_cobro/:id/'), () =>
        HttpResponse.json({ detail: 'No permitido' }, { status: 400 }),
      ),
    );
    const { user } = setup(() => HttpResponse.json(notas()));
    await user.click(await screen.findByRole('checkbox', { name: /María García López/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No permitido');
    expect(screen.getByRole('checkbox', { name: /María García López/ })).toBeChecked();
  });

  it('a cobro paid by document units (Bill) has no records to change', async () => {
    setup(() => HttpResponse.json(cobro({ id: 40, tipo_tarea: 3, unidades: 30 })));
    expect(await screen.findByText(/no tiene registros que modificar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      '/gestPago/listarPagosCobrosDetallados/4',
    );
  });

  it('a 404 says the cobro was not found', async () => {
    setup(() => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 }));
    expect(await screen.findByText('No se encontró información del cobro')).toBeInTheDocument();
  });
});
