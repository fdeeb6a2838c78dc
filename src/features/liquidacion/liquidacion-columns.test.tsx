import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { columnsStorageKey } from '../../components/data-table/column-visibility';
import { expectAligned, exportCsv, headerTexts, toggleColumns } from '../../test/column-chooser';
import { renderApp, signIn } from '../../test/render-app';
import { ANA, makeLiquidacion, onJune15, serveLiquidacion } from './test-liquidacion';

vi.mock('../../lib/export/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/export/download')>()),
  downloadBlob: vi.fn(),
}));

const PATH = '/gestPago/liquidacion';
const CAPTION = 'Liquidación de Junio de 2026';
const SHOWN = [
  'Trabajador',
  'Unidades propias',
  'Unidades supervisadas',
  'Devengado',
  'Descuentos',
  'Neto',
  'Cobros',
  'Estado',
  'Acciones',
];

describe('Liquidación del mes: Columnas', { timeout: 30_000 }, () => {
  beforeAll(() => import('./liquidacion-page'), 20_000);
  onJune15();

  it('hides columns from the rows and the totals, exports only the shown ones, and remembers them', async () => {
    serveLiquidacion((anio, mes) => makeLiquidacion(anio, mes, [ANA]));
    signIn('Admin');
    const user = userEvent.setup();
    const { unmount } = renderApp(PATH);
    const table = await screen.findByRole('table', { name: CAPTION });

    // Trabajador names the row and cannot be hidden.
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    const menu = screen.getByRole('group', { name: 'Columnas visibles' });
    expect(within(menu).queryByRole('checkbox', { name: 'Trabajador' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await toggleColumns(user, 'Rol', 'Bonificaciones');
    expect(headerTexts(table)).toEqual(SHOWN);
    const [row, totals] = [ANA.usuario.nombre, 'Total del mes'].map(
      (name) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement,
    );
    expect(row).not.toHaveTextContent('Usuario');
    expect(row).not.toHaveTextContent('+$5.55');
    expect(totals).not.toHaveTextContent('+$5.55');
    expect(totals).toHaveTextContent('$123.45');
    expectAligned(table);
    expect(JSON.parse(localStorage.getItem(columnsStorageKey('liquidacion')) ?? '[]')).toEqual([
      'rol',
      'bonificaciones',
    ]);

    const lines = await exportCsv(user);
    expect(lines[0].split(';')).toEqual(SHOWN.slice(0, -1));
    expect(lines.slice(1).map((line) => line.split(';').length)).toEqual([8, 8]);

    unmount();
    renderApp(PATH);
    expect(headerTexts(await screen.findByRole('table', { name: CAPTION }))).toEqual(SHOWN);
  });
});
