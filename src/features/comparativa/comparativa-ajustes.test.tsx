import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { TAREAS } from '../../test/finance-fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { serveResumenClientes } from '../../test/resumen-clientes-fixture';

/**
 * With `resumenes`, Comparativa's first view reads the summary without the tasks: a document's
 * adjustment lines are asked (listar_tarea/) when it is opened. A summary that does not count the
 * lines (an older server) is read with the tasks, as before.
 */

const PATH = '/superVisarPagoCliente/comparativaTotalCobrar';

let sessions = 0;

async function openNorte() {
  sessions += 1;
  signIn('SuperAdmin', { jti: `ajustes-${sessions}` });
  renderApp(PATH);
  const table = await screen.findByRole('table', { name: 'Comparativa Total a Cobrar' }, { timeout: 10_000 });
  await userEvent.click(within(table).getByRole('button', { name: 'Documentos de Clínica Norte' }));
  return table;
}

describe('Comparativa with resumenes: the adjustment lines', { timeout: 30_000 }, () => {
  beforeAll(() => import('./comparativa-page'), 30_000);

  it('are asked when a document is opened, with a loading line, and a failure whose retry brings them', async () => {
    const calls = serveResumenClientes();
    let fail = true;
    server.use(
      http.get(api('listar_tarea/'), async () => {
        calls.tareas += 1;
        await delay(50);
        return fail ? HttpResponse.json({ detail: 'Error' }, { status: 500 }) : HttpResponse.json(TAREAS);
      }),
    );
    const table = await openNorte();
    // Figures and the expand buttons without the tasks: sur_marzo has no cobro and no adjustment.
    expect(within(table).getByRole('button', { name: 'Detalle de norte_enero.xlsx' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Documentos de Centro Sur' }));
    expect(
      within(table).queryByRole('button', { name: 'Detalle de sur_marzo.xlsx' }),
    ).not.toBeInTheDocument();
    expect(calls.tareas).toBe(0);

    await userEvent.click(within(table).getByRole('button', { name: 'Detalle de norte_enero.xlsx' }));
    expect(await within(table).findByText(/Cargando ajustes de norte_enero\.xlsx/)).toBeInTheDocument();
    const alert = await within(table).findByText(
      /No se pudieron cargar los ajustes de norte_enero\.xlsx\./,
      {},
      { timeout: 10_000 },
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(table).getByText(/Ajuste Notas/)).toBeInTheDocument());
    expect(within(table).getAllByText(/^Ajuste /)).toHaveLength(1);
  });

  it('from a summary that does not count them, are read with it and shown at once', async () => {
    const calls = serveResumenClientes({ older: true });
    const table = await openNorte();
    expect(calls.tareas).toBe(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Detalle de norte_bill.xlsx' }));
    expect(within(table).getByText(/Ajuste Bill/)).toBeInTheDocument();
    expect(within(table).queryByText(/Cargando ajustes/)).not.toBeInTheDocument();
  });
});
