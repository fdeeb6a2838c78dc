import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { FormPage, type FormPageProps } from './form-page';

type Extra = Omit<Partial<FormPageProps>, 'cancelTo' | 'onCancel'> & { onCancel?: () => void };

function renderForm({ onCancel, ...extra }: Extra = {}) {
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  const fields = (
    <>
      <label htmlFor="monto">Monto</label>
      <input id="monto" />
    </>
  );
  const common = { title: 'Asignar Pago a Trabajador', submitLabel: 'Guardar', onSubmit, ...extra };
  const form = onCancel ? (
    <FormPage {...common} onCancel={onCancel}>
      {fields}
    </FormPage>
  ) : (
    <FormPage {...common} cancelTo="/lista">
      {fields}
    </FormPage>
  );
  render(
    <MemoryRouter initialEntries={['/form']}>
      <Routes>
        <Route path="/form" element={form} />
        <Route path="/lista" element={<h1>Lista</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('FormPage', () => {
  it('has the title above the form, sets the tab title and submits', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Asignar Pago a Trabajador' })).toBeInTheDocument();
    expect(document.title).toBe('Asignar Pago a Trabajador · Cobros');
    expect(screen.getByRole('form', { name: 'Asignar Pago a Trabajador' })).toContainElement(
      screen.getByLabelText('Monto'),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('puts Cancelar before the primary button, and Cancelar goes to its route', async () => {
    const { user } = renderForm();
    const footer = screen.getByRole('button', { name: 'Guardar' }).parentElement!;
    expect([...footer.children].map((element) => element.textContent)).toEqual(['Cancelar', 'Guardar']);
    await user.click(screen.getByRole('link', { name: 'Cancelar' }));
    expect(screen.getByRole('heading', { name: 'Lista' })).toBeInTheDocument();
  });

  it('calls onCancel when Cancelar is a handler', async () => {
    const onCancel = vi.fn();
    const { user } = renderForm({ onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('says under a disabled submit why it is disabled', () => {
    renderForm({ submitDisabled: true, disabledReason: 'Escribe el nombre de usuario para continuar' });
    const submit = screen.getByRole('button', { name: 'Guardar' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Escribe el nombre de usuario para continuar');
  });

  it('shows no reason while enabled, and a spinner text while saving', () => {
    renderForm({ isPending: true, disabledReason: 'Falta el monto' });
    expect(screen.queryByText('Falta el monto')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the error and the required-fields note', () => {
    renderForm({ error: <div role="alert">Error al crear</div>, requiredNote: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Error al crear');
    expect(screen.getByText(/son obligatorios/)).toBeInTheDocument();
  });

  it('replaces the form with the success panel', () => {
    renderForm({ success: <p>¡Agencia creada exitosamente!</p> });
    expect(screen.getByText('¡Agencia creada exitosamente!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Asignar Pago a Trabajador');
  });
});
