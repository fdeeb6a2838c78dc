import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnsStorageKey } from '../../components/data-table/column-visibility';
import { expectAligned, headerTexts, toggleColumns } from '../../test/column-chooser';
import { serveFinance, YEAR } from '../../test/finance-fixtures';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/modificarPagoCliente';
const table = () => screen.getByRole('table', { name: 'Historial de pagos' });
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Historial de Pagos: Columnas', { timeout: 30_000 }, () => {
  beforeAll(() => import('./historial-pagos-page'), 20_000);

  it('hides a column from the clients and their payments; the actions stay; the choice is remembered', async () => {
    serveFinance();
    signIn('SuperAdmin');
    const user = userEvent.setup();
    const { unmount } = renderApp(PATH);
    await screen.findByRole('table', { name: 'Historial de pagos' });

    await toggleColumns(user, 'Último pago');
    expect(headerTexts(table())).toEqual(['', 'Cliente', 'Total pagado', 'Estado', '']);
    expect(rowOf('Clínica Norte')).toHaveTextContent(/Clínica Norte\$50\.00Con pagos/);
    expect(rowOf('Clínica Norte')).not.toHaveTextContent(`20/02/${YEAR}`);
    await user.click(screen.getByRole('button', { name: 'Pagos de Clínica Norte' }));
    const payment = screen.getByRole('button', { name: `Eliminar pago de $30.00 del 20/02/${YEAR}` });
    expect(payment.closest('tr')).toHaveTextContent(/^Registrado\$30\.00$/);
    expectAligned(table());
    expect(localStorage.getItem(columnsStorageKey('historial-pagos'))).toBe('["ultimo"]');

    unmount();
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Historial de pagos' });
    expect(headerTexts(table())).toEqual(['', 'Cliente', 'Total pagado', 'Estado', '']);
  });
});
