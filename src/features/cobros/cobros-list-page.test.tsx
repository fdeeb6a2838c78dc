import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, ME, registro, serveCobros } from './test-cobros';

const LIST_PATH = '/gestCobro/listarCobros';

const section = (name: string) => screen.getByRole('region', { name });
const summary = () => screen.getByRole('region', { name: 'Resumen' });
const card = (title: string) =>
  within(summary()).getByRole('heading', { name: title }).parentElement as HTMLElement;
const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function setup(role: string, path = LIST_PATH) {
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('CobrosListPage', { timeout: 15_000 }, () => {
  beforeAll(() => Promise.all([import('./cobros-list-page'), import('../../app/toast-host')]), 20_000);

  it("a worker's summary and table: units never add `unidades` on top of the records, amounts at 0.40", async () => {
    serveCobros(() => [
      cobro({
        id: 1,
        unidades: 99,
        bonificado: 5,
        contenido: [registro(1, 'A', 10), registro(2, 'B', 5)],
      }),
      cobro({ id: 2, tipo_tarea: 3, unidades: 20, sancionado: 2.5, mes: 'abril' }),
      cobro({ id: 3, tipo_tarea: 4, contenido_open: [registro(3, 'C', 50)] }),
      cobro({ id: 4, usuario_registra: { id: 99, nombre: 'Otro' }, unidades: 1000 }),
    ]);
    setup('user_User');

    const table = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(3));
    // What 'Lista Pagos' pays: 15 u × 0.40 + S/. 5 = 11.00; 20 u × 0.40 − S/. 2.50 = 5.50; 50 u × 0.40 = 20.00.
    expect(within(card('Mis Cobros')).getByText('$36.50')).toBeInTheDocument();
    expect(within(card('Mis Cobros')).getByText(/85 unidades/)).toBeInTheDocument();
    expect(within(card('Total Global')).getByText('$36.50')).toBeInTheDocument();
    expect(within(summary()).queryByRole('heading', { name: 'Cobros Supervisados' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cobros Supervisados' })).not.toBeInTheDocument();

    expect(bodyRows(table).map(cellTexts)).toEqual([
      [
        '3',
        'Clínica San Rafael',
        'Agencia Norte',
        'notas_san_rafael_marzo.xlsx',
        'Marzo',
        '1 registro · 50 u.',
        '—',
        '$20.00',
        'ModificarEliminar',
      ],
      [
        '2',
        'Clínica San Rafael',
        'Agencia Norte',
        'notas_san_rafael_marzo.xlsx',
        'Abril',
        '0 registros · 20 u.',
        '−$2.50',
        '$5.50',
        'Eliminar',
      ],
      [
        '1',
        'Clínica San Rafael',
        'Agencia Norte',
        'notas_san_rafael_marzo.xlsx',
        'Marzo',
        '2 registros · 15 u.',
        '+$5.00',
        '$11.00',
        'ModificarEliminar',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Modificar cobro 1' })).toHaveAttribute(
      'href',
      '/gestCobro/modificarCobro/1?tipo=bill',
    );
    expect(screen.getByRole('link', { name: 'Modificar cobro 3' })).toHaveAttribute(
      'href',
      '/gestCobro/modificarCobro/3?tipo=open',
    );
    expect(screen.getByRole('link', { name: 'Registrar Nuevo Cobro' })).toHaveAttribute(
      'href',
      '/gestCobro/insertarCobro',
    );
    expect(screen.getByRole('link', { name: 'Insertar Pago Bill' })).toHaveAttribute(
      'href',
      '/gestCobro/insertarPagoCobroBill',
    );
  });

  it('a supervised worker earns 0.20 on their own cobros', async () => {
    serveCobros(() => [cobro({ contenido: [registro(1, 'A', 10)] })]);
    setup('user_Supervisado');
    await screen.findByRole('region', { name: 'Resumen' }, { timeout: 5000 });
    expect(await within(card('Mis Cobros')).findByText('$2.00')).toBeInTheDocument();
    expect(within(card('Mis Cobros')).getByText(/Con bonos y descuentos/)).toBeInTheDocument();
  });

  it('a supervisor also sees the supervised cobros grouped by user id, at 0.20; namesakes stay apart', async () => {
    const pedro20 = { id: 20, nombre: 'Pedro Gómez' };
    const pedro21 = { id: 21, nombre: 'Pedro Gómez' };
    const lucia = { id: 22, nombre: 'Lucía Herrera' };
    const supervisor = { id: ME, nombre: 'Ana Pérez' };
    serveCobros(() => [
      cobro({ contenido: [registro(1, 'A', 10)] }),
      cobro({
        usuario_registra: pedro20,
        usuario_supervisor: supervisor,
        contenido_open: [registro(2, 'B', 50)],
      }),
      cobro({
        usuario_registra: pedro21,
        usuario_supervisor: supervisor,
        contenido_spr: [registro(3, 'C', 25)],
      }),
      cobro({ usuario_registra: lucia, usuario_supervisor: supervisor, tipo_tarea: 3, unidades: 10 }),
      cobro({ usuario_registra: lucia, usuario_supervisor: supervisor, tipo_tarea: 2, unidades: 20 }),
      cobro({ usuario_registra: lucia, usuario_supervisor: { id: 55, nombre: 'Otra' }, unidades: 500 }),
    ]);
    setup('user_Supervisor');

    const supervised = await screen.findByRole('table', { name: 'Cobros Supervisados' });
    await waitFor(() => expect(bodyRows(supervised)).toHaveLength(3));
    expect(bodyRows(supervised).map(cellTexts)).toEqual([
      ['Lucía Herrera', '30', '$6.00'],
      ['Pedro Gómez (ID 20)', '50', '$10.00'],
      ['Pedro Gómez (ID 21)', '25', '$5.00'],
    ]);
    expect(bodyRows(screen.getByRole('table', { name: 'Mis Cobros' }))).toHaveLength(1);
    expect(within(card('Mis Cobros')).getByText('$4.00')).toBeInTheDocument();
    expect(within(card('Cobros Supervisados')).getByText('$21.00')).toBeInTheDocument();
    expect(within(card('Cobros Supervisados')).getByText(/105 unidades/)).toBeInTheDocument();
    expect(within(card('Total Global')).getByText('$25.00')).toBeInTheDocument();
  });

  it('Admin manages every cobro: "Todos los Cobros" with a Usuario column', async () => {
    serveCobros(() => [
      cobro({
        id: 1,
        usuario_registra: { id: 4, nombre: 'Jorge Ramírez' },
        contenido: [registro(1, 'A', 10)],
      }),
      cobro({
        id: 2,
        usuario_registra: { id: 5, nombre: 'Lucía Herrera' },
        usuario_supervisor: { id: 3, nombre: 'Rosa Martínez' },
        contenido: [registro(2, 'B', 10)],
      }),
    ]);
    setup('Admin');
    const table = await screen.findByRole('table', { name: 'Todos los Cobros' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '')),
    ).toEqual([
      'ID',
      'Usuario',
      'Cliente',
      'Agencia(s)',
      'Documento',
      'Mes',
      'Registros',
      'Bonos/Descuentos',
      'Pago total',
      'Acciones',
    ]);
    // Each worker at their own rate: 10 × 0.40 + 10 × 0.20.
    expect(await within(summary()).findByText('$6.00')).toBeInTheDocument();
    expect(within(card('Todos los Cobros')).getByText('$6.00')).toBeInTheDocument();
    // The payroll of these cobros: the workers' $6.00 and Rosa's 0.20 on the 10 supervised units.
    expect(within(card('Total Global')).getByText('$8.00')).toBeInTheDocument();
    expect(within(card('Total Global')).getByText('Incluye $2.00 de supervisores')).toBeInTheDocument();
    // 'Pago total' is each cobro's pay line with its supervisor's 0.20 (Lucía's $2.00 + Rosa's $2.00),
    // so the column adds up to 'Total Global'.
    expect(bodyRows(table).map((row) => cellTexts(row)[8])).toEqual(['$4.00', '$4.00']);
  });

  it('deletes after confirming, with a toast, and reloads the list', async () => {
    const list = [cobro({ id: 1 }), cobro({ id: 2 })];
    const calls = serveCobros(() => list);
    let deleted: string | null = null;
    server.use(
      http.delete(api('eliminar_cobro/:id/'), ({ params }) => {
        deleted = String(params.id);
        list.splice(
          list.findIndex((item) => String(item.id) === deleted),
          1,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = setup('user_User');
    const table = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Eliminar cobro 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Estás seguro de eliminar este cobro? Esta acción no se puede deshacer.',
    );
    // It names the cobro: client, document, month and who registered it.
    expect(dialog).toHaveTextContent(
      'Cobro 1: Clínica San Rafael · notas_san_rafael_marzo.xlsx · Marzo · registrado por Ana Pérez',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Eliminar cobro 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cobro eliminado correctamente')).toBeInTheDocument();
    expect(deleted).toBe('1');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(calls.count).toBe(2);
  });

  it("a failed delete keeps the dialog open with the server's detail, else the default", async () => {
    serveCobros(() => [cobro({ id: 1 })]);
    server.use(
      http.delete(api('eliminar_cobro/:id/'), () =>
        HttpResponse.json({ detail: 'No puede eliminar un cobro pagado' }, { status: 400 }),
      ),
    );
    const { user } = setup('user_User');
    await user.click(await screen.findByRole('button', { name: 'Eliminar cobro 1' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No puede eliminar un cobro pagado');

    server.use(http.delete(api('eliminar_cobro/:id/'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al eliminar el cobro'),
    );
  });

  it('one search box (the filter card), months sort in calendar order, applied filters show as removable chips', async () => {
    serveCobros(() => [
      cobro({ id: 1, mes: 'abril', contenido: [registro(1, 'A', 10)] }),
      cobro({ id: 2, mes: 'enero', contenido: [registro(2, 'B', 10)] }),
      cobro({ id: 3, mes: 'diciembre', contenido: [registro(3, 'C', 10)] }),
    ]);
    const { user } = setup('user_User', `${LIST_PATH}?mes=enero`);
    const mine = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(mine)).toHaveLength(1));
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);

    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(chips).toHaveTextContent('Mes: Enero');
    await user.click(within(chips).getByRole('button', { name: 'Quitar filtro Mes: Enero' }));
    await waitFor(() => expect(bodyRows(mine)).toHaveLength(3));
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: /^Mes/ }));
    expect(bodyRows(mine).map((row) => cellTexts(row)[4])).toEqual(['Enero', 'Abril', 'Diciembre']);
  });

  it('applies filters into the URL, and a fresh render at that URL restores them', async () => {
    const pedro = { id: 20, nombre: 'Pedro Gómez' };
    const supervisor = { id: ME, nombre: 'Ana Pérez' };
    serveCobros(() => [
      cobro({ id: 1, mes: 'marzo', contenido: [registro(1, 'A', 10)] }),
      cobro({ id: 2, mes: 'abril', contenido: [registro(2, 'B', 10)] }),
      cobro({
        id: 3,
        mes: 'marzo',
        cliente: { nombre: 'Centro Arcoíris' },
        contenido: [registro(3, 'C', 10)],
      }),
      cobro({
        id: 4,
        mes: 'abril',
        usuario_registra: pedro,
        usuario_supervisor: supervisor,
        unidades: 30,
        tipo_tarea: 3,
      }),
    ]);
    const { user, location, unmount } = setup('user_Supervisor');
    const mine = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(mine)).toHaveLength(3));

    const filters = screen.getByRole('form', { name: 'Filtros de cobros' });
    expect(within(filters).getByLabelText('Aplicar en')).toHaveTextContent(
      'Mis CobrosCobros SupervisadosAmbas Tablas',
    );
    await user.type(within(filters).getByLabelText('Buscar'), 'san rafael');
    await user.selectOptions(within(filters).getByLabelText('Mes'), 'marzo');
    await user.selectOptions(within(filters).getByLabelText('Aplicar en'), 'ambas');
    // Nothing changes before 'Aplicar Filtros'.
    expect(bodyRows(mine)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));

    await waitFor(() => expect(bodyRows(mine).map((row) => cellTexts(row)[0])).toEqual(['1']));
    expect(
      within(section('Cobros Supervisados')).getByText(
        'No hay cobros supervisados que coincidan con los filtros aplicados',
      ),
    ).toBeInTheDocument();
    expect(within(card('Mis Cobros')).getByText('$4.00')).toBeInTheDocument();
    const query = new URLSearchParams(location.current.search);
    expect(Object.fromEntries(query)).toEqual({ buscar: 'san rafael', mes: 'marzo', aplicar_en: 'ambas' });

    unmount();
    renderApp(`${LIST_PATH}${location.current.search}`);
    const restored = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(restored).map((row) => cellTexts(row)[0])).toEqual(['1']));
    const restoredFilters = screen.getByRole('form', { name: 'Filtros de cobros' });
    expect(within(restoredFilters).getByLabelText('Buscar')).toHaveValue('san rafael');
    expect(within(restoredFilters).getByLabelText('Filtrar por')).toHaveValue('cliente');
    expect(within(restoredFilters).getByLabelText('Mes')).toHaveValue('marzo');
    expect(within(restoredFilters).getByLabelText('Aplicar en')).toHaveValue('ambas');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await waitFor(() => expect(bodyRows(restored)).toHaveLength(3));
  });

  it('filters by document name when asked, only on the chosen table', async () => {
    const pedro = { id: 20, nombre: 'Pedro Gómez' };
    const supervisor = { id: ME, nombre: 'Ana Pérez' };
    serveCobros(() => [
      cobro({ id: 1, documento: { nombre_documento: 'bill_enero.xlsx' }, unidades: 10, tipo_tarea: 3 }),
      cobro({ id: 2, documento: { nombre_documento: 'notas_enero.xlsx' }, unidades: 10, tipo_tarea: 3 }),
      cobro({ id: 3, usuario_registra: pedro, usuario_supervisor: supervisor, unidades: 30, tipo_tarea: 3 }),
    ]);
    setup('user_Supervisor', `${LIST_PATH}?buscar=BILL&filtrar_por=documento`);
    const mine = await screen.findByRole('table', { name: 'Mis Cobros' });
    await waitFor(() => expect(bodyRows(mine).map((row) => cellTexts(row)[0])).toEqual(['1']));
    // 'Aplicar en' defaults to Mis Cobros: the supervised table is untouched.
    expect(bodyRows(screen.getByRole('table', { name: 'Cobros Supervisados' }))).toHaveLength(1);
  });

  // The inline alert says it; a toast repeating the same failure was dropped.
  it('shows the load error once, inline, and the empty text', async () => {
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    setup('user_User');
    expect(await screen.findByText('Error al cargar la lista de cobros')).toBeInTheDocument();
    expect(screen.queryByText('Error al cargar los cobros')).not.toBeInTheDocument();

    serveCobros(() => []);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay cobros registrados')).toBeInTheDocument();
  });
});
