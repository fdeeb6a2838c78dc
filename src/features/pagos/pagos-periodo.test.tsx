import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerCapacidades } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, JORGE, registro, serveCobros, serveUsuarios } from './test-pagos';

/** 'Lista Pagos' and 'Pagos del Trabajador' with years (extension `periodos`). */

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Jorge (user_User, 0.40 per unit): 10 units in May 2026, 30 units in May 2025.
const COBROS = () => [
  cobro({ id: 1, mes: 'mayo', anio: 2026, contenido: [registro(1, 'A', 10)] }),
  cobro({ id: 2, mes: 'mayo', anio: 2025, contenido: [registro(2, 'B', 30)] }),
];

function open(path: string, periodos: boolean) {
  serveUsuarios();
  serveCobros(COBROS);
  if (periodos) offerCapacidades('periodos');
  signIn('Admin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

describe('Pay screens with years', { timeout: 15_000 }, () => {
  beforeAll(() => Promise.all([import('./pagos-list-page'), import('./pago-detalle-page')]), 20_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('Lista Pagos pays only the chosen year’s month, the year kept in the URL', async () => {
    const { user, location } = open('/gestPago/listarPagosCobros?mes=mayo', true);
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo de 2026' });
    await waitFor(() => expect(bodyRows(table).map(cellTexts)[0]).toContain('$4.00'));
    const year = screen.getByLabelText('Año');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2026', '2025']);

    await user.selectOptions(year, '2025');
    const before = await screen.findByRole('table', { name: 'Pagos de Mayo de 2025' });
    await waitFor(() => expect(bodyRows(before).map(cellTexts)[0]).toContain('$12.00'));
    expect(location.current?.search).toMatch(/anio=2025/);
    expect(within(before).getByRole('link', { name: `Ver detalle de ${JORGE.nombre}` })).toHaveAttribute(
      'href',
      `/gestPago/listarPagosCobrosDetallados/${JORGE.id}?mes=mayo&anio=2025`,
    );

    await user.click(screen.getByRole('button', { name: 'Mes Actual' }));
    expect(await screen.findByRole('table', { name: 'Pagos de Mayo de 2026' })).toBeInTheDocument();
  });

  it('without periodos: no year select, every May counts, as the wire has no year', async () => {
    open('/gestPago/listarPagosCobros?mes=mayo', false);
    const table = await screen.findByRole('table', { name: 'Pagos de Mayo' });
    await waitFor(() => expect(bodyRows(table).map(cellTexts)[0]).toContain('$16.00'));
    expect(screen.queryByLabelText('Año')).not.toBeInTheDocument();
  });

  it('Pagos del Trabajador shows the year’s month only, named with its year', async () => {
    open(`/gestPago/listarPagosCobrosDetallados/${JORGE.id}?mes=mayo&anio=2025`, true);
    const table = await screen.findByRole('table', { name: `Cobros de ${JORGE.nombre}` });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    expect(cellTexts(bodyRows(table)[0])[0]).toBe('2');
    expect(screen.getByText('Mayo de 2025')).toBeInTheDocument();
  });
});
