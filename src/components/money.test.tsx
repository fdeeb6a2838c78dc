import { render, screen } from '@testing-library/react';
import { MoneyCell, SignedAmount } from './money';

describe('MoneyCell', () => {
  it('shows céntimos as an amount with its currency, right-aligned on one line', () => {
    render(
      <>
        <MoneyCell cents={112440} />
        <MoneyCell cents={-500} currency="S/." />
      </>,
    );
    expect(screen.getByText('$1,124.40')).toHaveClass('amount', 'amount-cell');
    expect(screen.getByText('-S/. 5.00')).toBeInTheDocument();
  });
});

describe('SignedAmount', () => {
  it('writes the sign and colours bonuses green and discounts red', () => {
    render(
      <>
        <SignedAmount cents={500} />
        <SignedAmount cents={-250} currency="S/." />
      </>,
    );
    expect(screen.getByText('+$5.00')).toHaveClass('text-success');
    expect(screen.getByText('−S/. 2.50')).toHaveClass('text-danger');
  });

  it('shows zero as the zero text when given, else as a plain amount', () => {
    const { rerender } = render(<SignedAmount cents={0} zeroText="—" />);
    expect(screen.getByText('—')).toBeInTheDocument();
    rerender(<SignedAmount cents={0} />);
    expect(screen.getByText('$0.00')).not.toHaveClass('text-success');
  });
});
