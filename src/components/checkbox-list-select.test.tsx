import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxListSelect } from './checkbox-list-select';

const AGENCIAS = [
  { value: 1, label: 'Agencia Norte' },
  { value: 2, label: 'Agencia Sur' },
  { value: 3, label: 'Cuidados Peña' },
  { value: 4, label: 'Agencia Este' },
  { value: 5, label: 'Agencia Oeste' },
  { value: 6, label: 'Salud Integral' },
];

function Agencias({ onChange, error }: { onChange?: (ids: number[]) => void; error?: string }) {
  const [selected, setSelected] = useState<number[]>([2]);
  return (
    <CheckboxListSelect
      label="Agencias"
      options={AGENCIAS}
      selected={selected}
      onChange={(ids) => {
        setSelected(ids);
        onChange?.(ids);
      }}
      selectedLabel="Seleccionadas"
      required
      error={error}
    />
  );
}

describe('CheckboxListSelect', () => {
  it('shows every option as a checkbox in a named group, with the count', () => {
    render(<Agencias />);
    const group = screen.getByRole('group', { name: /Agencias/ });
    expect(group).toHaveAccessibleDescription('Seleccionadas: 1 de 6');
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Salud Integral' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Agencia Sur' })).toBeChecked();
  });

  it('checks and unchecks, reporting the selection in the options order', async () => {
    const onChange = vi.fn();
    render(<Agencias onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Agencia Norte' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    await user.click(screen.getByRole('checkbox', { name: 'Agencia Sur' }));
    expect(onChange).toHaveBeenLastCalledWith([1]);
    expect(screen.getByText('Seleccionadas: 1 de 6')).toBeInTheDocument();
  });

  it('searches without case or accents and keeps hidden choices chosen', async () => {
    const onChange = vi.fn();
    render(<Agencias onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agencias' }), 'pena');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Cuidados Peña' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Cuidados Peña' }));
    expect(onChange).toHaveBeenLastCalledWith([2, 3]);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar agencias' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar agencias' }), 'zzz');
    expect(screen.getByText('Ninguna opción coincide con la búsqueda')).toBeInTheDocument();
    expect(screen.getByText('Seleccionadas: 2 de 6')).toBeInTheDocument();
  });

  it('describes the group with its error', () => {
    render(<Agencias error="Seleccione al menos una agencia" />);
    expect(screen.getByRole('group', { name: /Agencias/ })).toHaveAccessibleDescription(
      'Seleccionadas: 1 de 6 Seleccione al menos una agencia',
    );
  });
});
