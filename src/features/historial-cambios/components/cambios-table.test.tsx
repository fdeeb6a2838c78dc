import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { columnsStorageKey } from '../../../components/data-table/column-visibility';
import { expectAligned, headerTexts, toggleColumns } from '../../../test/column-chooser';
import { record } from '../test-auditoria';
import { CambiosTable } from './cambios-table';

const RECORDS = [record(1, { motivo: 'Corrección de registros' })];

const renderTable = () =>
  render(
    <MemoryRouter>
      <CambiosTable records={RECORDS} />
    </MemoryRouter>,
  );
const table = () => screen.getByRole('table', { name: 'Historial de cambios' });

describe('Historial de cambios: Columnas', () => {
  it('hides columns from the header and the rows, keeps Fecha, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columnas' }));
    expect(
      within(screen.getByRole('group', { name: 'Columnas visibles' }))
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Usuario', 'Acción', 'Qué', 'Campo', 'Antes', 'Después', 'Motivo']);
    await user.keyboard('{Escape}');

    await toggleColumns(user, 'Antes', 'Motivo');
    expect(headerTexts(table())).toEqual(['Fecha', 'Usuario', 'Acción', 'Qué', 'Campo', 'Después']);
    expect(screen.queryByText('Corrección de registros')).not.toBeInTheDocument();
    expect(screen.getByText('Jefa Admin')).toBeInTheDocument();
    expectAligned(table());
    expect(localStorage.getItem(columnsStorageKey('historial-cambios'))).toBe('["antes","motivo"]');

    unmount();
    renderTable();
    expect(headerTexts(table())).toEqual(['Fecha', 'Usuario', 'Acción', 'Qué', 'Campo', 'Después']);
  });
});
