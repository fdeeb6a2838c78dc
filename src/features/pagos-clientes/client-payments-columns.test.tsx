import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnsStorageKey } from '../../components/data-table/column-visibility';
import { expectAligned, headerTexts, toggleColumns } from '../../test/column-chooser';
import { serveFinance } from '../../test/finance-fixtures';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/listarPagosClientes';
const table = () => screen.getByRole('table', { name: 'Pagos de Clientes' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('Pagos de Clientes: Columnas', { timeout: 30_000 }, () => {
  beforeAll(() => import('./pagos-clientes-page'), 20_000);

  it('hides columns from the header, the clients, their documents and the totals, and remembers them', async () => {
    serveFinance();
    signIn('SuperAdmin');
    const user = userEvent.setup();
    const { unmount } = renderApp(PATH);
    await screen.findByRole('table', { name: 'Pagos de Clientes' });

    await toggleColumns(user, 'Pagado', 'Estado');
    expect(headerTexts(table())).toEqual(['', 'Cliente / Documento', 'Estimado', 'Saldo', '']);
    expect(rowOf('Clínica Norte')).toHaveTextContent(/Clínica Norte\$175\.00Deuda: \$125\.00$/);
    expect(rowOf('Clínica Norte')).not.toHaveTextContent('Pendiente');
    expect(rowOf('Totales')).toHaveTextContent(/^Totales\$205\.00Deuda: \$125\.00Fondo: \$15\.00$/);

    await user.click(screen.getByRole('button', { name: 'Documentos de Clínica Norte' }));
    await user.click(screen.getByRole('button', { name: 'Ajustes de norte_bill.xlsx' }));
    expect(screen.getByRole('cell', { name: 'norte_enero.xlsx' }).closest('tr')).toHaveTextContent(
      /norte_enero\.xlsx\$150\.00Registros$/,
    );
    // The adjustment's amount stays under Estimado.
    expect(screen.getByText('-$15.00').closest('td')?.cellIndex).toBe(2);
    expectAligned(table());
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('pagos-clientes')) ?? '[]')).toEqual([
      'pagado',
      'estado',
    ]);

    unmount();
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Pagos de Clientes' });
    expect(headerTexts(table())).toEqual(['', 'Cliente / Documento', 'Estimado', 'Saldo', '']);

    await toggleColumns(user, 'Pagado');
    expect(headerTexts(table())).toEqual(['', 'Cliente / Documento', 'Estimado', 'Pagado', 'Saldo', '']);
    expect(rowOf('Totales')).toHaveTextContent(/^Totales\$205\.00\$95\.00Deuda/);
    expectAligned(table());
  });
});
