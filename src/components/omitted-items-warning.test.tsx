import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '../test/msw-server';
import { renderApp, signIn } from '../test/render-app';

describe('a list answer with malformed items', { timeout: 15_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('shows the valid items, a dash for a missing name, and how many were left out', async () => {
    server.use(
      http.get(api('listar_agencia/'), () =>
        HttpResponse.json([
          { id: 1, nombre: 'Agencia Norte' },
          { id: 'x', nombre: 'Sin id válido' },
          { id: 3, nombre: null },
        ]),
      ),
    );
    signIn('Admin');
    renderApp('/gestAgencia/listarAgencias');
    expect(await screen.findByText('Agencia Norte')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('—')).toBeInTheDocument();
    expect(within(table).queryByText('Sin id válido')).not.toBeInTheDocument();
    // The count arrives through the query cache's success callback, a tick after the rows.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Se omitió 1 elemento con formato inválido recibido del servidor.',
    );
    expect(console.warn).toHaveBeenCalledWith(
      'Elemento de la lista omitido por formato inválido',
      expect.objectContaining({ index: 1, item: { id: 'x', nombre: 'Sin id válido' } }),
    );
  });

  it('says nothing when every item is valid', async () => {
    server.use(
      http.get(api('listar_agencia/'), () => HttpResponse.json([{ id: 1, nombre: 'Agencia Norte' }])),
    );
    signIn('Admin');
    renderApp('/gestAgencia/listarAgencias');
    expect(await screen.findByText('Agencia Norte')).toBeInTheDocument();
    expect(screen.queryByText(/formato inválido/)).not.toBeInTheDocument();
  });
});
