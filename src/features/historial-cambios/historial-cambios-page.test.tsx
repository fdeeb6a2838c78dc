import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditoriaWire } from '../../contract/cierre-mes';
import { findRoute } from '../../app/routes';
import { navFor } from '../../app/nav-items';
import { paths } from '../../lib/paths';
import { USUARIOS } from '../../test/finance-fixtures';
import { api, offerCapacidades, server } from '../../test/msw-server';
import { renderApp, signIn } from '../../test/render-app';
import { AUDITORIA_PAGE_SIZE } from './api/get-auditoria';
import { record } from './test-auditoria';

const PATH = paths.historialCambios.pattern;

/** Answers the history with `answer`; records every query string it was asked with. */
function serveHistory(answer: (query: URLSearchParams) => Response | AuditoriaWire[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(api('usuario/'), () => HttpResponse.json(USUARIOS)),
    http.get(api('ext/auditoria/'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const answered = answer(query);
      return answered instanceof Response ? answered : HttpResponse.json(answered);
    }),
  );
  return asked;
}

function setup(path = PATH) {
  offerCapacidades('auditoria');
  signIn('SuperAdmin');
  const user = userEvent.setup();
  return { user, ...renderApp(path) };
}

const table = () => screen.findByRole('table', { name: 'Historial de cambios' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

describe('HistorialCambiosPage', { timeout: 20_000 }, () => {
  beforeAll(() => import('./historial-cambios-page'), 20_000);

  it('shows each change: when in agency time, who, what with a link, the field, before and after', async () => {
    serveHistory(() => [
      record(3, { campo: 'bonificado', antes: 0, despues: 2.5, fecha: '2026-06-16T03:30:00.000Z' }),
      record(2),
      record(1, {
        accion: 'reabrir',
        entidad: 'cierre',
        entidad_id: 4,
        campo: 'estado',
        antes: 'cerrado',
        despues: 'abierto',
        motivo: 'Corrección pedida por el trabajador',
      }),
    ]);
    setup();
    const [bonus, units, reopening] = await rows();
    expect(
      within(bonus)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '15/06/2026 22:30',
      'Jefa Admin',
      'Modificar',
      'Cobro #7',
      'Bonificado',
      '$0.00',
      '$2.50',
      '—',
    ]);
    expect(within(units).getByRole('link', { name: 'Cobro #7' })).toHaveAttribute(
      'href',
      paths.pagos.registros.to(7),
    );
    expect(units).toHaveTextContent('Unidades1012');
    expect(reopening).toHaveTextContent('ReabrirCierre de mes #4EstadoCerradoAbiertoCorrección pedida');
    expect(within(reopening).queryByRole('link')).toBeNull();
  });

  it('keeps the filters in the URL, asks the server with them and shows them as chips', async () => {
    const asked = serveHistory(() => [record(1)]);
    const { user, location } = setup(`${PATH}?usuario=4`);
    await table();
    expect(asked.at(-1)?.get('usuario')).toBe('4');
    await user.selectOptions(screen.getByLabelText('Qué'), 'Cobro');
    await user.type(screen.getByLabelText('Id'), '7');
    await waitFor(() => expect(asked.at(-1)?.get('id')).toBe('7'));
    expect(asked.at(-1)?.get('entidad')).toBe('cobro');
    expect(new URLSearchParams(location.current.search).get('entidad')).toBe('cobro');
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(chips).toHaveTextContent('Qué: Cobro');
    expect(chips).toHaveTextContent('Usuario: María Gómez');
    await user.click(screen.getByRole('button', { name: 'Quitar filtro Qué: Cobro' }));
    // A new entity drops the id of the old one.
    await waitFor(() => expect(location.current.search).toBe('?usuario=4'));
  });

  it('reads a client’s money from its link', async () => {
    const asked = serveHistory(() => [record(5, { entidad: 'monto_extra', entidad_id: 9, campo: 'monto' })]);
    setup(`${PATH}?entidad=cliente&id=2`);
    await table();
    expect(asked[0].get('cliente')).toBe('2');
    expect(asked[0].has('entidad')).toBe(false);
    expect(screen.getByLabelText('Qué')).toHaveDisplayValue('Todo del cliente');
  });

  it('loads the next page with the records older than the last one shown', async () => {
    const first = Array.from({ length: AUDITORIA_PAGE_SIZE }, (_, index) => record(500 - index));
    const asked = serveHistory((query) => (query.get('antes') === '401' ? [record(12), record(11)] : first));
    const { user } = setup();
    expect(await rows()).toHaveLength(AUDITORIA_PAGE_SIZE);
    expect(asked[0].get('limite')).toBe(String(AUDITORIA_PAGE_SIZE));
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(async () => expect(await rows()).toHaveLength(AUDITORIA_PAGE_SIZE + 2));
    expect(asked.at(-1)?.get('antes')).toBe('401');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(screen.getByText(`${AUDITORIA_PAGE_SIZE + 2} cambios (todos)`)).toBeVisible();
  });

  it('shows the error with a retry, then the records', async () => {
    let fail = true;
    serveHistory(() =>
      fail ? HttpResponse.json({ detail: 'Base de datos ocupada' }, { status: 503 }) : [record(1)],
    );
    const { user } = setup();
    expect(
      await screen.findByText(/Error al cargar el historial de cambios/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await rows()).toHaveLength(1);
  });

  it('says when no change matches, and offers to clear the filters', async () => {
    serveHistory(() => []);
    const { user, location } = setup(`${PATH}?desde=2026-01-01`);
    expect(await screen.findByText('No hay cambios registrados con estos filtros.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(location.current.search).toBe('');
  });
});

describe('Historial de cambios in the route table', () => {
  it('is SuperAdmin’s, built on auditoria, and in the navbar only where it is offered', () => {
    const route = findRoute(PATH);
    expect(route).toMatchObject({
      title: 'Historial de cambios',
      access: ['SuperAdmin'],
      capacidad: 'auditoria',
    });
    const labels = (offered: string[]) => {
      const { primary, more } = navFor('SuperAdmin', '/home', new Set(offered) as never);
      return [...primary, ...more].map((item) => item.label);
    };
    expect(labels([])).not.toContain('Historial de cambios');
    const offered = labels(['auditoria']);
    expect(offered.indexOf('Historial de cambios')).toBe(offered.indexOf('Comparativa') + 1);
    expect(
      navFor('Admin', '/home', new Set(['auditoria']) as never).more.map((item) => item.label),
    ).not.toContain('Historial de cambios');
  });
});
