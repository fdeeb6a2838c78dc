import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { ClienteWire } from '../../contract/cliente';
import type { ProcesarExcelResponseWire } from '../../contract/documento';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { installNodeFileClasses } from './test-support';

const PATH = '/gestDocumentacion/insertarDocumentacion';

const CLIENTES: ClienteWire[] = [
  { id: 2, nombre: 'Clínica San Rafael', categoria: 1, estado: true },
  { id: 3, nombre: 'Centro de Terapia Arcoíris', categoria: 1, estado: true },
  { id: 4, nombre: 'Servicios TCM Los Andes', categoria: 2, estado: true },
  { id: 5, nombre: 'Hogar Santa Teresa', categoria: 2, estado: true },
  { id: 12, nombre: 'Clínica del Valle', categoria: 2, estado: false },
];

const MIXED: ProcesarExcelResponseWire = {
  status: 'completed',
  archivos_procesados: 2,
  archivos_fallidos: 1,
  resultados_individuales: [
    {
      archivo: 'enero.xlsx',
      resultado: {
        status: 'success',
        documento_id: 40,
        registros_creados: 12,
        filas_omitidas: 0,
        hoja_procesada: 'Hoja1',
        rango_filas: '2-13',
        errores: [],
      },
    },
    {
      archivo: 'febrero.xls',
      resultado: {
        status: 'partial_success',
        documento_id: 41,
        registros_creados: 8,
        filas_omitidas: 2,
        hoja_procesada: 'Datos',
        rango_filas: '3-12',
        errores: ['Fila 5: unidades no numéricas', 'Fila 9: nombre vacío'],
      },
    },
  ],
  errores: [{ archivo: 'roto.xlsx', error: 'El archivo está dañado o no se pudo leer' }],
};

const ALL_PROCESSED: ProcesarExcelResponseWire = {
  ...MIXED,
  archivos_procesados: 1,
  archivos_fallidos: 0,
  resultados_individuales: (MIXED.resultados_individuales ?? []).slice(0, 1),
  errores: [],
};

const xlsx = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

function serveClientes() {
  server.use(http.get(api('list_client/'), () => HttpResponse.json(CLIENTES)));
}

async function openForm() {
  signIn('Admin');
  serveClientes();
  const user = userEvent.setup({ applyAccept: false });
  const view = renderApp(PATH);
  await screen.findByRole('combobox', { name: 'Tipo de documento' }, { timeout: 5000 });
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de documento' }), 'Bill');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cliente' }), 'TCM');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), 'Hogar Santa Teresa');
  await user.click(screen.getByLabelText('Notas'));
  await user.upload(filesInput(), files);
}

/** The native file input behind the FilePicker; its label carries the required mark. */
const filesInput = () => screen.getByLabelText('Archivos');

const clientOptions = () =>
  within(screen.getByRole('combobox', { name: 'Cliente' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

// Forms driven key by key are slow on a busy machine; the page loads before the first test.
describe('InsertarDocumentacionPage', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await installNodeFileClasses();
    await import('./insertar-documentacion-page');
  }, 30_000);
  afterAll(() => vi.unstubAllGlobals());

  it('shows each validation message and sends nothing', async () => {
    let requests = 0;
    server.use(
      http.post(api('procesar_excel/'), () => {
        requests += 1;
        return HttpResponse.json(MIXED);
      }),
    );
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
    const feedback = { selector: '.invalid-feedback' };
    expect(await screen.findByText('Seleccione el tipo de documento', feedback)).toBeInTheDocument();
    for (const message of [
      'Seleccione el tipo de documento',
      'Seleccione el tipo de cliente',
      'Seleccione un cliente',
      'Seleccione al menos un archivo',
    ]) {
      expect(screen.getByText(message, feedback)).toBeInTheDocument();
    }
    expect(requests).toBe(0);
  });

  it('lists only active clients of the chosen type and resets the client when the type changes', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cliente' }), 'Terapia');
    expect(clientOptions()).toEqual([
      'Seleccione un cliente',
      'Centro de Terapia Arcoíris',
      'Clínica San Rafael',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cliente' }), 'Clínica San Rafael');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cliente' }), 'TCM');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('');
    expect(clientOptions()).toEqual([
      'Seleccione un cliente',
      'Hogar Santa Teresa',
      'Servicios TCM Los Andes',
    ]);
  });

  it('refuses other extensions before any request, naming the files', async () => {
    let requests = 0;
    server.use(
      http.post(api('procesar_excel/'), () => {
        requests += 1;
        return HttpResponse.json(MIXED);
      }),
    );
    const { user } = await openForm();
    await user.upload(filesInput(), [
      new File(['hola'], 'notas.txt', { type: 'text/plain' }),
      new File(['%PDF'], 'informe.pdf', { type: 'application/pdf' }),
      xlsx('enero.xlsx'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Solo se aceptan archivos .xls, .xlsx o .xlsm: notas.txt, informe.pdf',
    );
    const chosen = screen.getByRole('list', { name: 'Archivos seleccionados' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(within(chosen).getByText('enero.xlsx')).toBeInTheDocument();
    expect(within(chosen).getByText('2 KB')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar enero.xlsx' }));
    expect(screen.queryByRole('list', { name: 'Archivos seleccionados' })).not.toBeInTheDocument();
    await user.upload(filesInput(), [new File(['x'], 'datos.csv')]);
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
    expect(await screen.findByText('Seleccione al menos un archivo')).toBeInTheDocument();
    expect(requests).toBe(0);
  });

  it('sends the multipart body with archivo repeated, showing progress while it uploads', async () => {
    let received: FormData | null = null;
    server.use(
      http.post(api('procesar_excel/'), async ({ request }) => {
        received = await request.formData();
        await delay(300);
        return HttpResponse.json(ALL_PROCESSED);
      }),
    );
    const { user } = await openForm();
    await fillValid(user, [xlsx('enero.xlsx', 10), xlsx('febrero.xls', 20), xlsx('marzo.xlsm', 30)]);
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));

    expect(await screen.findByRole('progressbar', { name: 'Progreso de la subida' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Subiendo\.\.\./ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toBeDisabled();
    expect(filesInput()).toBeDisabled();

    expect(await screen.findByRole('heading', { name: 'Resultados del procesamiento' })).toBeInTheDocument();
    const body = received as FormData | null;
    expect(body?.get('tipo_documento')).toBe('2');
    expect(body?.get('cliente_id')).toBe('5');
    expect(body?.get('bill')).toBe('false');
    expect(body?.get('notas')).toBe('true');
    expect(body?.has('tipo_cliente')).toBe(false);
    const archivos = body?.getAll('archivo') as File[];
    expect(archivos.map((file) => [file.name, file.size])).toEqual([
      ['enero.xlsx', 10],
      ['febrero.xls', 20],
      ['marzo.xlsm', 30],
    ]);
    expect(screen.queryByText(/archivo\(s\) fallidos/)).not.toBeInTheDocument();
  });

  it('shows the results of a mixed upload with the warning, and resets for more uploads', async () => {
    server.use(http.post(api('procesar_excel/'), () => HttpResponse.json(MIXED)));
    const { user } = await openForm();
    await fillValid(user, [xlsx('enero.xlsx'), xlsx('febrero.xls'), xlsx('roto.xlsx')]);
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));

    const results = await screen.findByRole('region', { name: 'Resultados del procesamiento' });
    expect(within(results).getByText('Completado')).toBeInTheDocument();
    expect(
      within(results).getByText('Archivos procesados', { selector: 'div' }).nextSibling,
    ).toHaveTextContent('2');
    expect(within(results).getByText('Archivos fallidos', { selector: 'div' }).nextSibling).toHaveTextContent(
      '1',
    );
    expect(within(results).getByRole('alert')).toHaveTextContent(
      'Procesamiento completado con 1 archivo(s) fallidos',
    );

    const enero = within(results).getByRole('heading', { name: 'enero.xlsx' }).closest('li') as HTMLElement;
    expect(within(enero).getByText('Éxito')).toBeInTheDocument();
    expect(within(enero).getByText('Hoja1')).toBeInTheDocument();
    expect(within(enero).getByText('2-13')).toBeInTheDocument();
    expect(within(enero).getByText('12')).toBeInTheDocument();

    const febrero = within(results)
      .getByRole('heading', { name: 'febrero.xls' })
      .closest('li') as HTMLElement;
    expect(within(febrero).getByText('Éxito parcial')).toBeInTheDocument();
    expect(within(febrero).getByText('Datos')).toBeInTheDocument();
    expect(within(febrero).getByText('3-12')).toBeInTheDocument();
    expect(within(febrero).getByText('Registros creados').nextSibling).toHaveTextContent('8');
    expect(within(febrero).getByText('Filas omitidas').nextSibling).toHaveTextContent('2');
    expect(within(febrero).getByText('Fila 5: unidades no numéricas')).toBeInTheDocument();
    expect(within(febrero).getByText('Fila 9: nombre vacío')).toBeInTheDocument();

    const roto = within(results).getByRole('heading', { name: 'roto.xlsx' }).closest('li') as HTMLElement;
    expect(within(roto).getByText('Fallido')).toBeInTheDocument();
    expect(within(roto).getByText('El archivo está dañado o no se pudo leer')).toBeInTheDocument();

    // The same warning as a toast.
    await waitFor(() =>
      expect(
        screen.getAllByText('Procesamiento completado con 1 archivo(s) fallidos').map((e) => e.outerHTML),
      ).toHaveLength(2),
    );

    await user.click(screen.getByRole('button', { name: 'Subir más documentos' }));
    expect(screen.queryByRole('region', { name: 'Resultados del procesamiento' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Tipo de cliente' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('');
    expect(screen.getByLabelText('Notas')).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Archivos seleccionados' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'without errores',
      {
        status: 'completed',
        archivos_procesados: 1,
        archivos_fallidos: 0,
        resultados_individuales: MIXED.resultados_individuales?.slice(0, 1),
      },
    ],
    [
      'without resultados_individuales',
      { status: 'completed', archivos_procesados: 0, archivos_fallidos: 1, errores: MIXED.errores },
    ],
    ['with neither list nor counts', { status: 'completed' }],
  ] as [string, ProcesarExcelResponseWire][])(
    'still shows the results view for an answer %s',
    async (_name, answer) => {
      server.use(http.post(api('procesar_excel/'), () => HttpResponse.json(answer)));
      const { user } = await openForm();
      await fillValid(user, [xlsx('enero.xlsx')]);
      await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
      const results = await screen.findByRole('region', { name: 'Resultados del procesamiento' });
      expect(within(results).getByText('Completado')).toBeInTheDocument();
      expect(screen.queryByText('Formato de datos inválido')).not.toBeInTheDocument();
      const procesados = within(results).getByText('Archivos procesados', { selector: 'div' }).nextSibling;
      expect(procesados).toHaveTextContent(String(answer.archivos_procesados ?? 0));
    },
  );

  it('keeps the form, its values and files when the upload fails, with the server message or the default', async () => {
    server.use(
      http.post(api('procesar_excel/'), () =>
        HttpResponse.json({ message: 'El cliente seleccionado no existe o está inactivo' }, { status: 400 }),
      ),
    );
    const { user } = await openForm();
    await fillValid(user, [xlsx('enero.xlsx')]);
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El cliente seleccionado no existe o está inactivo',
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de documento' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Tipo de cliente' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue('5');
    expect(screen.getByLabelText('Notas')).toBeChecked();
    expect(screen.getByText('enero.xlsx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir Documentos' })).toBeEnabled();

    server.use(http.post(api('procesar_excel/'), () => new HttpResponse(null, { status: 502 })));
    await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error al subir documentos'));
    expect(screen.getByText('enero.xlsx')).toBeInTheDocument();
  });

  it('shows the clients load error with a retry', async () => {
    signIn('Admin');
    let calls = 0;
    server.use(
      http.get(api('list_client/'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ detail: 'No permitido' }, { status: 403 })
          : HttpResponse.json(CLIENTES);
      }),
    );
    const user = userEvent.setup();
    renderApp(PATH);
    expect(
      await screen.findByText('Error al cargar los clientes', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('combobox', { name: 'Tipo de documento' })).toBeInTheDocument();
  });
});
