import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { currentMonth } from '../../domain/months';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { DOCUMENTOS, serveCascade } from './test-cobros';

const PATH = '/gestCobro/insertarCobro';

type User = ReturnType<typeof userEvent.setup>;

function setup(role = 'user_User', claims: Record<string, unknown> = {}) {
  serveCascade();
  signIn(role, claims);
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

const field = (label: string) => screen.getByLabelText(label);
const optionLabels = (label: string) =>
  within(field(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Picks categoría Terapia, client 2 and the task type, then waits for the document options. */
async function chooseUpToTipo(user: User, tipo: string) {
  await user.selectOptions(await screen.findByLabelText('Categoría', {}, { timeout: 5000 }), 'Terapia');
  await user.selectOptions(field('Cliente'), 'Clínica San Rafael');
  await user.selectOptions(field('Tipo de tarea'), tipo);
  await waitFor(() => expect(field('Documento')).toBeEnabled());
}

/** Picks a document by its file name; the option reads 'dd/mm/aaaa — file name'. */
async function chooseDocument(user: User, fileName: RegExp) {
  const option = screen
    .getAllByRole('option')
    .find((candidate) => fileName.test((candidate.textContent ?? '').replace(/^\d{2}\/\d{2}\/\d{4} — /, '')));
  if (!option) throw new Error(`No document option matches ${fileName}`);
  await user.selectOptions(field('Documento'), option);
}

function captureInsert(
  answer: () => Response = () => HttpResponse.json({ success: true, message: 'ok', id: 9 }, { status: 201 }),
) {
  const sent: unknown[] = [];
  server.use(
    http.post(api('insertar_cobro/'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Registrar Cobro' }));

describe('InsertarCobroPage', { timeout: 20_000 }, () => {
  beforeAll(() => Promise.all([import('./insertar-cobro-page'), import('../../app/toast-host')]), 20_000);

  it('shows every required message on an empty submit, and the month defaults to the current one', async () => {
    const sent = captureInsert();
    const { user } = setup();
    await screen.findByLabelText('Categoría', {}, { timeout: 5000 });
    expect(field('Mes')).toHaveValue(currentMonth());
    await user.selectOptions(field('Mes'), '');
    await submit(user);
    for (const message of [
      'La categoría es requerida',
      'El cliente es requerido',
      'El tipo de tarea es requerido',
      'El documento es requerido',
      'El mes es requerido',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Debe seleccionar un supervisor')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('marks every cascade field and the month as required, and says what the mark means', async () => {
    setup('user_Supervisado');
    await screen.findByLabelText('Categoría', {}, { timeout: 5000 });
    for (const label of ['Categoría', 'Cliente', 'Tipo de tarea', 'Documento', 'Mes', 'Supervisor'])
      expect(field(label), label).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(/son obligatorios/)).toHaveTextContent(/^Los campos marcados con/);
  });

  it('is one titled form, with Cancelar back to the list and the primary button last', async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Registrar Nuevo Cobro' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Registrar Nuevo Cobro');
    await waitFor(() => expect(document.title).toBe('Registrar Nuevo Cobro · Cobros'));
    const cancel = within(form).getByRole('link', { name: 'Cancelar' });
    expect(cancel).toHaveAttribute('href', '/gestCobro/listarCobros');
    const buttons = within(form).getAllByRole('button');
    expect(buttons.at(-1)).toHaveAccessibleName('Registrar Cobro');
  });

  it('offers only active clients of the category, and tipo 2 only with subir_notas', async () => {
    const { user } = setup();
    await user.selectOptions(await screen.findByLabelText('Categoría', {}, { timeout: 5000 }), 'Terapia');
    expect(optionLabels('Cliente')).toEqual([
      'Selecciona un cliente',
      'Centro Arcoíris',
      'Cliente interno',
      'Clínica San Rafael',
    ]);
    await user.selectOptions(field('Cliente'), 'Clínica San Rafael');
    expect(optionLabels('Tipo de tarea')).toEqual([
      'Selecciona un tipo de tarea',
      'Notas',
      'Bill',
      'Open',
      'SPR',
    ]);
  });

  it('with subir_notas the user may choose "Subir notas al Sistema" and sees its units before saving', async () => {
    const sent = captureInsert();
    const { user } = setup('user_User', { subir_notas: true });
    await chooseUpToTipo(user, 'Subir notas al Sistema');
    await chooseDocument(user, /^bill_san_rafael/);
    // 8 records: more than 5, so 20 units.
    expect(await screen.findByText('20')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ cliente: 2, documento: 12, tipo_tarea: 2, mes: currentMonth(), unidades: 20 });
  });

  it('tipo 1 offers only tipo-1 documents, labelled with their creation date', async () => {
    const { user } = setup();
    await chooseUpToTipo(user, 'Notas');
    expect(optionLabels('Documento')).toEqual([
      'Selecciona un documento',
      '07/03/2025 — notas_san_rafael.xlsx',
    ]);
    await user.selectOptions(field('Tipo de tarea'), 'Open');
    await waitFor(() =>
      expect(optionLabels('Documento')).toEqual([
        'Selecciona un documento',
        '07/03/2025 — notas_san_rafael.xlsx',
        '02/04/2025 — bill_san_rafael.xlsx',
      ]),
    );
  });

  it('changing an upstream field clears everything downstream', async () => {
    const { user } = setup();
    await chooseUpToTipo(user, 'Open');
    await chooseDocument(user, /^notas_san_rafael/);
    await user.click(await screen.findByRole('checkbox', { name: /María García López/ }));
    expect(screen.getByText(/^Seleccionados:/)).toHaveTextContent('Seleccionados: 1 de 3');

    // A new document: the records of the old one are dropped.
    await chooseDocument(user, /^bill_san_rafael/);
    await screen.findByRole('checkbox', { name: /Paciente Bill 1/ });
    expect(screen.getByText(/^Seleccionados:/)).toHaveTextContent('Seleccionados: 0 de 8');
    await user.click(screen.getByRole('checkbox', { name: /Paciente Bill 1\b/ }));

    // A new task type clears the document and its records.
    await user.selectOptions(field('Tipo de tarea'), 'SPR');
    expect(field('Documento')).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: /Paciente Bill/ })).not.toBeInTheDocument();

    // A new client clears the task type too.
    await chooseDocument(user, /^notas_san_rafael/);
    await user.selectOptions(field('Cliente'), 'Centro Arcoíris');
    expect(field('Tipo de tarea')).toHaveValue('');
    expect(field('Documento')).toHaveValue('');
    expect(field('Documento')).toBeDisabled();

    // A new category clears the client and all after it.
    await user.selectOptions(field('Cliente'), 'Clínica San Rafael');
    await user.selectOptions(field('Tipo de tarea'), 'Open');
    await user.selectOptions(field('Categoría'), 'TCM');
    expect(field('Cliente')).toHaveValue('');
    expect(field('Tipo de tarea')).toHaveValue('');
    expect(field('Tipo de tarea')).toBeDisabled();
    expect(field('Documento')).toHaveValue('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('tipo 4 requires a record, then sends contenido_registro at 50 units per record', async () => {
    const sent = captureInsert();
    const { user, location } = setup();
    await chooseUpToTipo(user, 'Open');
    await chooseDocument(user, /^notas_san_rafael/);
    await screen.findByRole('checkbox', { name: /María García López/ });
    await submit(user);
    expect(await screen.findByText('Debe seleccionar al menos un registro')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /María García López/ }));
    await user.click(screen.getByRole('checkbox', { name: /Sofía Rojas Cruz/ }));
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 100 unidades');
    await user.selectOptions(field('Mes'), 'marzo');
    await submit(user);

    expect(await screen.findByText('Cobro registrado correctamente')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        cliente: 2,
        documento: 11,
        tipo_tarea: 4,
        mes: 'marzo',
        contenido_registro: [
          { id: 501, nombre_completo: 'María García López', unidades: 50 },
          { id: 503, nombre_completo: 'Sofía Rojas Cruz', unidades: 50 },
        ],
      },
    ]);
    expect(location.current.pathname).toBe(PATH);
    await waitFor(() => expect(location.current.pathname).toBe('/gestCobro/listarCobros'), { timeout: 6000 });
  });

  it("tipo 1 sends each record's own units; 'Seleccionar todos' follows the search", async () => {
    const sent = captureInsert();
    const { user } = setup();
    await chooseUpToTipo(user, 'Notas');
    await chooseDocument(user, /^notas_san_rafael/);
    await user.type(await screen.findByLabelText('Buscar registro'), 'ia');
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /López|Ramos|Cruz/ })).toHaveLength(2),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.clear(screen.getByLabelText('Buscar registro'));
    expect(screen.getByRole('checkbox', { name: 'Seleccionar todos' })).not.toBeChecked();
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 7 unidades');
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      tipo_tarea: 1,
      contenido_registro: [
        { id: 501, nombre_completo: 'María García López', unidades: 4 },
        { id: 503, nombre_completo: 'Sofía Rojas Cruz', unidades: 3 },
      ],
    });
  });

  it('tipo 3 shows and sends the Bill band of the document total', async () => {
    const sent = captureInsert();
    const { user } = setup();
    await chooseUpToTipo(user, 'Bill');
    await chooseDocument(user, /^bill_san_rafael/);
    // 8 records × 10 units = 80: the 76–100 band, 30 units.
    expect(await screen.findByText('30')).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ cliente: 2, documento: 12, tipo_tarea: 3, mes: currentMonth(), unidades: 30 });
  });

  it('a supervised worker must choose a supervisor, who goes in the payload', async () => {
    const sent = captureInsert();
    const { user } = setup('user_Supervisado');
    await chooseUpToTipo(user, 'Bill');
    await chooseDocument(user, /^bill_san_rafael/);
    await screen.findByText('30');
    await submit(user);
    expect(await screen.findByText('Debe seleccionar un supervisor')).toBeInTheDocument();
    expect(sent).toEqual([]);

    expect(optionLabels('Supervisor')).toEqual([
      'Selecciona un supervisor',
      'Elena Mendoza (emendoza)',
      'Rosa Martínez (supervisor)',
    ]);
    await user.selectOptions(field('Supervisor'), 'Rosa Martínez (supervisor)');
    await submit(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      cliente: 2,
      documento: 12,
      tipo_tarea: 3,
      mes: currentMonth(),
      usuario_supervisor: 3,
      unidades: 30,
    });
  });

  it("a refusal shows the server's error and keeps the values", async () => {
    captureInsert(() =>
      HttpResponse.json({ success: false, error: 'Registros ya cobrados' }, { status: 400 }),
    );
    const { user } = setup();
    await chooseUpToTipo(user, 'Bill');
    await chooseDocument(user, /^bill_san_rafael/);
    await screen.findByText('30');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registros ya cobrados');
    expect(field('Documento')).toHaveValue('12');
    expect(field('Tipo de tarea')).toHaveValue('3');

    captureInsert(() => HttpResponse.json({ success: false }, { status: 200 }));
    await submit(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Error al procesar la solicitud'),
    );
  });

  it('toasts the loading failures', async () => {
    serveCascade();
    server.use(http.get(api('list_client/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    signIn('user_User');
    renderApp(PATH);
    // The page's error with its retry, and the toast.
    await waitFor(() => expect(screen.getAllByText('Error al cargar datos iniciales')).toHaveLength(2), {
      timeout: 5000,
    });
  });

  it('toasts a failure to load the documents or the records', async () => {
    const { user } = setup();
    server.use(
      http.get(api('list_client_document_all/:clienteId/'), () => HttpResponse.json({}, { status: 500 })),
    );
    await user.selectOptions(await screen.findByLabelText('Categoría', {}, { timeout: 5000 }), 'Terapia');
    await user.selectOptions(field('Cliente'), 'Centro Arcoíris');
    expect(
      await screen.findByText('Error al cargar documentos del cliente', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('toasts a failure to load the records of the document', async () => {
    const { user } = setup();
    server.use(
      // Open reads its records from list_client_document_all/?document_id= (backend-notes).
      http.get(api('list_client_document_all/:clienteId/'), ({ request }) =>
        new URL(request.url).searchParams.has('document_id')
          ? HttpResponse.json({}, { status: 404 })
          : HttpResponse.json({ documentos: DOCUMENTOS }),
      ),
    );
    await chooseUpToTipo(user, 'Open');
    await chooseDocument(user, /^notas_san_rafael/);
    expect(await screen.findAllByText('Error al cargar registros del documento')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Registrar Cobro' })).toBeDisabled();
    // The disabled button says why, under it and as its description.
    expect(screen.getByRole('button', { name: 'Registrar Cobro' })).toHaveAccessibleDescription(
      'Error al cargar registros del documento',
    );
  });
});
