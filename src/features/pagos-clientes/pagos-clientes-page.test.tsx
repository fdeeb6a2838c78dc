import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { localDay } from '../../domain/payment-history';
import { serveFinance, TAREAS } from '../../test/finance-fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/listarPagosClientes';

function setup(path = PATH) {
  signIn('SuperAdmin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
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
    expect(badges()).toEqual(['Clientes: 3', 'Por cobrar: $205.00', 'Deuda: $110.00', 'Pagado: $95.00']);
    expect(rowOf('Totales')).toHaveTextContent('$205.00$95.00Deuda: $110.00');
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
        return HttpResponse.json({ id: 3, monto: 60, cliente: 1 });
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
    // The fund shows in the select when above 0.
    expect(within(card).getByRole('option', { name: 'Centro Sur (Fondo: $15.00)' })).toBeInTheDocument();
    expect(within(card).getByRole('option', { name: 'Clínica Norte' })).toBeInTheDocument();

    await user.selectOptions(within(card).getByLabelText('Cliente'), 'Clínica Norte');
    await user.type(within(card).getByLabelText('Monto del pago'), '60');
    expect(submit).toBeDisabled();
    const today = localDay(new Date());
    await user.type(within(card).getByLabelText('Fecha de pago'), today);
    expect(submit).toBeEnabled();
    const before = calls.montos;
    await user.click(submit);
    expect(within(card).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(await within(card).findByRole('alert')).toHaveTextContent('Pago registrado correctamente');
    expect(sent).toEqual([
      { method: 'PUT', path: 'monto_extra/1', body: { monto: 60 } },
      { method: 'POST', path: 'historial_pago/', body: { cliente: 1, monto: 60, fecha_pago: today } },
    ]);
    await waitFor(() => expect(calls.montos).toBeGreaterThan(before));
    expect(within(card).getByLabelText('Monto del pago')).toHaveValue(null);
  });

  it('a date after today keeps the button disabled', async () => {
    serveFinance();
    const { user } = setup();
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    const card = screen.getByRole('region', { name: 'Registrar Pago' });
    await user.selectOptions(within(card).getByLabelText('Cliente'), 'Clínica Norte');
    await user.type(within(card).getByLabelText('Monto del pago'), '10');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    await user.type(within(card).getByLabelText('Fecha de pago'), localDay(tomorrow));
    expect(within(card).getByRole('button', { name: 'Registrar Pago' })).toBeDisabled();
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
    await user.selectOptions(within(card).getByLabelText('Cliente'), 'Centro Sur (Fondo: $15.00)');
    await user.type(within(card).getByLabelText('Monto del pago'), '12.5');
    await user.type(within(card).getByLabelText('Fecha de pago'), localDay(new Date()));
    await user.click(within(card).getByRole('button', { name: 'Registrar Pago' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'No se pudo aplicar el pago: Cliente no encontrado',
    );
    expect(within(card).getByLabelText('Monto del pago')).toHaveValue(12.5);
    expect(within(card).getByLabelText('Cliente')).toHaveValue('2');
  });
});
