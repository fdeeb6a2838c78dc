import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { PAY_AMOUNT, PAY_COBROS, PAY_MONTH, PAY_USUARIOS, PAY_WORKER } from '../../test/pay-fixtures';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, JORGE, LUCIA, registro, ROSA, serveCobros, serveUsuarios } from './test-pagos';

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Each line of a breakdown: its label (dt), then its amount and formula (dd). */
async function breakdown(name: string) {
  const group = await screen.findByRole('group', { name });
  return within(group)
    .getAllByRole('term')
    .map((term) => {
      const values: string[] = [];
      for (let next = term.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling)
        values.push(next.textContent ?? '');
      return [term.textContent, ...values];
    });
}

function open(path: string) {
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('Worker payment detail', { timeout: 15_000 }, () => {
  beforeAll(() => Promise.all([import('./pago-detalle-page'), import('../../app/toast-host')]), 20_000);

  it("shows the worker's cobros of the month with original and net units, soles and actions", async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({
        id: 1,
        contenido: [registro(1, 'A', 10), registro(2, 'B', 5)],
        contenido_open: [registro(3, 'C', 50)],
        bonificado: 5,
        sancionado: 2.5,
      }),
      cobro({ id: 2, tipo_tarea: 3, unidades: 20 }),
      cobro({ id: 3, mes: 'abril', tipo_tarea: 3, unidades: 40 }),
      cobro({ id: 4, usuario_registra: LUCIA, usuario_supervisor: ROSA, tipo_tarea: 3, unidades: 99 }),
    ]);
    open('/gestPago/listarPagosCobrosDetallados/4?mes=mayo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jorge Ramírez' })).toBeInTheDocument();
    expect(screen.getByText('Mayo', { selector: 'p' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cobros de Jorge Ramírez' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    expect(bodyRows(table).map(cellTexts)).toEqual([
      [
        '2',
        'Clínica San Rafael',
        'notas_san_rafael.xlsx',
        '20',
        '20',
        'S/. 0.00',
        'S/. 0.00',
        'Bill',
        'Mayo',
        '',
      ],
      // The three record lists add up (65), never the first non-empty one; the net units stay
      // units (65), with the cobro's soles in the note under them, never added to them.
      [
        '1',
        'Clínica San Rafael',
        'notas_san_rafael.xlsx',
        '65',
        '65+S/. 5.00 / −S/. 2.50',
        'S/. 5.00',
        'S/. 2.50',
        'Notas',
        'Mayo',
        '',
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Detalles del cobro 1' })).toHaveAttribute(
      'href',
      '/gestPago/listarRegistrosDeCobros/1',
    );
    expect(screen.getByRole('link', { name: 'Modificar cobro 1' })).toHaveAttribute(
      'href',
      '/gestPago/modificarPagoCobros/1',
    );
    // The month's pay, in soles: 85 u × 0.40 = 34.00 + 5.00 − 2.50 = 36.50.
    expect(await breakdown('Cálculo del pago de Jorge Ramírez')).toEqual([
      ['Devengado', 'S/. 34.00', '85 u × S/. 0.40'],
      ['Bonificaciones', '+S/. 5.00'],
      ['Descuentos', '\u2212S/. 2.50'],
      ['A cobrar', 'S/. 36.50'],
    ]);
    // The discount is a minus, not a red × that reads as deleting the cobro.
    const descuento = screen.getByRole('button', { name: 'Descuentos del cobro 1' });
    expect(descuento).not.toHaveClass('btn-outline-danger');
    expect(descuento).toHaveAttribute('title', 'Descuento');
    expect(descuento.querySelector('svg')?.getAttribute('class')).toMatch(/circle-minus/);
  });

  it("A cobrar is what 'Lista Pagos' pays for the worker and month, with the floor at 0 shown", async () => {
    serveUsuarios(PAY_USUARIOS);
    serveCobros(() => PAY_COBROS);
    open(`/gestPago/listarPagosCobrosDetallados/${PAY_WORKER.id}?mes=${PAY_MONTH}`);
    expect(await breakdown(`Cálculo del pago de ${PAY_WORKER.nombre}`)).toEqual([
      ['Devengado', 'S/. 64.00', '160 u × S/. 0.40'],
      ['Bonificaciones', '+S/. 10.00'],
      ['Descuentos', '\u2212S/. 53.50'],
      ['Tope en 0 por cobro', '+S/. 46.00', 'Un descuento no deja un cobro por debajo de 0'],
      ['A cobrar', `S/. ${PAY_AMOUNT}`],
    ]);
  });

  it("a supervisor's A cobrar adds 0.20 of the cobros it supervised that month", async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({ id: 1, tipo_tarea: 3, unidades: 10, usuario_registra: ROSA }),
      cobro({ id: 2, tipo_tarea: 3, unidades: 50, usuario_registra: LUCIA, usuario_supervisor: ROSA }),
      cobro({
        id: 3,
        tipo_tarea: 3,
        unidades: 70,
        mes: 'abril',
        usuario_registra: LUCIA,
        usuario_supervisor: ROSA,
      }),
    ]);
    open(`/gestPago/listarPagosCobrosDetallados/${ROSA.id}?mes=mayo`);
    expect(await breakdown('Cálculo del pago de Rosa Martínez')).toEqual([
      ['Devengado', 'S/. 4.00', '10 u × S/. 0.40'],
      ['Bonificaciones', 'S/. 0.00'],
      ['Descuentos', 'S/. 0.00'],
      ['Supervisados', '+S/. 10.00', '50 u × S/. 0.20'],
      ['A cobrar', 'S/. 14.00'],
    ]);
  });

  it('without a month: every month, "Todos los meses"; Volver goes to Lista Pagos', async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({ id: 1, tipo_tarea: 3, unidades: 1 }),
      cobro({ id: 3, mes: 'abril', tipo_tarea: 3, unidades: 4 }),
    ]);
    const { user, location } = open('/gestPago/listarPagosCobrosDetallados/4');
    expect(await screen.findByText('Todos los meses')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cobros de Jorge Ramírez' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await user.click(screen.getByRole('link', { name: 'Volver' }));
    await waitFor(() => expect(location.current.pathname).toBe('/gestPago/listarPagosCobros'));
  });

  it.each([
    [
      '/gestPago/listarPagosCobrosDetallados/4?mes=junio',
      'No se encontraron cobros para este usuario en el mes de Junio',
    ],
    ['/gestPago/listarPagosCobrosDetallados/4', 'No se encontraron cobros para este usuario'],
  ])('%s: the empty text', async (path, message) => {
    serveUsuarios();
    serveCobros(() => [cobro({ usuario_registra: LUCIA, tipo_tarea: 3, unidades: 1 })]);
    open(path);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a bonus through the modal: sends sancionar_acreditar/, toasts and reloads the net units', async () => {
    serveUsuarios();
    const list = [cobro({ id: 1, tipo_tarea: 3, unidades: 20, usuario_registra: JORGE })];
    const calls = serveCobros(() => list);
    let sent: unknown = null;
    server.use(
      http.put(api('sancionar_acreditar/:id/'), async ({ request, params }) => {
        sent = { id: params.id, body: await request.json() };
        list[0] = { ...list[0], bonificado: 12.5, nota_bonificado: 'Puntual' };
        return HttpResponse.json(list[0]);
      }),
    );
    const { user } = open('/gestPago/listarPagosCobrosDetallados/4?mes=mayo');
    await user.click(await screen.findByRole('button', { name: 'Bonus del cobro 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bonificación · Cobro 1' });
    const monto = within(dialog).getByLabelText('Monto (S/.)');
    expect(monto).toHaveAttribute('inputmode', 'decimal');
    // A decimal comma, as people type it here: 12.50 soles, not 1250.
    await user.type(monto, '12,50');
    expect(within(dialog).getByText('Se registrará S/. 12.50')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Puntual');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Bonificación' }));

    expect(await screen.findByText('Bonificación aplicada correctamente')).toBeInTheDocument();
    expect(sent).toEqual({ id: '1', body: { bonificado: 12.5, nota_bonificado: 'Puntual' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Cobros de Jorge Ramírez' });
    await waitFor(() => expect(cellTexts(bodyRows(table)[0])[4]).toBe('20+S/. 12.50'));
    // 20 u × 0.40 = 8.00 + 12.50.
    expect(await breakdown('Cálculo del pago de Jorge Ramírez')).toContainEqual(['A cobrar', 'S/. 20.50']);
    expect(calls.count).toBe(2);
  });

  it('a failed discount keeps the modal and its input, and toasts the server message or the default', async () => {
    serveUsuarios();
    serveCobros(() => [cobro({ id: 1, tipo_tarea: 3, unidades: 20 })]);
    server.use(
      http.put(api('sancionar_acreditar/:id/'), () =>
        HttpResponse.json({ message: 'Cobro ya pagado' }, { status: 400 }),
      ),
    );
    const { user } = open('/gestPago/listarPagosCobrosDetallados/4?mes=mayo');
    await user.click(await screen.findByRole('button', { name: 'Descuentos del cobro 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descuento · Cobro 1' });
    await user.type(within(dialog).getByLabelText('Monto (S/.)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Descuento' }));
    expect(await screen.findByText('Cobro ya pagado')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Monto (S/.)')).toHaveValue('3');

    server.use(http.put(api('sancionar_acreditar/:id/'), () => HttpResponse.json({}, { status: 400 })));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Descuento' }));
    expect(await screen.findByText('Error al aplicar bonificar/sancionar')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['', 'Ingrese un monto'],
    ['12,505', 'Use como máximo 2 decimales'],
    ['1.234,50', 'No use separador de miles'],
    ['-5', 'El monto no puede ser negativo'],
  ])('the amount %j is refused before sending: %s', async (typed, message) => {
    serveUsuarios();
    serveCobros(() => [cobro({ id: 1, tipo_tarea: 3, unidades: 20 })]);
    let sent = 0;
    server.use(
      http.put(api('sancionar_acreditar/:id/'), () => {
        sent += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = open('/gestPago/listarPagosCobrosDetallados/4?mes=mayo');
    await user.click(await screen.findByRole('button', { name: 'Bonus del cobro 1' }));
    const dialog = await screen.findByRole('dialog');
    if (typed) await user.type(within(dialog).getByLabelText('Monto (S/.)'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar Bonificación' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Monto (S/.)')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
  });

  it('a load failure shows the spec message', async () => {
    serveUsuarios();
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })));
    open('/gestPago/listarPagosCobrosDetallados/4');
    expect(await screen.findByText('Error en la respuesta del servidor')).toBeInTheDocument();
  });
});
