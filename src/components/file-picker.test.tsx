import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FilePicker } from './file-picker';

const XLSX = ['.xls', '.xlsx', '.xlsm'];

function Picker({ error }: { error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker label="Archivos" files={files} onChange={setFiles} accept={XLSX} required error={error} />
  );
}

const file = (name: string, size = 2048) => new File(['x'.repeat(size)], name);

describe('FilePicker', () => {
  it('speaks Spanish: the button, the empty status and the accepted formats', () => {
    render(<Picker />);
    const button = screen.getByRole('button', { name: 'Seleccionar archivos' });
    expect(button).toHaveAccessibleDescription('Ningún archivo seleccionado');
    expect(screen.getByText('Formatos aceptados: .xls, .xlsx, .xlsm')).toBeInTheDocument();
    expect(screen.getByLabelText(/Archivos/)).toHaveAttribute('accept', '.xls,.xlsx,.xlsm');
  });

  it('lists the chosen files with their sizes and removes one', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/Archivos/), [
      file('bill_mayo.xlsx'),
      file('notas.xls', 3 * 1024 * 1024),
    ]);
    expect(screen.getByText('2 archivos seleccionados')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Archivos seleccionados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['bill_mayo.xlsx2 KB', 'notas.xls3.0 MB']);
    await user.click(screen.getByRole('button', { name: 'Quitar bill_mayo.xlsx' }));
    expect(screen.getByText('1 archivo seleccionado')).toBeInTheDocument();
    expect(screen.queryByText('bill_mayo.xlsx')).not.toBeInTheDocument();
  });

  it('opens the native dialog from the button and shows the error', async () => {
    render(<Picker error="Seleccione al menos un archivo" />);
    const input = screen.getByLabelText(/Archivos/);
    const click = vi.spyOn(input, 'click');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Seleccionar archivos' }));
    expect(click).toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Seleccionar archivos' })).toHaveAccessibleDescription(
      'Ningún archivo seleccionado Seleccione al menos un archivo',
    );
  });
});
