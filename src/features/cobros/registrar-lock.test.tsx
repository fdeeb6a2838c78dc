import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { periodYear } from '../../domain/months';
import { agencyToday } from '../../lib/agency-zone';
import { cierreMotivo } from '../../lib/queries/cierres';
import { makeCierre, serveCierres } from '../../test/cierres';
import { renderApp, signIn } from '../../test/render-app';
import { ME, serveCascade } from './test-cobros';

/** The register forms refuse a month already closed for the worker (extension `cierre_mes`). */

const JORGE = 4;
// The period a cobro registered today for 'marzo' belongs to.
const anio = periodYear('marzo', agencyToday());
const motivo = (usuarioId: number) => cierreMotivo(makeCierre(usuarioId, anio, 'marzo'));

function setup(path: string, role: string, withCierres = true) {
  serveCascade();
  if (withCierres) serveCierres(() => [makeCierre(ME, anio, 'marzo'), makeCierre(JORGE, anio, 'marzo')]);
  signIn(role);
  const user = userEvent.setup();
  renderApp(path);
  return user;
}

describe('Registering into a closed month', { timeout: 20_000 }, () => {
  beforeAll(
    () => Promise.all([import('./insertar-cobro-page'), import('./insertar-pago-bill-page')]),
    20_000,
  );

  it('Registrar Nuevo Cobro: a message under Mes and the submit disabled while a closed month is chosen', async () => {
    const user = setup('/gestCobro/insertarCobro', 'user_User');
    const mes = await screen.findByLabelText('Mes', {}, { timeout: 5000 });
    await user.selectOptions(mes, 'marzo');
    expect(await screen.findByRole('status')).toHaveTextContent(motivo(ME));
    expect(screen.getByRole('button', { name: 'Registrar Cobro' })).toBeDisabled();

    await user.selectOptions(mes, 'abril');
    await waitFor(() => expect(screen.queryByText(motivo(ME))).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Registrar Cobro' })).toBeEnabled();
  });

  it('Insertar Pago Bill: the chosen worker’s closed month', async () => {
    const user = setup('/gestCobro/insertarPagoCobroBill', 'Admin');
    await user.selectOptions(
      await screen.findByLabelText('Trabajador', {}, { timeout: 5000 }),
      'Jorge Ramírez (usuario)',
    );
    await user.selectOptions(screen.getByLabelText('Mes'), 'marzo');
    expect(await screen.findByText(motivo(JORGE))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar Pago' })).toBeDisabled();
  });

  it('without cierre_mes nothing is asked and nothing refused', async () => {
    const user = setup('/gestCobro/insertarCobro', 'user_User', false);
    await user.selectOptions(await screen.findByLabelText('Mes', {}, { timeout: 5000 }), 'marzo');
    expect(screen.queryByText(/Mes cerrado/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar Cobro' })).toBeEnabled();
  });
});
