import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { PAY_AMOUNT, PAY_COBROS, PAY_MONTH, PAY_USUARIOS, PAY_WORKER } from '../../test/pay-fixtures';
import { renderApp, signIn } from '../../test/render-app';
import {
  cobro,
  JORGE,
  LUCIA,
  MARIA,
  PEDRO_20,
  PEDRO_21,
  registro,
  ROSA,
  serveCobros,
  serveUsuarios,
} from './test-pagos';

const PATH = '/gestPago/listarPagosCobros';

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function open(path = PATH, role = 'Admin') {
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('Lista Pagos', { timeout: 15_000 }, () => {
  beforeAll(() => import('./pagos-list-page'), 20_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("pays the worker's month what the worker's Home and Pagos del Trabajador read: bonus, discount, floor at 0", async () => {
    serveUsuarios(PAY_USUARIOS);
    serveCobros(() => PAY_COBROS);
    open(`${PATH}?mes=${PAY_MONTH}`);
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0])).toEqual([
      PAY_WORKER.nombre,
      'Usuario',
      '—',
      '160',
      `$${PAY_AMOUNT}`,
      'Ver detalle',
    ]);
  });

  it('one row per user id at the spec rates; the total includes the supervisor’s pay', async () => {
    serveUsuarios();
    serveCobros(() => [
      // Jorge, own: 100 × 0.40 + S/. 5 bonus − S/. 2.50 discount.
      cobro({ usuario_registra: JORGE, unidades: 100, tipo_tarea: 3, bonificado: 5, sancionado: 2.5 }),
      // Namesakes, both supervised by Rosa: 50 × 0.20 and 25 × 0.20 each; Rosa 0.20 of both.
      cobro({ usuario_registra: PEDRO_20, usuario_supervisor: ROSA, contenido_open: [registro(1, 'A', 50)] }),
      cobro({ usuario_registra: PEDRO_21, usuario_supervisor: ROSA, contenido_spr: [registro(2, 'B', 25)] }),
      cobro({ usuario_registra: LUCIA, usuario_supervisor: ROSA, unidades: 10, tipo_tarea: 3 }),
      cobro({ usuario_registra: MARIA, usuario_supervisor: ROSA, unidades: 10, tipo_tarea: 3 }),
      // Another month: not in May's payroll.
      cobro({ usuario_registra: JORGE, unidades: 1000, tipo_tarea: 3, mes: 'abril' }),
    ]);
    open();
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(6));
    expect(bodyRows(table).map(cellTexts)).toEqual([
      ['Jorge Ramírez', 'Usuario', '—', '100', '$42.50', 'Ver detalle'],
      ['Lucía Herrera', 'Supervisado', '—', '10', '$2.00', 'Ver detalle'],
      ['María Gómez', 'Supervisado', '—', '10', '$2.00', 'Ver detalle'],
      ['Pedro Gómez', 'Supervisado', '—', '50', '$10.00', 'Ver detalle'],
      ['Pedro Gómez', 'Supervisado', '—', '25', '$5.00', 'Ver detalle'],
      [
        'Rosa Martínez',
        'Supervisor',
        'Lucía Herrera, María Gómez, Pedro Gómez, ...',
        '0',
        '$19.00',
        'Ver detalle',
      ],
    ]);
    // 42.50 + 2 + 2 + 10 + 5 + 19 = 80.50
    const footer = within(table).getAllByRole('rowgroup')[2];
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveTextContent('$80.50');
    expect(
      screen
        .getAllByRole('link', { name: 'Ver detalle de Pedro Gómez' })
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/gestPago/listarPagosCobrosDetallados/20?mes=mayo',
      '/gestPago/listarPagosCobrosDetallados/21?mes=mayo',
    ]);
  });

  it('the month lives in the URL; "Mes Actual" goes back to the current month', async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({ usuario_registra: JORGE, unidades: 10, tipo_tarea: 3, mes: 'abril' }),
      cobro({ usuario_registra: JORGE, unidades: 20, tipo_tarea: 3, mes: 'mayo' }),
    ]);
    const { user, location } = open(`${PATH}?mes=abril`);
    const abril = await screen.findByRole('table', { name: 'Pagos de Abril' });
    await waitFor(() => expect(bodyRows(abril).map(cellTexts)[0][4]).toBe('$4.00'));
    expect(screen.getByLabelText('Mes')).toHaveValue('abril');

    await user.click(screen.getByRole('button', { name: 'Mes Actual' }));
    const mayo = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    expect(bodyRows(mayo).map(cellTexts)[0][4]).toBe('$8.00');
    expect(new URLSearchParams(location.current.search).get('mes')).toBe('mayo');
    expect(screen.getByRole('button', { name: 'Mes Actual' })).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Mes'), 'junio');
    expect(await screen.findByText('No hay pagos en el mes de Junio')).toBeInTheDocument();
    expect(new URLSearchParams(location.current.search).get('mes')).toBe('junio');
  });

  it('shows a spinner while loading', async () => {
    serveUsuarios();
    server.use(
      http.get(api('listar_cobro/'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
  });

  it.each([
    ['an answer that is not a list', () => HttpResponse.json({ cobros: 'x' }), 'Formato de datos inválido'],
    // A 4xx is not retried; a 5xx or no answer is, so load-error.test.ts covers those.
    [
      'an error status',
      () => HttpResponse.json({ detail: 'x' }, { status: 403 }),
      'Error en la respuesta del servidor',
    ],
  ])('%s: the spec message, and Reintentar reloads', async (_case, answer, message) => {
    serveUsuarios();
    let calls = 0;
    server.use(
      http.get(api('listar_cobro/'), () => {
        calls += 1;
        return calls === 1 ? answer() : HttpResponse.json([cobro({ unidades: 10, tipo_tarea: 3 })]);
      }),
    );
    const { user } = open();
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
  });

  it('searches by worker name', async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({ usuario_registra: JORGE, unidades: 10, tipo_tarea: 3 }),
      cobro({ usuario_registra: LUCIA, unidades: 10, tipo_tarea: 3 }),
    ]);
    const { user } = open();
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await user.type(screen.getByPlaceholderText('Buscar trabajador...'), 'lucia');
    await waitFor(() => expect(bodyRows(table).map((row) => cellTexts(row)[0])).toEqual(['Lucía Herrera']));
  });
});
