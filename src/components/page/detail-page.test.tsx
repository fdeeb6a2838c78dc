import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DetailPage } from './detail-page';

describe('DetailPage', () => {
  it('shows the title, subtitle and actions, sets the tab title and goes back', async () => {
    render(
      <MemoryRouter initialEntries={['/detalle']}>
        <Routes>
          <Route
            path="/detalle"
            element={
              <DetailPage
                title="Ana Pérez"
                subtitle="Todos los meses"
                backTo="/pagos"
                backLabel="Volver a Lista Pagos"
                actions={<button type="button">Eliminar Cobro</button>}
              >
                <p>contenido</p>
              </DetailPage>
            }
          />
          <Route path="/pagos" element={<h1>Lista Pagos</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Todos los meses')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar Cobro' })).toBeInTheDocument();
    expect(document.title).toBe('Ana Pérez · Cobros');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Volver a Lista Pagos' }));
    expect(screen.getByRole('heading', { name: 'Lista Pagos' })).toBeInTheDocument();
  });
});
