import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerCapacidades } from '../../test/msw-server';
import { servePeriodBackend } from '../../test/period-cobros';
import { renderApp, signIn } from '../../test/render-app';
import { cobro, registro, USUARIOS } from './test-cobros';
import { routeForPath } from '../../app/routes';
import { delay, http, HttpResponse } from 'msw';
import { api, server } from '../../test/msw-server';
import { deriveCobrosView } from './cobro-rows';

/** How a screen asks the period's cobros: in columns, from a backend offering `resumenes`. */
const PERIOD_ASKED = 'anio=2026&mes=mayo&formato=columnas';

vi.mock('./cobro-rows', async (importOriginal) => {
  const original = await importOriginal<typeof import('./cobro-rows')>();
  return { ...original, deriveCobrosView: vi.fn(original.deriveCobrosView) };
});

/**
 * Lista de Cobros asks for the period it shows (extension `resumenes`): with a month of a year
 * chosen, only that period's cobros; with every month or every year, all of them. The Admin's
 * list opens on the agency's current month there; a worker's, and any list without the
 * extension, on every month.
 */

const OTRO = { id: 99, nombre: 'Otro Trabajador' };

const COBROS = () => [
  cobro({ id: 1, mes: 'mayo', anio: 2026, bonificado: 5, contenido: [registro(1, 'A', 10)] }),
  cobro({ id: 2, mes: 'mayo', anio: 2026, tipo_tarea: 3, unidades: 3, sancionado: 7.25 }),
  cobro({ id: 3, mes: 'mayo', anio: 2026, usuario_registra: OTRO, tipo_tarea: 3, unidades: 40 }),
  cobro({ id: 4, mes: 'mayo', anio: 2025, tipo_tarea: 3, unidades: 1000 }),
  cobro({ id: 5, mes: 'abril', anio: 2026, tipo_tarea: 3, unidades: 500 }),
];

const PERIODO = '/gestCobro/listarCobros?anio=2026&mes=mayo';

let session = 0;

function open(path: string, role: string, capacidades: readonly string[], ignoresPeriod = false) {
  const backend = servePeriodBackend(COBROS, USUARIOS, { ignoresPeriod });
  offerCapacidades(...capacidades);
  session += 1;
  signIn(role, { jti: `sesion-${session}` });
  return { backend, user: userEvent.setup(), ...renderApp(path) };
}

/** The rows of the main table and the summary's cards, as the user reads them. */
async function shown(tableName: string, rows: number) {
  const table = await screen.findByRole('table', { name: tableName });
  const body = () => within(within(table).getAllByRole('rowgroup')[1]).getAllByRole('row');
  await waitFor(() => expect(body()).toHaveLength(rows));
  const summary = screen.getByRole('region', { name: 'Resumen' });
  await waitFor(() => expect(within(summary).queryByRole('status')).not.toBeInTheDocument());
  return { rows: body().map((row) => row.textContent), summary: summary.textContent };
}

describe('Lista de Cobros of one period', { timeout: 20_000 }, () => {
  beforeAll(() => import('./cobros-list-page'), 20_000);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 15, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a worker', 'user_User', 'Mis Cobros', 2],
    ['Admin', 'Admin', 'Todos los Cobros', 3],
  ])(
    'for %s, a month of a year asks that period alone and shows what the full list shows',
    async (_who, role, tableName, rows) => {
      const full = open(PERIODO, role, ['periodos']);
      const expected = await shown(tableName, rows);
      expect(full.backend.listed).toEqual(['']);
      full.unmount();

      // Against a backend that ignores the period too: the rows are narrowed here as well.
      for (const ignoresPeriod of [false, true]) {
        const view = open(PERIODO, role, ['periodos', 'resumenes'], ignoresPeriod);
        expect(await shown(tableName, rows)).toEqual(expected);
        expect(view.backend.listed).toEqual([PERIOD_ASKED]);
        view.unmount();
      }
    },
  );

  it.each([
    ['every month and year chosen', '/gestCobro/listarCobros?mes=todos', ['periodos', 'resumenes'], 5],
    ['a month of every year', '/gestCobro/listarCobros?mes=mayo', ['periodos', 'resumenes'], 4],
    ['no narrowed lists', PERIODO, ['periodos'], 3],
    ['no narrowed lists, by default', '/gestCobro/listarCobros', ['periodos'], 5],
    ['no extensions', '/gestCobro/listarCobros?mes=mayo', [], 4],
    ['no extensions, by default', '/gestCobro/listarCobros', [], 5],
  ])('with %s: every cobro is read, as before', async (_case, path, capacidades, rows) => {
    const { backend } = open(path, 'Admin', capacidades);
    await shown('Todos los Cobros', rows);
    expect(backend.listed).toEqual(['']);
  });

  it("the Admin's list opens on the agency's current month, in its filters and its address", async () => {
    const { backend, location } = open('/gestCobro/listarCobros', 'Admin', ['periodos', 'resumenes']);
    await shown('Todos los Cobros', 3);
    expect(backend.listed).toEqual([PERIOD_ASKED]);
    expect(screen.getByLabelText('Mes')).toHaveValue('mayo');
    expect(screen.getByLabelText('Año')).toHaveValue('2026');
    await waitFor(() => expect(location.current.search).toBe('?anio=2026&mes=mayo'));
    expect(backend.listed).toEqual([PERIOD_ASKED]);
  });

  it("'Todos' reads every cobro and stays so when the page is drawn again from its address", async () => {
    const first = open('/gestCobro/listarCobros', 'Admin', ['periodos', 'resumenes']);
    await shown('Todos los Cobros', 3);
    await first.user.selectOptions(screen.getByLabelText('Año'), '');
    await first.user.selectOptions(screen.getByLabelText('Mes'), '');
    await first.user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await shown('Todos los Cobros', 5);
    expect(first.backend.listed).toEqual([PERIOD_ASKED, '']);
    expect(first.location.current.search).toBe('?mes=todos');
    expect(screen.getByLabelText('Mes')).toHaveValue('');
    const address = `${first.location.current.pathname}${first.location.current.search}`;
    first.unmount();

    const again = open(address, 'Admin', ['periodos', 'resumenes']);
    await shown('Todos los Cobros', 5);
    expect(again.backend.listed).toEqual(['']);
    expect(screen.getByLabelText('Mes')).toHaveValue('');
    expect(again.location.current.search).toBe('?mes=todos');

    // 'Limpiar Filtros' goes back to the month the list opens on.
    await again.user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await shown('Todos los Cobros', 3);
    expect(again.location.current.search).toBe('?anio=2026&mes=mayo');
  });

  it("a cold load of the Admin's list leaves the full list to the discovery; a worker's starts it", () => {
    const route = routeForPath('/gestCobro/listarCobros');
    expect(route?.lists?.('Admin')).toEqual(['cobro']);
    const noPeriod = new URLSearchParams();
    expect(route?.spared?.('Admin', noPeriod)).toMatchObject({ by: 'resumenes', lists: ['cobro'], gets: [] });
    expect(route?.spared?.('user_User', noPeriod) ?? null).toBeNull();
  });

  it('choosing a month and a year asks for that period; clearing the filters reads every cobro again', async () => {
    const { backend, user } = open('/gestCobro/listarCobros', 'user_User', ['periodos', 'resumenes']);
    await shown('Mis Cobros', 4);
    await user.selectOptions(screen.getByLabelText('Año'), '2026');
    await user.selectOptions(screen.getByLabelText('Mes'), 'mayo');
    await user.click(screen.getByRole('button', { name: 'Aplicar Filtros' }));
    await shown('Mis Cobros', 2);
    expect(backend.listed).toEqual(['', PERIOD_ASKED]);
    // The year select still offers the recent years, though only one period was read.
    expect(
      within(screen.getByLabelText('Año'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(expect.arrayContaining(['2026', '2025', '2024']));

    await user.click(screen.getByRole('button', { name: 'Limpiar Filtros' }));
    await shown('Mis Cobros', 4);
  });

  it("the Admin's rows wait for the workers' roles, and are derived once: not again when the address names the period", async () => {
    const derive = vi.mocked(deriveCobrosView);
    derive.mockClear();
    let answerUsers = () => {};
    const usersAsked = new Promise<void>((resolve) => {
      answerUsers = resolve;
    });
    const { location } = open('/gestCobro/listarCobros', 'Admin', ['periodos', 'resumenes']);
    server.use(
      http.get(api('usuario/'), async () => {
        await usersAsked;
        await delay(0);
        return HttpResponse.json(USUARIOS);
      }),
    );
    await screen.findByRole('table', { name: 'Todos los Cobros' });
    await waitFor(() => expect(location.current.search).toBe('?anio=2026&mes=mayo'));
    // The period's cobros are in, the roles not yet: no row is drawn priced without them.
    expect(derive.mock.calls.filter(([cobros]) => cobros.length > 0)).toHaveLength(0);
    answerUsers();
    await shown('Todos los Cobros', 3);
    expect(derive.mock.calls.filter(([cobros]) => cobros.length > 0)).toHaveLength(1);
  });
});
