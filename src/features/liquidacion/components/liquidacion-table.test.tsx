import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeFila, makeLiquidacion } from '../test-liquidacion';
import { LIQUIDACION_COLUMNS } from './liquidacion-columns';
import { LiquidacionTable } from './liquidacion-table';

/**
 * A month of many workers draws its first rows at once and the rest right after; the totals show
 * with the last row, so they are the sum of the lines shown whenever they show.
 */
describe('LiquidacionTable', () => {
  it('draws every worker of a long month, then its totals', async () => {
    const filas = Array.from({ length: 120 }, (_, index) => makeFila(index + 1, `Trabajador ${index + 1}`));
    render(
      <MemoryRouter>
        <LiquidacionTable
          columns={LIQUIDACION_COLUMNS}
          data={makeLiquidacion(2026, 'junio', filas)}
          periodo={{ anio: 2026, mes: 'junio' }}
          caption="Liquidación"
          actions={() => null}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Liquidación' });
    const body = () => within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
    await waitFor(() => expect(body()).toHaveLength(120));
    expect(body()[119]).toHaveTextContent('Trabajador 120');
    const footer = within(table).getAllByRole('rowgroup')[2];
    expect(footer).toHaveTextContent('$4,800.00');
  });
});
