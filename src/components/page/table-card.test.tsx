import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TableCard } from './table-card';

describe('TableCard', () => {
  it('names its section and captions its table with the one title', () => {
    render(
      <MemoryRouter>
        <TableCard
          title="Cobros Supervisados"
          columns={[
            { id: 'nombre', header: 'Usuario', value: (row: { id: number; nombre: string }) => row.nombre },
          ]}
          rows={[{ id: 1, nombre: 'Ana Pérez' }]}
          getRowId={(row) => row.id}
          emptyMessage="No hay cobros supervisados"
          exportFileName="cobros-supervisados"
        />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Cobros Supervisados' });
    const table = within(section).getByRole('table', { name: 'Cobros Supervisados' });
    expect(within(table).getByText('Ana Pérez')).toBeInTheDocument();
  });
});
