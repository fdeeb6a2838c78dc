import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, registro } from './test-cobros';

const bodyRows = (table: HTMLElement) =>
  within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => within(row).getAllByRole('cell')[0].textContent);
const STILL_LOADING = /Cargando el resto de la lista/;

/**
 * listar_cobro/ sent in two parts: the head (which ends inside an item) at once, the rest when
 * the test says so, as a slow network delivers 77 MB.
 */
function serveInTwoParts(text: string, cut: number) {
  let sendRest = () => {};
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  server.use(
    http.get(api('usuario/'), () => HttpResponse.json([])),
    http.get(
      api('listar_cobro/'),
      () =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              const bytes = new TextEncoder().encode(text);
              controller.enqueue(bytes.slice(0, cut));
              await rest;
              controller.enqueue(bytes.slice(cut));
              controller.close();
            },
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
  return sendRest;
}

describe('Lista de Cobros while a large list arrives', { timeout: 40_000 }, () => {
  beforeAll(() => import('./cobros-list-page'), 20_000);

  it('shows the first rows as they came, with a status, and totals, sorting and export once all is in', async () => {
    const cobros = Array.from({ length: 300 }, (_, index) =>
      cobro({
        id: index + 1,
        usuario_registra: { id: 4, nombre: 'Jorge Ramírez' },
        contenido: [registro(index, 'A', 1)],
      }),
    );
    const text = JSON.stringify(cobros);
    const sendRest = serveInTwoParts(text, text.indexOf('{"id":251,') + 30);
    signIn('Admin');
    renderApp('/gestCobro/listarCobros');

    const table = await screen.findByRole('table', { name: 'Todos los Cobros' });
    await screen.findByText(STILL_LOADING);
    // The first page of what has arrived, in the order it came: not yet the newest first.
    expect(firstCells(table)).toEqual(cobros.slice(0, 25).map((item) => String(item.id)));
    expect(within(table).getByRole('button', { name: /ID/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    // The summary holds placeholders, never a $0.00 that is not one, until every cobro is in.
    expect(within(screen.getByRole('region', { name: 'Resumen' })).queryByText(/\$/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Resumen' })).getAllByText('Cargando…').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: /paginación/i })).not.toBeInTheDocument();

    sendRest();
    await waitFor(() => expect(screen.queryByText(STILL_LOADING)).not.toBeInTheDocument());
    expect(firstCells(table)).toEqual(
      cobros
        .slice(-25)
        .reverse()
        .map((item) => String(item.id)),
    );
    expect(within(table).getByRole('button', { name: /ID/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
    expect(await screen.findByRole('region', { name: 'Resumen' })).toBeInTheDocument();
    // 300 records of 1 unit at 0.40.
    expect(
      within(screen.getByRole('region', { name: 'Resumen' })).getAllByText('$120.00').length,
    ).toBeGreaterThan(0);
  });

  it('a list shorter than the first batch shows when whole, never with the status', async () => {
    const text = JSON.stringify([cobro({ id: 1, usuario_registra: { id: 4, nombre: 'Jorge Ramírez' } })]);
    const sendRest = serveInTwoParts(text, text.length - 1);
    signIn('Admin');
    renderApp('/gestCobro/listarCobros');
    const table = await screen.findByRole('table', { name: 'Todos los Cobros' });
    expect(within(table).queryAllByRole('cell')).toHaveLength(0);
    expect(screen.queryByText(STILL_LOADING)).not.toBeInTheDocument();
    sendRest();
    await waitFor(() => expect(firstCells(table)).toEqual(['1']));
    expect(screen.queryByText(STILL_LOADING)).not.toBeInTheDocument();
  });
});
