import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { discoverCapacidades } from '../lib/capacidades';
import { offerCapacidades } from '../test/msw-server';
import { signIn } from '../test/render-app';
import { HistorialCambiosLink } from './historial-cambios-link';

function renderLink(rowLabel?: string) {
  return render(
    <MemoryRouter>
      <p>Detalle</p>
      <HistorialCambiosLink query={{ entidad: 'cobro', id: 7 }} rowLabel={rowLabel} />
    </MemoryRouter>,
  );
}

describe('HistorialCambiosLink', () => {
  it('leads SuperAdmin to the history filtered to the record, once auditoria is offered', async () => {
    offerCapacidades('auditoria');
    signIn('SuperAdmin');
    renderLink();
    expect(await screen.findByRole('link', { name: 'Historial de cambios' })).toHaveAttribute(
      'href',
      '/historialCambios?entidad=cobro&id=7',
    );
  });

  it('in a row, is an icon named after its record', async () => {
    offerCapacidades('auditoria');
    signIn('SuperAdmin');
    renderLink('Historial de cambios de Clínica Sur');
    expect(await screen.findByRole('link', { name: 'Historial de cambios de Clínica Sur' })).toBeVisible();
  });

  it.each([
    ['an Admin', 'Admin', ['auditoria']],
    ['SuperAdmin without the extension', 'SuperAdmin', []],
  ])('is absent for %s', async (_label, role, offered) => {
    offerCapacidades(...offered);
    signIn(role);
    renderLink();
    // Once the discovery has answered, the link would be there if it were to be.
    await act(() => discoverCapacidades());
    expect(screen.getByText('Detalle')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
