import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { typedMoney, typedUnits, type MoneyRules } from '../contract/money';
import { FormMoneyField, FormUnitsField } from './money-field';

const RULES: MoneyRules = { maxCents: 100_000_000, allowZero: false, allowNegative: false };
const schema = z.object({ monto: typedMoney(RULES), unidades: typedUnits(1000) });

function Harness({
  onSave,
  currency = '$' as const,
}: {
  onSave: (values: unknown) => void;
  currency?: '$' | 'S/.';
}) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { monto: '', unidades: '3' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <FormMoneyField control={form.control} name="monto" label="Monto" currency={currency} rules={RULES} />
      <FormUnitsField control={form.control} name="unidades" label="Unidades" max={1000} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('MoneyField', () => {
  it('reads 12,50 as $12.50 before the submit and hands the form 12.5', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Monto' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, '12,50');
    const preview = screen.getByText('Se registrará $12.50');
    expect(input).toHaveAttribute('aria-describedby', preview.id);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toEqual({ monto: 12.5, unidades: 3 });
  });

  it('shows soles where the screen is in soles', async () => {
    render(<Harness onSave={vi.fn()} currency="S/." />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Monto' }), '7,5');
    expect(screen.getByText('Se registrará S/. 7.50')).toBeInTheDocument();
  });

  it.each([
    ['12,505', 'Use como máximo 2 decimales'],
    ['1.234,50', 'No use separador de miles'],
    ['doce', 'Ingrese solo el número, con coma o punto decimal (por ejemplo 12,50)'],
  ])('refuses %j with "%s" and blocks the submit', async (typed, message) => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Monto' });
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const error = await screen.findByText(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText(/Se registrará \$/)).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('tells why once the field is left, before any submit', async () => {
    render(<Harness onSave={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Monto' }), '12,505');
    expect(screen.queryByText('Use como máximo 2 decimales')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Use como máximo 2 decimales')).toBeInTheDocument();
  });
});

describe('UnitsField', () => {
  it('asks for whole units on the numeric keypad and refuses 12,50', async () => {
    const onSave = vi.fn();
    render(<Harness onSave={onSave} />);
    const input = screen.getByRole('textbox', { name: 'Unidades' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Se registrarán 3 unidades')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '12,50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Monto' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Las unidades deben ser un número entero, sin decimales'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
