import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { clienteListSchema } from '../../contract/cliente';
import { cobroListSchema } from '../../contract/cobro';
import { documentoListSchema } from '../../contract/documento';
import {
  cobroEstimadoListSchema,
  historialPagoListSchema,
  montoExtraListSchema,
  tareaListSchema,
} from '../../contract/finanzas';
import { userListSchema } from '../../contract/usuario';
import {
  CLIENTES,
  COBROS,
  DOCUMENTOS,
  ESTIMADOS,
  HISTORIAL,
  MONTOS,
  serveFinance,
  TAREAS,
  USUARIOS,
} from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { appClientes } from '../../../server/routes/resumenes-app-view';

/**
 * With `resumenes`, Comparativa's first view reads the summary without the tasks: a document's
 * adjustment lines are asked (listar_tarea/) when it is opened. A summary that does not count the
 * lines (an older server) is read with the tasks, as before.
 */

const PATH = '/superVisarPagoCliente/comparativaTotalCobrar';

function serveSummary({ countsLines }: { countsLines: boolean }) {
  const tareasAsked = serveFinance();
  offerCapacidades('resumenes');
  const resumen = appClientes({
    clientes: clienteListSchema.parse(CLIENTES),
    documentos: documentoListSchema.parse(DOCUMENTOS),
    estimados: cobroEstimadoListSchema.parse(ESTIMADOS),
    tareas: tareaListSchema.parse(TAREAS),
    montos: montoExtraListSchema.parse(MONTOS),
    cobros: cobroListSchema.parse(COBROS),
    pagos: historialPagoListSchema.parse(HISTORIAL),
    usuarios: userListSchema.parse(USUARIOS),
  });
  const answer = countsLines
    ? resumen
    : {
        clientes: resumen.clientes.map((cliente) => ({
          ...cliente,
          documentos: cliente.documentos.map((documento) => ({ ...documento, ajustes_lineas: undefined })),
        })),
      };
  server.use(http.get(api('ext/resumen_clientes/'), () => HttpResponse.json(answer)));
  return tareasAsked;
}

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
    const calls = serveSummary({ countsLines: true });
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
    const calls = serveSummary({ countsLines: false });
    const table = await openNorte();
    expect(calls.tareas).toBe(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Detalle de norte_bill.xlsx' }));
    expect(within(table).getByText(/Ajuste Bill/)).toBeInTheDocument();
    expect(within(table).queryByText(/Cargando ajustes/)).not.toBeInTheDocument();
  });
});
