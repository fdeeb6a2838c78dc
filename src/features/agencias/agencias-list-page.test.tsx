import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';

const LIST_PATH = '/gestAgencia/listarAgencias';
const AGENCIAS = [
  { id: 1, nombre: 'Agencia Norte' },
  { id: 2, nombre: 'Agencia Central' },
  { id: 3, nombre: 'Bienestar Sur' },
];

function serveAgencias(list: () => unknown[] = () => AGENCIAS) {
  server.use(http.get(api('listar_agencia/'), () => HttpResponse.json(list())));
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]).getAllByRole('row');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

// Typing into forms on a busy machine can take longer than the default 5 s.
describe('AgenciasListPage', { timeout: 15_000 }, () => {
  // The page and the toasts load lazily; loading them once here keeps that cost out of the tests' waits.
  beforeAll(() => Promise.all([import('./agencias-list-page'), import('../../app/toast-host')]), 20_000);

  it('lists the agencies sorted by name, with a link to insert one', async () => {
    serveAgencias();
    signIn('Admin');
    renderApp(LIST_PATH);
    expect(await screen.findByRole('heading', { name: 'Lista de Agencias' })).toBeInTheDocument();
    await screen.findByText('Bienestar Sur');
    expect(bodyRows().map(cellTexts)).toEqual([
      ['2', 'Agencia Central', 'Eliminar'],
      ['1', 'Agencia Norte', 'Eliminar'],
      ['3', 'Bienestar Sur', 'Eliminar'],
    ]);
    expect(screen.getByRole('columnheader', { name: /Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('link', { name: 'Insertar Agencia' })).toHaveAttribute(
      'href',
      '/gestAgencia/insertarAgencia',
    );
  });

  it('shows loading, then the empty text', async () => {
    serveAgencias(() => []);
    signIn('SuperAdmin');
    renderApp(LIST_PATH);
    expect(await screen.findByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('No hay agencias registradas')).toBeInTheDocument();
  });

  it('a load failure shows the error with Reintentar and the toast; retrying loads the list', async () => {
    server.use(http.get(api('listar_agencia/'), () => HttpResponse.json({ detail: 'x' }, { status: 404 })));
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(LIST_PATH);
    expect(await screen.findByText('Error al cargar la lista de agencias')).toBeInTheDocument();
    expect(await screen.findByText('Error al cargar las agencias')).toBeInTheDocument();
    serveAgencias();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Agencia Norte')).toBeInTheDocument();
  });

  it('deletes after a confirmation that names the agency, then toasts and reloads', async () => {
    let agencias = AGENCIAS;
    const deleted: string[] = [];
    serveAgencias(() => agencias);
    server.use(
      http.delete(api('eliminar_agencia/:id'), ({ request, params }) => {
        deleted.push(new URL(request.url).pathname);
        agencias = agencias.filter((agencia) => String(agencia.id) !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(LIST_PATH);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Bienestar Sur' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de eliminar la agencia "Bienestar Sur"?');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Agencia eliminada correctamente')).toBeInTheDocument();
    // The spec's path has no trailing slash.
    expect(deleted).toEqual(['/api/eliminar_agencia/3']);
    await waitFor(() => expect(screen.queryByText('Bienestar Sur')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the refusal inside the modal (agency in use), else the default message', async () => {
    serveAgencias();
    server.use(
      http.delete(api('eliminar_agencia/:id'), () =>
        HttpResponse.json(
          { detail: 'No se puede eliminar la agencia porque tiene clientes asociados' },
          { status: 400 },
        ),
      ),
    );
    signIn('Admin');
    const user = userEvent.setup();
    renderApp(LIST_PATH);
    await user.click(await screen.findByRole('button', { name: 'Eliminar Agencia Norte' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se puede eliminar la agencia porque tiene clientes asociados',
    );
    expect(screen.getByText('Agencia Norte')).toBeInTheDocument();

    server.use(http.delete(api('eliminar_agencia/:id'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Error al eliminar la agencia'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
