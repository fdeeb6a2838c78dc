import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Month } from '../domain/months';
import { MonthSelect, type MonthSelectProps } from './month-select';

function Controlled(props: Partial<MonthSelectProps> & { initial?: Month | '' }) {
  const [value, setValue] = useState<Month | ''>(props.initial ?? '');
  return <MonthSelect label="Mes" value={value} onChange={setValue} {...props} />;
}

const optionTexts = () =>
  screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('MonthSelect', () => {
  it('offers the twelve months in calendar order, with their stored values', () => {
    render(<Controlled initial="enero" />);
    const options = optionTexts();
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual(['enero', 'Enero']);
    expect(options[8]).toEqual(['septiembre', 'Septiembre']);
    expect(options[11]).toEqual(['diciembre', 'Diciembre']);
  });

  it("adds 'Todos los meses' first and reports the chosen month", async () => {
    const onChange = vi.fn();
    render(<MonthSelect label="Mes" value="" onChange={onChange} allMonths />);
    expect(optionTexts()[0]).toEqual(['', 'Todos los meses']);
    expect(screen.getByLabelText('Mes')).toHaveDisplayValue('Todos los meses');
    await userEvent.setup().selectOptions(screen.getByLabelText('Mes'), 'Octubre');
    expect(onChange).toHaveBeenCalledWith('octubre');
  });

  it('shows a placeholder, the required mark and the error', async () => {
    render(<Controlled placeholder="Seleccione un mes" required error="El mes es requerido" />);
    const select = screen.getByRole('combobox', { name: 'Mes' });
    expect(select).toBeRequired();
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('El mes es requerido');
    expect(optionTexts()[0]).toEqual(['', 'Seleccione un mes']);
    await userEvent.setup().selectOptions(select, 'mayo');
    expect(select).toHaveDisplayValue('Mayo');
  });

  it('can keep its label for screen readers only', () => {
    render(<Controlled labelHidden allMonths />);
    expect(screen.getByText('Mes')).toHaveClass('visually-hidden');
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeInTheDocument();
  });
});
