import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DocumentoWire } from '../../contract/documento';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/gestDocumentacion/listarDocumentacion';

const DOCUMENTOS: DocumentoWire[] = [
  {
    id: 7,
    nombre_archivo: 'notas_san_rafael_enero.xlsx',
    fecha_creacion: '2026-01-15T10:00:00',
    cliente: { id_cliente: 2, nombre_cliente: 'Clínica San Rafael', agencias: [] },
    tipo: 1,
    bill: false,
    notas: true,
    total_registros: 12,
  },
  {
    id: 9,
    nombre_archivo: 'bill_los_andes_marzo.xlsx',
    fecha_creacion: '2026-03-02T09:30:00',
    cliente: { id: 4, nombre: 'Servicios TCM Los Andes', agencias: [] },
    tipo: 2,
    bill: true,
    notas: false,
    total_registros: 154,
  },
  {
    id: 8,
    nombre_archivo: 'identificacion.xlsx',
    fecha_creacion: '2026-02-20T08:00:00',
    cliente: { id_cliente: 2, nombre_cliente: 'Clínica San Rafael', agencias: [] },
    tipo: 3,
    bill: false,
    notas: false,
    total_registros: 3,
  },
];

function serve(documentos: DocumentoWire[] = DOCUMENTOS) {
  server.use(http.get(api('listar_documentacion/'), () => HttpResponse.json(documentos)));
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Documentos' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

async function openList(path = PATH) {
  signIn('Admin');
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Lista de Documentos' }, { timeout: 5000 });
  return { user, ...view };
}

describe('DocumentosListPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./documentos-list-page'), 30_000);

  it('lists the documents newest first with their client, type, date, records and flags', async () => {
    serve();
    await openList();
    expect(await screen.findByText('bill_los_andes_marzo.xlsx')).toBeInTheDocument();
    const headers = within(screen.getByRole('table', { name: 'Documentos' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, ''));
    expect(headers).toEqual([
      'Archivo',
      'Cliente',
      'Tipo',
      'Fecha creación',
      'Registros',
      'Bill',
      'Notas',
      'Acciones',
    ]);
    expect(firstCells()).toEqual([
      'bill_los_andes_marzo.xlsx',
      'identificacion.xlsx',
      'notas_san_rafael_enero.xlsx',
    ]);
    const [marzo, identificacion, enero] = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(marzo.slice(0, 7)).toEqual([
      'bill_los_andes_marzo.xlsx',
      'Servicios TCM Los Andes',
      'Bill',
      '02/03/2026',
      '154',
      'Sí',
      'No',
    ]);
    expect(identificacion[2]).toBe('Tipo 3');
    expect(enero.slice(1, 7)).toEqual(['Clínica San Rafael', 'Terapia', '15/01/2026', '12', 'No', 'Sí']);
    expect(screen.getByRole('link', { name: 'Modificar bill_los_andes_marzo.xlsx' })).toHaveAttribute(
      'href',
      '/gestDocumentacion/modificarDocumentacion/9',
    );
    expect(screen.getByRole('link', { name: 'Insertar Documentación' })).toHaveAttribute(
      'href',
      '/gestDocumentacion/insertarDocumentacion',
    );
  });

  it('shows fecha_creacion the same whether it comes as a date (Django) or a full ISO datetime', async () => {
    serve([
      { ...DOCUMENTOS[0], id: 1, nombre_archivo: 'como_fecha.xlsx', fecha_creacion: '2026-05-24' },
      { ...DOCUMENTOS[0], id: 2, nombre_archivo: 'como_iso.xlsx', fecha_creacion: '2026-05-24T19:10:35' },
    ]);
    await openList();
    await screen.findByText('como_fecha.xlsx');
    const dates = bodyRows().map((row) => within(row).getAllByRole('cell')[3].textContent);
    expect(dates).toEqual(['24/05/2026', '24/05/2026']);
  });

  it('filters by client and type, keeping the filters in the URL', async () => {
    serve();
    const { user, location } = await openList();
    await screen.findByText('bill_los_andes_marzo.xlsx');

    await user.selectOptions(screen.getByLabelText('Cliente'), 'Clínica San Rafael');
    expect(location.current.search).toBe('?cliente=2');
    expect(firstCells()).toEqual(['identificacion.xlsx', 'notas_san_rafael_enero.xlsx']);

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Terapia');
    expect(location.current.search).toBe('?cliente=2&tipo=1');
    expect(firstCells()).toEqual(['notas_san_rafael_enero.xlsx']);

    await user.selectOptions(screen.getByLabelText('Tipo'), 'Bill');
    expect(
      await screen.findByText('No hay documentos que coincidan con los filtros seleccionados'),
    ).toBeInTheDocument();
  });

  it('restores the filters from the URL', async () => {
    serve();
    await openList(`${PATH}?tipo=2`);
    await screen.findByText('bill_los_andes_marzo.xlsx');
    expect(screen.getByLabelText('Tipo')).toHaveValue('2');
    expect(firstCells()).toEqual(['bill_los_andes_marzo.xlsx']);
  });

  it('shows the empty state', async () => {
    serve([]);
    await openList();
    expect(await screen.findByText('No hay documentos registrados')).toBeInTheDocument();
  });

  it('shows the load error and retries', async () => {
    let calls = 0;
    server.use(
      http.get(api('listar_documentacion/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'No encontrado' }, { status: 404 })
          : HttpResponse.json(DOCUMENTOS);
      }),
    );
    const { user } = await openList();
    expect(await screen.findByText('Error al cargar la lista de documentos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('bill_los_andes_marzo.xlsx')).toBeInTheDocument();
  });

  it('deletes after confirming; a refusal shows the server detail in the modal', async () => {
    let remaining = [...DOCUMENTOS];
    let refuse = true;
    const deleted: string[] = [];
    server.use(
      http.get(api('listar_documentacion/'), () => HttpResponse.json(remaining)),
      http.delete(api('eliminar_documentacion/:id/'), ({ params }) => {
        if (refuse)
          return HttpResponse.json(
            { detail: 'No se puede eliminar el documento: hay cobros que lo usan' },
            { status: 400 },
          );
        deleted.push(String(params.id));
        remaining = remaining.filter((documento) => String(documento.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar notas_san_rafael_enero.xlsx' }));

    const modal = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(modal).toHaveTextContent('notas_san_rafael_enero.xlsx');
    await user.click(within(modal).getByRole('button', { name: 'Eliminar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'No se puede eliminar el documento: hay cobros que lo usan',
    );
    expect(deleted).toEqual([]);

    refuse = false;
    await user.click(within(modal).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Documento eliminado correctamente')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual(['7']);
    await waitFor(() => expect(screen.queryByText('notas_san_rafael_enero.xlsx')).not.toBeInTheDocument());
  });

  it('shows the default message when a delete fails without one', async () => {
    serve();
    server.use(
      http.delete(api('eliminar_documentacion/:id/'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Eliminar identificacion.xlsx' }));
    const modal = await screen.findByRole('dialog', { name: 'Confirmar Eliminación' });
    await user.click(within(modal).getByRole('button', { name: 'Eliminar' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Error al eliminar el documento');
  });
});
