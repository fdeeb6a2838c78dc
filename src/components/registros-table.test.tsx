import { render, screen, within } from '@testing-library/react';
import { DetailList } from './detail-list';
import { RegistrosTable } from './registros-table';

describe('RegistrosTable', () => {
  it('lists each record with its units, and a dash for a record without an id', () => {
    render(
      <RegistrosTable
        caption="Registros Bill"
        registros={[
          { id: 4, nombre_completo: 'Ana Pérez', unidades: 2.5 },
          { id: null, nombre_completo: 'Luis Soto', unidades: 3 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Registros Bill' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Nombre completo', 'Unidades']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', 'Ana Pérez', '2.50']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['—', 'Luis Soto', '3']);
  });
});

describe('DetailList', () => {
  it('pairs each label with its value in a description list, in order', () => {
    render(
      <DetailList
        items={[
          ['Cliente', 'Clínica Norte'],
          ['Mes', 'Enero'],
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Cliente', 'Mes']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Clínica Norte',
      'Enero',
    ]);
  });
});
