import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnsStorageKey } from '../../components/data-table/column-visibility';
import { expectAligned, headerTexts, toggleColumns } from '../../test/column-chooser';
import { serveFinance } from '../../test/finance-fixtures';
import { renderApp, signIn } from '../../test/render-app';

const PATH = '/superVisarPagoCliente/comparativaTotalCobrar';
const table = () => screen.getByRole('table', { name: 'Comparativa Total a Cobrar' });

describe('Comparativa: Columnas', { timeout: 30_000 }, () => {
  beforeAll(() => import('./comparativa-page'), 20_000);

  it('hides a column from every level of the tree and keeps the choice after a new render', async () => {
    serveFinance();
    signIn('SuperAdmin');
    const user = userEvent.setup();
    const { unmount } = renderApp(PATH);
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });

    await toggleColumns(user, 'Estimado');
    expect(headerTexts(table())).toEqual(['', 'Cliente / Documento', 'Real', 'Pagado', 'Discrepancias', '']);
    await user.click(screen.getByRole('button', { name: 'Documentos de Clínica Norte' }));
    const enero = screen.getByRole('cell', { name: 'norte_enero.xlsx' }).closest('tr') as HTMLElement;
    expect(enero).toHaveTextContent(/norte_enero\.xlsx\$150\.00\$42\.86Cuadra/);
    await user.click(screen.getByRole('button', { name: 'Detalle de norte_enero.xlsx' }));
    // A cobro's amount stays under Real, now the first figure column.
    expect(screen.getByText(/Cobro #501/).closest('tr')?.cells[2]).toHaveTextContent(/^\$\d/);
    expectAligned(table());
    expect(localStorage.getItem(columnsStorageKey('comparativa'))).toBe('["estimado"]');

    unmount();
    renderApp(PATH);
    await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' });
    expect(headerTexts(table())).toEqual(['', 'Cliente / Documento', 'Real', 'Pagado', 'Discrepancias', '']);
  });
});
