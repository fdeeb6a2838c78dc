import { screen, within } from '@testing-library/react';
import { makeCierre, serveCierres } from '../../test/cierres';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, JORGE, serveCobros, serveUsuarios } from './test-pagos';

/** 'Pagos del Trabajador' in a closed month (extension `cierre_mes`): no change offered to a closed cobro. */

const MAYO_CERRADO = 'Mes cerrado: Mayo de 2026 cerrado por Carmen Rodríguez el 02/04/2026';
const actions = (id: number) => screen.getByRole('group', { name: `Acciones del cobro ${id}` });

describe('Pagos del Trabajador with a closed month', { timeout: 15_000 }, () => {
  beforeAll(() => import('./pago-detalle-page'), 20_000);

  it('puts the lock in Modificar’s place and disables Bonus and Descuento of a closed cobro', async () => {
    serveUsuarios();
    serveCobros(() => [
      cobro({ id: 1, mes: 'mayo', anio: 2026, contenido: [{ id: 1, nombre_completo: 'A', unidades: 3 }] }),
      cobro({ id: 2, mes: 'mayo', anio: 2025, contenido: [{ id: 2, nombre_completo: 'B', unidades: 3 }] }),
    ]);
    serveCierres(() => [makeCierre(JORGE.id, 2026, 'mayo')], 'periodos');
    signIn('Admin');
    renderApp(`/gestPago/listarPagosCobrosDetallados/${JORGE.id}`);

    const group = await screen.findByRole('group', { name: 'Acciones del cobro 1' }, { timeout: 5000 });
    const badge = await within(group).findByLabelText(MAYO_CERRADO);
    expect(badge).toHaveAttribute('title', MAYO_CERRADO);
    expect(badge).toHaveAttribute('tabindex', '0');
    for (const name of ['Bonus del cobro 1', 'Descuentos del cobro 1'])
      expect(within(actions(1)).getByRole('button', { name })).toBeDisabled();
    expect(within(actions(1)).queryByRole('link', { name: 'Modificar cobro 1' })).not.toBeInTheDocument();
    expect(within(actions(1)).getByRole('link', { name: 'Detalles del cobro 1' })).toBeInTheDocument();

    // May of 2025 is another period: open.
    expect(within(actions(2)).getByRole('link', { name: 'Modificar cobro 2' })).toBeInTheDocument();
    expect(within(actions(2)).getByRole('button', { name: 'Bonus del cobro 2' })).toBeEnabled();
    expect(within(actions(2)).queryByText('Cerrado')).not.toBeInTheDocument();
  });
});
