import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import { serveClientes } from '../test-clientes';

/** Answers a backend may give to a toggle that worked. */
const ANSWERS: [string, () => Response][] = [
  ['204 sin cuerpo', () => new HttpResponse(null, { status: 204 })],
  ['200 {}', () => HttpResponse.json({})],
  ['200 {detail}', () => HttpResponse.json({ detail: 'Estado cambiado' })],
  ['200 {message}', () => HttpResponse.json({ message: 'Estado cambiado' })],
];

describe('the client toggle answered without the new state', { timeout: 15_000 }, () => {
  beforeAll(() => import('../clientes-list-page'), 20_000);

  it.each(ANSWERS)('%s flips the badge once and shows no error', async (_name, answer) => {
    serveClientes();
    let calls = 0;
    server.use(
      http.delete(api('desactivate_activate_client/:id/'), () => {
        calls += 1;
        return answer();
      }),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp('/gestCliente/listarClientes');
    await user.click(await screen.findByRole('button', { name: 'Activar Clínica del Valle' }));
    const row = screen.getByText('Clínica del Valle').closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Activo')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Desactivar Clínica del Valle' })).toBeInTheDocument();
    expect(screen.queryByText('Error al cambiar el estado del cliente')).not.toBeInTheDocument();
    expect(screen.queryByText('Formato de datos inválido')).not.toBeInTheDocument();
    expect(calls).toBe(1);
  });
});
