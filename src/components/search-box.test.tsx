import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FieldError } from './field-error';
import { SearchBox } from './search-box';

function Search() {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        id="buscar"
        label="Buscar registro"
        placeholder="Buscar registro..."
        value={value}
        onChange={setValue}
      />
      <output>{value}</output>
    </>
  );
}

describe('SearchBox', () => {
  it('is a search box named by its hidden label that hands back what is typed', async () => {
    render(<Search />);
    const box = screen.getByRole('searchbox', { name: 'Buscar registro' });
    expect(box).toHaveAttribute('placeholder', 'Buscar registro...');
    expect(box).toHaveAttribute('autocomplete', 'off');
    await userEvent.setup().type(box, 'Ana');
    expect(screen.getByRole('status')).toHaveTextContent('Ana');
  });
});

describe('FieldError', () => {
  it('shows the message under its id, and nothing without one', () => {
    const { container, rerender } = render(<FieldError id="registros-error" message={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<FieldError id="registros-error" message="Seleccione al menos un registro" />);
    expect(screen.getByText('Seleccione al menos un registro')).toHaveAttribute('id', 'registros-error');
  });
});
