import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterChips } from './filter-chips';

describe('FilterChips', () => {
  it('lists each applied filter with its value and removes one at a time', async () => {
    const removeMes = vi.fn();
    const removeCliente = vi.fn();
    const clearAll = vi.fn();
    render(
      <FilterChips
        filters={[
          { label: 'Mes', value: 'Octubre', onRemove: removeMes },
          { id: 'cliente', label: 'Cliente', value: 'Ana Pérez', onRemove: removeCliente },
        ]}
        onClearAll={clearAll}
      />,
    );
    const list = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mes: Octubre', 'Cliente: Ana Pérez']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Quitar filtro Cliente: Ana Pérez' }));
    expect(removeCliente).toHaveBeenCalledTimes(1);
    expect(removeMes).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(clearAll).toHaveBeenCalledTimes(1);
  });

  it('reaches the remove buttons with the keyboard', async () => {
    const removeMes = vi.fn();
    render(<FilterChips filters={[{ label: 'Mes', value: 'Octubre', onRemove: removeMes }]} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Quitar filtro Mes: Octubre' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(removeMes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument();
  });

  it('renders nothing without filters', () => {
    const { container } = render(<FilterChips filters={[]} onClearAll={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
