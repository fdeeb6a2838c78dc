import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { CLIENTES, serveFinance } from '../../test/finance-fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/comparativaTotalCobrar';

function setup(path = PATH, role = 'SuperAdmin') {
  signIn(role);
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

const table = () => screen.getByRole('table', { name: 'Comparativa Total a Cobrar' });
const names = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const badges = () =>
  within(screen.getByRole('list', { name: 'Resumen de la comparativa' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const filter = (label: string) =>
  within(screen.getByRole('search', { name: 'Filtros' })).getByLabelText(label);

/** Twelve more clients named 'Cliente 01'…, so the list has 15 and two pages. */
const MANY = [
  ...CLIENTES,
  ...Array.from({ length: 12 }, (_, index) => ({
    id: 100 + index,
    nombre: `Cliente ${String(index + 1).padStart(2, '0')}`,
  })),
];

describe('ComparativaPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./comparativa-page'), 20_000);

  it('shows the badges, Real beside Estimado, the adjustments red when negative', async () => {
    serveFinance();
    setup(PATH, 'Admin');
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });
    expect(badges()).toEqual([
      'Clientes: 3',
      'Pagos: $95.00',
      'Estimado: $205.00',
      'Real: $175.00',
      'Ajustes: -$5.00',
      'Discrepancias: 1',
      'Unidades: 175',
    ]);
    expect(screen.getByText('Ajustes:', { exact: false })).toHaveClass('text-bg-danger');
  });

  it('expands a client to documents, then to the actual cobros and adjustments, flagging discrepancies', async () => {
    serveFinance();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Documentos de Centro Sur' }));
    const sur = screen.getByRole('cell', { name: 'sur_marzo.xlsx' }).closest('tr') as HTMLElement;
    expect(sur).toHaveTextContent('Discrepancia: -$30.00');

    await user.click(screen.getByRole('button', { name: 'Documentos de Clínica Norte' }));
    const enero = screen.getByRole('cell', { name: 'norte_enero.xlsx' }).closest('tr') as HTMLElement;
    // Records 70 + 50, plus the Subir notas cobro's 30 units: 150, as estimated.
    expect(enero).toHaveTextContent('$150.00$150.00$42.86Cuadra');
    await user.click(screen.getByRole('button', { name: 'Detalle de norte_enero.xlsx' }));
    expect(screen.getByText(/Cobro #501 · Notas · Enero · mgomez/)).toBeInTheDocument();
    expect(screen.getByText(/Cobro #502 · Subir notas al Sistema/)).toBeInTheDocument();
    expect(screen.getByText('Suma')).toBeInTheDocument();
  });

  it('pages 10 clients at a time with first, previous, numbers, next and last', async () => {
    serveFinance({ clientes: () => HttpResponse.json(MANY) });
    const { user, location } = setup();
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });
    expect(screen.getByText('Mostrando 1 a 10 de 15 clientes')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('Mostrando 11 a 15 de 15 clientes')).toBeInTheDocument();
    expect(names()).toEqual(['Cliente 08', 'Cliente 09', 'Cliente 10', 'Cliente 11', 'Cliente 12']);
    expect(location.current.search).toContain('pagina=2');
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Primera página' }));
    expect(names()[0]).toBe('Clínica Norte');
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    // A filter goes back to page 1.
    await user.type(filter('Cliente'), 'cliente 1');
    expect(location.current.search).not.toContain('pagina');
    expect(names()).toEqual(['Cliente 10', 'Cliente 11', 'Cliente 12']);
    expect(screen.getByText('Mostrando 1 a 3 de 3 clientes')).toBeInTheDocument();
  });

  it('sits on the list template: tab title, filters and table in one card, a chip per filter', async () => {
    serveFinance({ clientes: () => HttpResponse.json(MANY) });
    const { user, location } = setup(`${PATH}?cliente=cliente&pagina=2`);
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });
    expect(document.title).toBe('Comparativa Total a Cobrar · Cobros');
    const card = screen.getByRole('search', { name: 'Filtros' }).closest('section') as HTMLElement;
    expect(within(card).getByRole('table', { name: 'Comparativa Total a Cobrar' })).toBeInTheDocument();
    expect(within(card).getByRole('navigation', { name: 'Paginación' })).toBeInTheDocument();
    // Removing the chip clears its filter and, like any filter change, goes back to page 1.
    await user.click(within(card).getByRole('button', { name: 'Quitar filtro Cliente: cliente' }));
    expect(location.current.search).toBe('');
    expect(filter('Cliente')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
    expect(screen.getByText('Mostrando 1 a 10 de 15 clientes')).toBeInTheDocument();
  });

  it('filters by document; nothing found offers Limpiar filtros', async () => {
    serveFinance();
    const { user } = setup();
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });
    await user.type(filter('Documento'), 'bill');
    expect(names()).toEqual(['Clínica Norte']);
    await user.type(filter('Documento'), 'zzz');
    expect(screen.getByText('No se encontraron clientes con los filtros aplicados')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(names()).toHaveLength(3);
  });

  it('Sumar unidades sends crear_tarea/ on the estimate and reloads the adjustments', async () => {
    const calls = serveFinance();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('crear_tarea/'), async ({ request }) => {
        bodies.push(await request.json());
        await delay(100);
        return HttpResponse.json({ id: 9 }, { status: 201 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Documentos de Centro Sur' }));
    await user.click(screen.getByRole('button', { name: 'Sumar unidades a sur_marzo.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sumar unidades' });
    expect(within(dialog).getByLabelText('Documento')).toHaveValue('sur_marzo.xlsx');
    await user.selectOptions(within(dialog).getByLabelText('Tipo de tarea'), 'Bill');
    // Units, said as units, with what one is worth in money.
    const unidades = within(dialog).getByLabelText('Unidades ($1.00 c/u)');
    expect(unidades).toHaveAttribute('inputmode', 'numeric');
    // '12,50' is not 1250 units: a whole number is asked for, and nothing is sent.
    await user.type(unidades, '12,50');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Suma' }));
    expect(
      within(dialog).getByText('Las unidades deben ser un número entero, sin decimales'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(unidades);
    await user.type(unidades, '12');
    expect(within(dialog).getByText('Se registrarán 12 unidades')).toBeInTheDocument();
    expect(within(dialog).getByText('Sube el estimado del documento en $12.00.')).toBeInTheDocument();
    const before = calls.tareas;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Suma' }));
    expect(within(dialog).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(await screen.findByText('Operación registrada correctamente')).toBeInTheDocument();
    expect(bodies).toEqual([{ cobro: 200, tarea: 3, sumar: 12, restar: 0 }]);
    await waitFor(() => expect(calls.tareas).toBeGreaterThan(before));
  });

  it('Restar unidades: an empty, zero or negative count is refused before sending; a failure toasts and keeps the modal', async () => {
    serveFinance();
    const bodies: unknown[] = [];
    server.use(
      http.post(api('crear_tarea/'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Cobro estimado no encontrado' }, { status: 404 });
      }),
    );
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Documentos de Clínica Norte' }));
    await user.click(screen.getByRole('button', { name: 'Restar unidades a norte_bill.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restar unidades' });
    const unidades = within(dialog).getByLabelText('Unidades ($1.00 c/u)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Resta' }));
    expect(within(dialog).getByText('Ingrese las unidades')).toBeInTheDocument();
    await user.type(unidades, '-4');
    expect(within(dialog).getByText('Las unidades no pueden ser negativas')).toBeInTheDocument();
    await user.clear(unidades);
    await user.type(unidades, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Resta' }));
    expect(within(dialog).getByText('Las unidades deben ser al menos 1')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(unidades);
    await user.type(unidades, '4');
    expect(within(dialog).getByText('Baja el estimado del documento en $4.00.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar Resta' }));
    expect(
      await screen.findByText('Error al guardar operación: Cobro estimado no encontrado'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ cobro: 110, tarea: 1, sumar: 0, restar: 4 }]);
    expect(screen.getByRole('dialog', { name: 'Restar unidades' })).toBeInTheDocument();
  });

  it('a load failure toasts Error al cargar los datos and shows the error', async () => {
    serveFinance({ cobros: () => HttpResponse.json({ detail: 'Caído' }, { status: 500 }) });
    setup();
    expect(
      await screen.findByText('Error al cargar los datos: Caído', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar los datos', { exact: true })).toBeInTheDocument();
  });
});
