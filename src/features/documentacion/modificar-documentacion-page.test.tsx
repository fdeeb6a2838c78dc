import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DocumentoWire } from '../../contract/documento';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/gestDocumentacion/modificarDocumentacion/9';

const DOCUMENTO: DocumentoWire = {
  id: 9,
  nombre_archivo: 'bill_los_andes_marzo.xlsx',
  fecha_creacion: '2026-03-02T09:30:00',
  cliente: { id_cliente: 4, nombre_cliente: 'Servicios TCM Los Andes', agencias: [] },
  tipo: 2,
  bill: true,
  notas: false,
  total_registros: 2,
  contenido_registros: [
    { id: 501, nombre_completo: 'María García', unidades: '12.50' },
    { id: 502, nombre_completo: 'José López', unidades: 8 },
  ],
};

async function openDocumento() {
  signIn('Admin');
  const user = userEvent.setup();
  const view = renderApp(PATH);
  await screen.findByRole('heading', { name: 'Modificar Documentación' }, { timeout: 5000 });
  return { user, ...view };
}

describe('ModificarDocumentacionPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./modificar-documentacion-page'), 30_000);

  it('shows the document and its records, sends only the flags and returns to the list after 2 s', async () => {
    let sent: unknown;
    server.use(
      http.get(api('detalle_documento/9/'), () => HttpResponse.json(DOCUMENTO)),
      http.put(api('actualizar_documento/9/'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...DOCUMENTO, notas: true });
      }),
      http.get(api('listar_documentacion/'), () => HttpResponse.json([])),
    );
    const { user, location } = await openDocumento();

    const details = await screen.findByText('Archivo', { selector: 'dt' });
    const list = details.closest('dl') as HTMLElement;
    for (const text of ['bill_los_andes_marzo.xlsx', 'Servicios TCM Los Andes', 'Bill', '02/03/2026', '2']) {
      expect(within(list).getByText(text)).toBeInTheDocument();
    }
    const registros = screen.getByRole('table', { name: 'Registros del documento' });
    expect(within(registros).getByText('María García')).toBeInTheDocument();
    expect(within(registros).getByText('12.5')).toBeInTheDocument();

    expect(screen.getByLabelText('Bill')).toBeChecked();
    expect(screen.getByLabelText('Notas')).not.toBeChecked();
    await user.click(screen.getByLabelText('Notas'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));

    await waitFor(() => expect(sent).toEqual({ bill: true, notas: true }));
    expect(await screen.findByText(/Documento actualizado correctamente\. Volviendo/)).toBeInTheDocument();
    expect(screen.getByLabelText('Notas')).toBeDisabled();
    expect(location.current.pathname).toBe(PATH);
    await waitFor(() => expect(location.current.pathname).toBe('/gestDocumentacion/listarDocumentacion'), {
      timeout: 6000,
    });
  });

  it.each([
    ['{nombre} sin id', { nombre: 'Servicios TCM Los Andes' }],
    ['{nombre_cliente} sin id_cliente', { nombre_cliente: 'Servicios TCM Los Andes', agencias: null }],
  ])('opens a document whose nested client comes as %s', async (_name, cliente) => {
    server.use(http.get(api('detalle_documento/9/'), () => HttpResponse.json({ ...DOCUMENTO, cliente })));
    await openDocumento();
    const details = await screen.findByText('Archivo', { selector: 'dt' });
    const list = details.closest('dl') as HTMLElement;
    expect(within(list).getByText('Servicios TCM Los Andes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
    expect(screen.queryByText('Formato de datos inválido')).not.toBeInTheDocument();
  });

  it('shows the server message, else the default, when saving fails, and lets the user try again', async () => {
    server.use(
      http.get(api('detalle_documento/9/'), () => HttpResponse.json(DOCUMENTO)),
      http.put(api('actualizar_documento/9/'), () =>
        HttpResponse.json({ detail: 'El documento ya no existe' }, { status: 404 }),
      ),
    );
    const { user } = await openDocumento();
    await user.click(await screen.findByLabelText('Bill'));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El documento ya no existe');
    expect(screen.getByLabelText('Bill')).not.toBeChecked();

    server.use(http.put(api('actualizar_documento/9/'), () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error al actualizar el documento'),
    );
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('detalle_documento/9/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'No encontrado' }, { status: 404 })
          : HttpResponse.json(DOCUMENTO);
      }),
    );
    const { user } = await openDocumento();
    expect(await screen.findByText('Error al cargar los datos del documento')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Bill')).toBeChecked();
  });
});
