import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/monto_extra';
const CLIENTES = [
  { id: 2, nombre: 'Clínica San Rafael', categoria: 1, agencia: [], estado: true },
  { id: 4, nombre: 'Servicios TCM Los Andes', categoria: 2, agencia: [], estado: true },
];
// Django's DecimalField sends amounts as strings.
const MONTOS = [
  { id: 1, monto: '1500.50', cliente: 2, fecha_registro: '2025-02-01' },
  { id: 2, monto: 250, cliente: 4 },
  { id: 3, monto: '99.99', cliente: 99 },
];

function serve(montos: () => JsonBodyType = () => MONTOS) {
  const calls = { montos: 0 };
  server.use(
    http.get(api('list_client/'), () => HttpResponse.json(CLIENTES)),
    http.get(api('listar_monto_extra/'), () => {
      calls.montos += 1;
      return HttpResponse.json(montos());
    }),
  );
  return calls;
}

function setup(role = 'SuperAdmin') {
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(PATH) };
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('MontosExtraPage', { timeout: 15_000 }, () => {
  // The page and the toasts load lazily; loading them once here keeps that cost out of the tests' waits.
  beforeAll(() => import('./montos-extra-page'), 20_000);

  it('SuperAdmin sees amounts, client names, the total line and the actions', async () => {
    serve();
    setup();
    await screen.findByText('Clínica San Rafael');
    expect(bodyRows().map(cellTexts)).toEqual([
      ['1', '$1,500.50', 'Clínica San Rafael', 'EditarEliminar'],
      ['2', '$250.00', 'Servicios TCM Los Andes', 'EditarEliminar'],
      ['3', '$99.99', 'Cliente no encontrado', 'EditarEliminar'],
    ]);
    const total = screen.getByText('Total Montos Extra').closest('tr') as HTMLElement;
    expect(total).toHaveTextContent('$1,850.49');
    expect(screen.getByRole('columnheader', { name: 'Monto' })).toHaveClass('text-end');
  });

  it.each(['user_User', 'Admin'])('%s reads the list without actions', async (role) => {
    serve();
    setup(role);
    await screen.findByText('Clínica San Rafael');
    expect(screen.queryByRole('button', { name: /Editar|Eliminar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    expect(screen.getByText('Total Montos Extra')).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    serve(() => []);
    setup('user_User');
    expect(await screen.findByText('No hay montos extra registrados')).toBeInTheDocument();
    expect(screen.queryByText('Total Montos Extra')).not.toBeInTheDocument();
  });

  it('a load failure of either list shows the error with Reintentar', async () => {
    server.use(
      http.get(api('list_client/'), () => HttpResponse.json(CLIENTES)),
      http.get(api('listar_monto_extra/'), () => HttpResponse.json({ detail: 'x' }, { status: 403 })),
    );
    const { user } = setup();
    expect(
      await screen.findByText('Error al cargar los datos. Por favor intente nuevamente.'),
    ).toBeInTheDocument();
    serve();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Clínica San Rafael')).toBeInTheDocument();
  });

  it('Actualizar loads the list again', async () => {
    const calls = serve();
    const { user } = setup('user_User');
    await screen.findByText('Clínica San Rafael');
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(calls.montos).toBe(2));
  });

  it('edits an amount: starts from it as the table writes it, sends a number, says so and reloads', async () => {
    let montos = MONTOS;
    const calls = serve(() => montos);
    let sent: unknown;
    let path = '';
    server.use(
      http.put(api('actualizar_monto_extra/:id/'), async ({ request }) => {
        sent = await request.json();
        path = new URL(request.url).pathname;
        montos = montos.map((monto) => (monto.id === 2 ? { ...monto, monto: '300.25' } : monto));
        await delay(50);
        return HttpResponse.json({ id: 2, monto: '300.25', cliente: 4 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar monto 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Monto Extra' });
    const field = within(dialog).getByLabelText('Nuevo valor del monto');
    expect(field).toHaveValue('250.00');
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.clear(field);
    // A decimal comma, as people type it: 300.25, not 30025.
    await user.type(field, '300,25');
    expect(within(dialog).getByText('Se registrará $300.25')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(path).toBe('/api/actualizar_monto_extra/2/');
    expect(sent).toEqual({ monto: 300.25 });
    expect(await screen.findByText('$300.25')).toBeInTheDocument();
    expect(await screen.findByText('Monto extra actualizado correctamente')).toBeInTheDocument();
    expect(calls.montos).toBe(2);
  });

  it('an edit needs an amount to the cent, and a failure keeps the modal open with the error', async () => {
    serve();
    let sent = 0;
    server.use(
      http.put(api('actualizar_monto_extra/:id/'), () => {
        sent += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Editar monto 1' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Nuevo valor del monto');
    // Without the thousands comma of '$1,500.50', which the field would refuse.
    expect(field).toHaveValue('1500.50');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Ingrese un monto')).toBeInTheDocument();
    await user.type(field, '12,505');
    expect(await within(dialog).findByText('Use como máximo 2 decimales')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await user.clear(field);
    await user.type(field, '1.234,50');
    expect(await within(dialog).findByText('No use separador de miles')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(0);
    await user.clear(field);

    await user.type(field, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al actualizar el monto extra');
    expect(field).toHaveValue('10');
    expect(sent).toBe(1);

    // Zero is refused before sending; the server's own refusal is shown with its reason.
    await user.clear(field);
    await user.type(field, '0');
    expect(await within(dialog).findByText('El monto debe ser mayor que 0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(sent).toBe(1);
    server.use(
      http.put(api('actualizar_monto_extra/:id/'), () => {
        sent += 1;
        return HttpResponse.json({ detail: 'El monto extra ya no existe' }, { status: 404 });
      }),
    );
    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Error al actualizar el monto extra: El monto extra ya no existe'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('15');
    expect(sent).toBe(2);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes after confirming, reloads and says so; a failure shows the error in the modal', async () => {
    let montos = MONTOS;
    serve(() => montos);
    const deleted: string[] = [];
    server.use(
      http.delete(api('eliminar_monto_extra/:id'), ({ request, params }) => {
        deleted.push(new URL(request.url).pathname);
        if (params.id === '1') return HttpResponse.json({ detail: 'x' }, { status: 500 });
        montos = montos.filter((monto) => String(monto.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Eliminar monto 1' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '¿Está seguro de eliminar el monto extra de $1,500.50 del cliente "Clínica San Rafael"? Si un pago del Historial de Pagos contiene este monto, también se eliminará.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error al eliminar el monto extra');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Eliminar monto 2' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByText('Servicios TCM Los Andes')).not.toBeInTheDocument());
    expect(await screen.findByText('Monto extra eliminado correctamente')).toBeInTheDocument();
    // The spec's path has no trailing slash.
    expect(deleted).toEqual(['/api/eliminar_monto_extra/1', '/api/eliminar_monto_extra/2']);
    expect(screen.getByText('Total Montos Extra').closest('tr')).toHaveTextContent('$1,600.49');
  });
});
