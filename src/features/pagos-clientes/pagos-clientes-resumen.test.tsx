import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { DOCUMENTOS } from '../../test/finance-fixtures';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { recordRequests, serveResumenClientes } from '../../test/resumen-clientes-fixture';

/**
 * With `resumenes`, 'Pagos de Clientes' reads `ext/resumen_clientes/` alone: its figures, each
 * debtor's debt by age and how many adjustment lines each document has. The lines, a document's
 * records and its Open/SPR detail are asked when opened. The figures against the full lists are
 * held to each other in src/app/resumenes-screens.test.tsx.
 */

const PATH = '/superVisarPagoCliente/listarPagosClientes';
const LISTS = [
  'listar_documentacion/',
  'listar_cobros_estimados/',
  'listar_tarea/',
  'listar_monto_extra/',
  'list_client/',
];

let sessions = 0;

async function openPage() {
  sessions += 1;
  signIn('SuperAdmin', { jti: `pagos-resumen-${sessions}` });
  renderApp(PATH);
  const table = await screen.findByRole('table', { name: 'Pagos de Clientes' }, { timeout: 10_000 });
  await userEvent.click(within(table).getByRole('button', { name: 'Documentos de Clínica Norte' }));
  return table;
}

const dataRequests = (asked: readonly string[]) =>
  asked.filter((path) => path !== 'ext/capacidades/' && !path.startsWith('verify'));

describe('Pagos de Clientes with resumenes', { timeout: 30_000 }, () => {
  beforeAll(() => import('./pagos-clientes-page'), 30_000);

  it('reads the summary alone; a document’s adjustments and records are asked when opened', async () => {
    serveResumenClientes();
    let recordsAsked = 0;
    server.use(
      http.get(api('list_client_document_all/:clienteId/'), async ({ request, params }) => {
        recordsAsked += 1;
        await delay(30);
        const id = Number(new URL(request.url).searchParams.get('document_id'));
        expect(params.clienteId).toBe('1');
        return HttpResponse.json({ documentos: DOCUMENTOS.filter((documento) => documento.id === id) });
      }),
    );
    const asked = recordRequests();
    const table = await openPage();
    // Norte owes 125 from this year's documents: its debt by age comes with the summary.
    expect(
      within(table).getByLabelText(/^Antigüedad de la deuda: .*Más de 90 días \$125\.00$/),
    ).toBeInTheDocument();
    expect(dataRequests(asked)).toEqual(['ext/resumen_clientes/']);

    await userEvent.click(within(table).getByRole('button', { name: 'Ajustes de norte_bill.xlsx' }));
    expect(await within(table).findByText('-$15.00')).toBeInTheDocument();
    expect(within(table).getByText('Resta')).toBeInTheDocument();
    expect(asked).toContain('listar_tarea/');

    await userEvent.click(within(table).getByRole('button', { name: 'Ver registros de norte_enero.xlsx' }));
    const modal = await screen.findByRole('dialog', { name: 'Registros de norte_enero.xlsx' });
    expect(within(modal).getByRole('status')).toHaveTextContent('Cargando registros…');
    await waitFor(() =>
      expect(
        within(modal)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['IDNombre completoUnidades', '1Ana Torres70', '2Luis Ramos50']),
    );
    expect(recordsAsked).toBe(1);
    expect(asked.filter((path) => LISTS.slice(0, 2).includes(path))).toEqual([]);
  });

  it('a records load that fails says so, and its retry brings them', async () => {
    serveResumenClientes();
    let fail = true;
    server.use(
      http.get(api('list_client_document_all/:clienteId/'), () =>
        fail
          ? HttpResponse.json({ detail: 'Error' }, { status: 500 })
          : HttpResponse.json({ documentos: DOCUMENTOS.filter((documento) => documento.id === 10) }),
      ),
    );
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Ver registros de norte_enero.xlsx' }));
    const modal = await screen.findByRole('dialog', { name: 'Registros de norte_enero.xlsx' });
    const alert = await within(modal).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('No se pudieron cargar los registros.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await within(modal).findByText('Ana Torres')).toBeInTheDocument();
  });

  it('from a summary without the debt by age (an older server), reads the lists as without the extension', async () => {
    serveResumenClientes({ older: true });
    const asked = recordRequests();
    const table = await openPage();
    await userEvent.click(within(table).getByRole('button', { name: 'Ajustes de norte_bill.xlsx' }));
    expect(within(table).getByText('-$15.00')).toBeInTheDocument();
    for (const list of LISTS) expect(asked).toContain(list);
  });

  it('without the extension (discovery 404), reads the five lists and no summary', async () => {
    const { serveFinance } = await import('../../test/finance-fixtures');
    serveFinance();
    const asked = recordRequests();
    await openPage();
    expect([...new Set(dataRequests(asked))].sort()).toEqual([...LISTS].sort());
  });
});
