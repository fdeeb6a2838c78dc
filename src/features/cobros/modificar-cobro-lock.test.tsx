import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CierreVigenteWire } from '../../contract/cierre-mes';
import { makeCierre, MARZO_CERRADO, serveCierres } from '../../test/cierres';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, ME, registro, serveCascade } from './test-cobros';

/** Modificar Cobro in a closed month (extension `cierre_mes`). */

const SERVER_DETAIL =
  'Mes cerrado: el mes de Marzo de 2026 de Ana Pérez está cerrado y este cambio alteraría su pago. Pida a un SuperAdmin que lo reabra.';

const marzoCobro = cobro({
  id: 40,
  cliente: { id: 2, nombre: 'Clínica San Rafael', agencias: [] },
  documento: { id: 11, nombre_documento: 'notas_san_rafael.xlsx' },
  tipo_tarea: 4,
  mes: 'marzo',
  anio: 2026,
  contenido_open: [registro(502, 'Juan Torres Ramos', 50)],
});

function setup(cierres: () => CierreVigenteWire[]) {
  serveCascade();
  server.use(http.get(api('listar_cobro_detalles/:id/'), () => HttpResponse.json(marzoCobro)));
  const calls = serveCierres(cierres, 'periodos');
  signIn('user_User');
  const user = userEvent.setup();
  renderApp('/gestCobro/modificarCobro/40?tipo=open');
  return { user, calls };
}

const submit = () => screen.getByRole('button', { name: 'Guardar Cambios' });

describe('Modificar Cobro in a closed month', { timeout: 20_000 }, () => {
  beforeAll(() => import('./modificar-cobro-page'), 20_000);

  it('says so at the top and disables the submit', async () => {
    setup(() => [makeCierre(ME, 2026, 'marzo')]);
    expect(await screen.findByText(MARZO_CERRADO, { selector: '.alert span' })).toBeInTheDocument();
    await screen.findByRole('checkbox', { name: /Juan Torres Ramos/ });
    expect(submit()).toBeDisabled();
    expect(screen.getByLabelText('Mes')).toBeDisabled();
  });

  it('a 409 from a closing it had not seen shows the server’s words, keeps the input and reads the closings again', async () => {
    let closed = false;
    const { user, calls } = setup(() => (closed ? [makeCierre(ME, 2026, 'marzo')] : []));
    server.use(
      http.put(api('modificar_cobro/:id/'), () => {
        closed = true;
        return HttpResponse.json({ detail: SERVER_DETAIL }, { status: 409 });
      }),
    );
    const maria = await screen.findByRole('checkbox', { name: /María García López/ });
    await user.click(maria);
    await waitFor(() => expect(submit()).toBeEnabled());
    await user.click(submit());

    expect(await screen.findByText(SERVER_DETAIL)).toBeInTheDocument();
    expect(maria).toBeChecked();
    await waitFor(() => expect(calls.count).toBe(2));
    expect(await screen.findByText(MARZO_CERRADO, { selector: '.alert span' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});
