import { render, screen } from '@testing-library/react';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('groups a row’s buttons under the row’s name', () => {
    render(
      <RowActions label="Acciones del cobro 12">
        <button type="button">Modificar</button>
        <button type="button">Eliminar</button>
      </RowActions>,
    );
    const group = screen.getByRole('group', { name: 'Acciones del cobro 12' });
    expect(group).toHaveClass('row-actions');
    expect(group.children).toHaveLength(2);
  });
});
