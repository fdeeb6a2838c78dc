import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { agencyToday } from '../../lib/agency-zone';
import { CLIENTES, DOCUMENTOS, ESTIMADOS, serveFinance, TAREAS, YEAR } from '../../test/finance-fixtures';
import { makeCliente } from '../../test/factories';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/listarPagosClientes';

function setup(path = PATH) {
  signIn('SuperAdmin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

/** Picks a client in Registrar Pago once its options are drawn (they come just after the table). */
async function pickClient(user: ReturnType<typeof userEvent.setup>, card: HTMLElement, name: string) {
  const select = within(card).getByLabelText('Cliente');
  await within(select).findByRole('option', { name });
  await user.selectOptions(select, name);
}

const table = () => screen.getByRole('table', { name: 'Pagos de Clientes' });
const clientNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent)
    .filter((name) => name !== 'Totales');
const badges = () =>
  within(screen.getByRole('list', { name: 'Resumen de pagos de clientes' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const filter = (label: string) =>
  within(screen.getByRole('search', { name: 'Filtros' })).getByLabelText(label);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

/**
 * 27 more clients, 'Cliente 01'…'Cliente 27', each with one unpaid document estimated at its
 * number in dollars (30 Notas units): 30 clients, two pages of 25.
 */
const EXTRA = Array.from({ length: 27 }, (_, index) => index + 1);
const extraName = (n: number) => `Cliente ${String(n).padStart(2, '0')}`;
const serveManyClients = () =>
  serveFinance({
    clientes: () => HttpResponse.json([...CLIENTES, ...EXTRA.map((n) => makeCliente(100 + n, extraName(n)))]),
    documentos: () =>
      HttpResponse.json([
        ...DOCUMENTOS,
        ...EXTRA.map((n) => ({
          id: 1000 + n,
          nombre_archivo: `extra_${n}.xlsx`,
          fecha_creacion: `${YEAR}-04-01`,
          cliente: { id: 100 + n, nombre: extraName(n) },
        })),
      ]),
    estimados: () =>
      HttpResponse.json([
        ...ESTIMADOS,
        ...EXTRA.map((n) => ({
          id: 2000 + n,
          documento: { id: 1000 + n, nombre: `extra_${n}.xlsx` },
          bill: 0,
          notas: n,
          subir_notas: 0,
          open: 0,
          spr: 0,
        })),
      ]),
  });
/** The client rows drawn, without the footer's row header. */
const pageNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .filter((cell) => cell.closest('tfoot') === null)
    .map((cell) => cell.textContent);
/** '$1,234.56' in céntimos. */
const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
/** The Estimado and Pagado cells of a row (after the expand cell), in céntimos. */
const estimadoPagado = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1, 3)
    .map((cell) => cents(cell.textContent));

describe('PagosClientesPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./pagos-clientes-page'), 20_000);

  it('lists clients with estimate, paid, balance and status; badges and footer add up', async () => {
    serveFinance();
    setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(clientNames()).toEqual(['Clínica Norte', 'Centro Sur', 'Terapias Este']);
    expect(rowOf('Clínica Norte')).toHaveTextContent('$175.00$50.00Deuda: $125.00Pendiente');
    expect(rowOf('Centro Sur')).toHaveTextContent('$30.00$45.00Fondo: $15.00Pagado');
    expect(rowOf('Terapias Este')).toHaveTextContent('$0.00$0.00$0.00Pagado');
    // Norte owes 125 and Sur holds a fund of 15: two figures, never netted into one 'Deuda: $110.00'.
    expect(badges()).toEqual([
      'Clientes: 3',
      'Por cobrar: $205.00',
      'Deuda: $125.00',
      'Fondo: $15.00',
      'Pagado: $95.00',
    ]);
    expect(rowOf('Totales')).toHaveTextContent('$205.00$95.00Deuda: $125.00Fondo: $15.00');
  });

  it('expands a client to its documents (proportional share) and a document to its adjustments', async () => {
    serveFinance();
    const { user } = setup();
    const toggle = await screen.findByRole('button', { name: 'Documentos de Clínica Norte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // 50 paid over estimates 150 and 25: 42.86 and 7.14, adding up to 50.00.
    expect(screen.getByRole('cell', { name: 'norte_enero.xlsx' }).closest('tr')).toHaveTextContent(
      '$150.00$42.86Pendiente',
    );
    expect(screen.getByRole('cell', { name: 'norte_bill.xlsx' }).closest('tr')).toHaveTextContent(
      '$25.00$7.14Pendiente',
    );
    await user.click(screen.getByRole('button', { name: 'Ajustes de norte_bill.xlsx' }));
    expect(screen.getByText('Resta')).toBeInTheDocument();
    expect(screen.getByText('-$15.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ver registros de norte_enero.xlsx' }));
    const modal = await screen.findByRole('dialog', { name: 'Registros de norte_enero.xlsx' });
    expect(
      within(modal)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['IDNombre completoUnidades', '1Ana Torres70', '2Luis Ramos50']);
  });

  it('the records modal adds the raw detail of Open and SPR, from the adjustments of that document only', async () => {
    serveFinance({
      tareas: () =>
        HttpResponse.json([
          ...TAREAS,
          { id: 3, cobro: { id: 100, tarea: 4, suma: 50, restar: 0 } },
          { id: 4, cobro: { id: 100, tarea: 5, suma: 0, restar: 25 } },
          { id: 5, cobro: { id: 110, tarea: 4, suma: 99, restar: 0 } },
        ]),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Documentos de Clínica Norte' }));
    await user.click(screen.getByRole('button', { name: 'Ver registros de norte_enero.xlsx' }));
    const modal = await screen.findByRole('dialog', { name: 'Registros de norte_enero.xlsx' });
    expect(
      within(within(modal).getByRole('table', { name: 'Detalle Open / SPR' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['IDTipoDetalle', '3Opensuma: 50, restar: 0', '4SPRsuma: 0, restar: 25']);
  });

  it('while the lists load, the badges keep their labels and show placeholders, not $0.00', async () => {
    serveFinance({
      montos: async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      },
    });
    setup();
    const list = await screen.findByRole('list', { name: 'Resumen de pagos de clientes' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(badges()).toEqual(
      ['Clientes', 'Por cobrar', 'Deuda', 'Fondo', 'Pagado'].map((label) => `${label}: Cargando…`),
    );
    expect(list).not.toHaveTextContent('$');
  });

  it('filters by client, document and status, kept in the URL, with Limpiar and the empty text', async () => {
    serveFinance();
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    await user.selectOptions(filter('Estado'), 'Pendientes');
    expect(clientNames()).toEqual(['Clínica Norte']);
    expect(location.current.search).toContain('estado=pendientes');
    expect(badges()[0]).toBe('Clientes: 1');

    await user.selectOptions(filter('Estado'), 'Pagados');
    expect(clientNames()).toEqual(['Centro Sur', 'Terapias Este']);
    expect(badges()).toContain('Fondo: $15.00');

    await user.selectOptions(filter('Estado'), 'Todos');
    await user.type(filter('Documento'), 'marzo');
    expect(clientNames()).toEqual(['Centro Sur']);
    await user.type(filter('Cliente'), 'zzz');
    expect(screen.getByText('No se encontraron clientes con los filtros aplicados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(clientNames()).toHaveLength(3);
    expect(location.current.search).toBe('');
  });

  it('sits on the list template: Registrar Pago above, filters and table in one card, chips', async () => {
    serveFinance();
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(document.title).toBe('Pagos de Clientes · Cobros');
    const card = screen.getByRole('search', { name: 'Filtros' }).closest('section') as HTMLElement;
    expect(within(card).getByRole('table', { name: 'Pagos de Clientes' })).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Registrar Pago' })).not.toBeInTheDocument();
    // 'Todos' is every row: no chip for it.
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    await user.selectOptions(filter('Estado'), 'Pendientes');
    await user.click(within(card).getByRole('button', { name: 'Quitar filtro Estado: Pendientes' }));
    expect(filter('Estado')).toHaveValue('todos');
    expect(location.current.search).toBe('');
    expect(clientNames()).toHaveLength(3);
  });

  it('restores the filters from the URL', async () => {
    serveFinance();
    setup(`${PATH}?cliente=sur`);
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(filter('Cliente')).toHaveValue('sur');
    expect(clientNames()).toEqual(['Centro Sur']);
  });

  it('says when there are no clients at all', async () => {
    serveFinance({ clientes: () => HttpResponse.json([]) });
    setup();
    expect(await screen.findByText('No hay datos de clientes disponibles')).toBeInTheDocument();
  });

  it('shows a load failure with its message', async () => {
    serveFinance({ tareas: () => HttpResponse.json({ detail: 'Servicio caído' }, { status: 500 }) });
    setup();
    expect(
      await screen.findByText('Error al cargar los datos: Servicio caído', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('registers a payment: PUT monto_extra/{id} then POST historial_pago/, then reloads', async () => {
    const calls = serveFinance();
    const sent: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.put(api('monto_extra/:id'), async ({ request, params }) => {
        sent.push({ method: 'PUT', path: `monto_extra/${String(params.id)}`, body: await request.json() });
        return HttpResponse.json({ id: 3, monto: 60.5, cliente: 1 });
      }),
      http.post(api('historial_pago/'), async ({ request }) => {
        sent.push({ method: 'POST', path: 'historial_pago/', body: await request.json() });
        await delay(100);
        return HttpResponse.json({ id: 10 }, { status: 201 });
      }),
    );
    const { user } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    const card = screen.getByRole('region', { name: 'Registrar Pago' });
    const submit = within(card).getByRole('button', { name: 'Registrar Pago' });
    expect(submit).toBeDisabled();
    // The fund shows in the select when above 0 (the options are drawn just after the table).
    expect(
      await within(card).findByRole('option', { name: 'Centro Sur (Fondo: $15.00)' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('option', { name: 'Clínica Norte' })).toBeInTheDocument();

    // Disabled, and saying why, next to the button.
    expect(within(card).getByText('Elige un cliente')).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription('Elige un cliente');
    await pickClient(user, card, 'Clínica Norte');
    expect(submit).toHaveAccessibleDescription('Ingrese un monto');
    // A decimal comma: 60.50, not 6050, shown before anything is sent.
    await user.type(within(card).getByLabelText('Monto del pago'), '60,50');
    expect(within(card).getByText('Se registrará $60.50')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Indica la fecha de pago');
    const today = agencyToday();
    await user.type(within(card).getByLabelText('Fecha de pago'), today);
    expect(submit).toBeEnabled();
    expect(submit).not.toHaveAccessibleDescription();
    const before = calls.montos;
    await user.click(submit);
    expect(within(card).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Pago registrado correctamente');
    expect(sent).toEqual([
      { method: 'PUT', path: 'monto_extra/1', body: { monto: 60.5 } },
      { method: 'POST', path: 'historial_pago/', body: { cliente: 1, monto: 60.5, fecha_pago: today } },
    ]);
    await waitFor(() => expect(calls.montos).toBeGreaterThan(before));
    expect(within(card).getByLabelText('Monto del pago')).toHaveValue('');
  });

  it.each([
    ['12,505', 'Use como máximo 2 decimales'],
    ['1.234,50', 'No use separador de miles'],
    ['doce', 'Ingrese solo el número, con coma o punto decimal (por ejemplo 12,50)'],
  ])('the amount %j keeps the button disabled, says why and sends nothing', async (typed, message) => {
    serveFinance();
    let sent = 0;
    server.use(
      http.put(api('monto_extra/:id'), () => {
        sent += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    const card = screen.getByRole('region', { name: 'Registrar Pago' });
    await pickClient(user, card, 'Clínica Norte');
    const monto = within(card).getByLabelText('Monto del pago');
    await user.type(monto, typed);
    await user.type(within(card).getByLabelText('Fecha de pago'), agencyToday());
    const submit = within(card).getByRole('button', { name: 'Registrar Pago' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(message);
    // Leaving the field marks it too.
    await user.click(monto);
    await user.tab();
    expect(monto).toHaveAttribute('aria-invalid', 'true');
    await user.click(submit);
    expect(sent).toBe(0);
  });

  it('a date after today keeps the button disabled', async () => {
    serveFinance();
    const { user } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    const card = screen.getByRole('region', { name: 'Registrar Pago' });
    await pickClient(user, card, 'Clínica Norte');
    await user.type(within(card).getByLabelText('Monto del pago'), '10');
    // The agency's tomorrow (Lima), which the browser's own zone may still call today.
    const tomorrow = agencyToday(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(within(card).getByLabelText('Fecha de pago')).toHaveAttribute('max', agencyToday());
    await user.type(within(card).getByLabelText('Fecha de pago'), tomorrow);
    const submit = within(card).getByRole('button', { name: 'Registrar Pago' });
    expect(submit).toBeDisabled();
    expect(within(card).getByText('La fecha de pago no puede ser posterior a hoy')).toBeInTheDocument();
    expect(submit).toHaveAccessibleDescription('La fecha de pago no puede ser posterior a hoy');
  });

  it('a failure says why and keeps the input', async () => {
    serveFinance();
    server.use(
      http.put(api('monto_extra/:id'), () =>
        HttpResponse.json({ detail: 'Cliente no encontrado' }, { status: 404 }),
      ),
    );
    const { user } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    const card = screen.getByRole('region', { name: 'Registrar Pago' });
    await pickClient(user, card, 'Centro Sur (Fondo: $15.00)');
    await user.type(within(card).getByLabelText('Monto del pago'), '12.5');
    await user.type(within(card).getByLabelText('Fecha de pago'), agencyToday());
    await user.click(within(card).getByRole('button', { name: 'Registrar Pago' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo aplicar el pago: Cliente no encontrado',
    );
    expect(within(card).getByLabelText('Monto del pago')).toHaveValue('12.5');
    expect(within(card).getByLabelText('Cliente')).toHaveValue('2');
  });

  it('pages 25 clients at a time: the footer sums the page shown, the badges every filtered client', async () => {
    serveManyClients();
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(screen.getByText('Mostrando 1 a 25 de 30 clientes')).toBeInTheDocument();
    expect(pageNames()).toHaveLength(25);
    expect(pageNames().slice(0, 4)).toEqual(['Clínica Norte', 'Centro Sur', 'Terapias Este', 'Cliente 01']);
    expect(pageNames().at(-1)).toBe('Cliente 22');
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    const footer = rowOf('Total de la página');
    const shownSum = (index: number) =>
      pageNames().reduce((total, name) => total + estimadoPagado(rowOf(name as string))[index], 0);
    expect(estimadoPagado(footer)).toEqual([shownSum(0), shownSum(1)]);
    // 175 + 30 + 0 + (1 + … + 22) estimated, 95 paid; Norte's 125 + (1 + … + 22) owed, Sur's 15 held.
    expect(footer).toHaveTextContent('$458.00$95.00Deuda: $378.00Fondo: $15.00');
    // 205 + (1 + … + 27) estimated over all 30 clients.
    // Norte's 125 and 1 + … + 27 owed; Sur's fund of 15 beside it.
    expect(badges()).toEqual([
      'Clientes: 30',
      'Por cobrar: $583.00',
      'Deuda: $503.00',
      'Fondo: $15.00',
      'Pagado: $95.00',
    ]);

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Mostrando 26 a 30 de 30 clientes')).toBeInTheDocument();
    expect(location.current.search).toContain('pagina=2');
    expect(pageNames()).toEqual(['Cliente 23', 'Cliente 24', 'Cliente 25', 'Cliente 26', 'Cliente 27']);
    expect(rowOf('Total de la página')).toHaveTextContent('$125.00$0.00Deuda: $125.00');
    expect(estimadoPagado(rowOf('Total de la página'))).toEqual([shownSum(0), shownSum(1)]);
    // Norte's 125 and 1 + … + 27 owed; Sur's fund of 15 beside it.
    expect(badges()).toEqual([
      'Clientes: 30',
      'Por cobrar: $583.00',
      'Deuda: $503.00',
      'Fondo: $15.00',
      'Pagado: $95.00',
    ]);
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    // A client on page 2 opens on its documents as on page 1.
    await user.click(screen.getByRole('button', { name: 'Documentos de Cliente 27' }));
    expect(screen.getByRole('cell', { name: 'extra_27.xlsx' }).closest('tr')).toHaveTextContent(
      '$27.00$0.00Pendiente',
    );

    // A filter goes back to page 1; one page of clients is every client, so the footer is 'Totales'.
    await user.selectOptions(filter('Estado'), 'Pagados');
    expect(location.current.search).not.toContain('pagina');
    expect(screen.getByText('Mostrando 1 a 2 de 2 clientes')).toBeInTheDocument();
    expect(pageNames()).toEqual(['Centro Sur', 'Terapias Este']);
    expect(rowOf('Totales')).toHaveTextContent('$30.00$45.00Deuda: $0.00Fondo: $15.00');
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
  });

  it('a page number past the end shows the last page', async () => {
    serveManyClients();
    const { user } = setup(`${PATH}?pagina=9`);
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(screen.getByText('Mostrando 26 a 30 de 30 clientes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(screen.getByText('Mostrando 1 a 25 de 30 clientes')).toBeInTheDocument();
  });
});
