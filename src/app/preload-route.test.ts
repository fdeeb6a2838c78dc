import { paths } from '../lib/paths';
import { storeSession } from '../lib/session';
import { cobrosDelPeriodoPath, liquidacionPath } from '../lib/summary-paths';
import { agencyYearMonth } from '../lib/periodo-param';
import { MONTHS } from '../domain/months';
import { tokenFor } from '../test/tokens';
import { preloadSignedInRoute } from './preload-route';

const mocks = vi.hoisted(() => ({
  load: vi.fn(() => Promise.resolve({ default: () => null })),
  prefetch: vi.fn(),
  prefetchGet: vi.fn(),
  query: vi.fn((what: string) => Promise.resolve(what)),
  evaluated: [] as string[],
  offered: false,
  discoveries: 0,
}));

vi.mock('./routes', async (importOriginal) => {
  const routes = await importOriginal<typeof import('./routes')>();
  const real = (path: string) => {
    const route = routes.routeForPath(path);
    return route && { ...route, load: mocks.load };
  };
  return {
    canAccess: routes.canAccess,
    routeForPath: (path: string) =>
      ({
        '/home': { path: '/home', access: 'all', load: mocks.load },
        '/login': { path: '/login', access: 'public', load: mocks.load },
        '/trabajadores': { path: '/trabajadores', access: ['SuperAdmin', 'Admin'], load: mocks.load },
        '/finanzas': {
          path: '/finanzas',
          access: ['SuperAdmin', 'Admin'],
          load: mocks.load,
          lists: (role: string | null) => (role === 'SuperAdmin' ? ['cobro', 'documento'] : ['documento']),
          gets: (role: string | null) => (role === 'SuperAdmin' ? ['listar_historial_pago/'] : []),
        },
        '/resumida': {
          path: '/resumida',
          access: ['SuperAdmin'],
          load: mocks.load,
          lists: () => ['cobro', 'documento', 'tarea'],
          gets: () => ['usuario/', 'list_client/'],
          spared: () => ({
            by: 'resumenes',
            lists: ['cobro', 'documento'],
            gets: ['usuario/'],
            early: (search: URLSearchParams) => [
              {
                by: 'resumenes',
                path: `ext/resumen_x/?anio=${search.get('anio') ?? 'hoy'}`,
                query: () => mocks.query(`resumen_x ${search.get('anio') ?? 'hoy'}`),
              },
              { by: 'estado_cuenta', path: 'ext/no-ofrecida/', query: () => mocks.query('no ofrecida') },
            ],
          }),
        },
      })[path] ?? real(path),
  };
});
vi.mock('../lib/list-worker/list-host', () => ({ prefetchLargeList: mocks.prefetch }));
vi.mock('../lib/early-get', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/early-get')>()),
  prefetchGet: mocks.prefetchGet,
}));
vi.mock('../lib/early-discovery', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/early-discovery')>()),
  startEarlyDiscovery: () => {
    mocks.discoveries += 1;
    return Promise.resolve({
      data: { capacidades: mocks.offered ? ['resumenes', 'cierre_mes', 'periodos'] : [] },
    });
  },
}));
vi.mock('./query-layer', () => {
  mocks.evaluated.push('query-layer');
  return {};
});
vi.mock('./app-navbar', () => {
  mocks.evaluated.push('app-navbar');
  return {};
});

describe('preloadSignedInRoute', () => {
  beforeEach(() => {
    mocks.load.mockClear();
    mocks.prefetch.mockClear();
    mocks.prefetchGet.mockClear();
  });

  it('loads nothing without a session', () => {
    preloadSignedInRoute('#/home');
    expect(mocks.load).not.toHaveBeenCalled();
  });

  it('loads nothing for a public route, an unknown path or a page the role may not open', () => {
    storeSession(tokenFor('user_User'), 'ana');
    preloadSignedInRoute('#/login');
    preloadSignedInRoute('#/no-existe');
    preloadSignedInRoute('#/trabajadores');
    expect(mocks.load).not.toHaveBeenCalled();
  });

  it('signed in, starts the page named by the address, the query layer and the navbar', async () => {
    storeSession(tokenFor('Admin'), 'ana');
    preloadSignedInRoute('#/home?desde=login');
    expect(mocks.load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(mocks.evaluated.sort()).toEqual(['app-navbar', 'query-layer']));
  });

  it('asks the discovery for a page the role may open, and not for a public or refused one', () => {
    storeSession(tokenFor('user_User'), 'ana');
    mocks.discoveries = 0;
    preloadSignedInRoute('#/login');
    preloadSignedInRoute('#/trabajadores');
    expect(mocks.discoveries).toBe(0);
    preloadSignedInRoute('#/home');
    expect(mocks.discoveries).toBe(1);
  });

  it('starts the large lists the page reads for the role, and none for a page it may not open', () => {
    storeSession(tokenFor('SuperAdmin'), 'eva');
    preloadSignedInRoute('#/finanzas');
    expect(mocks.prefetch.mock.calls.map(([kind]) => kind)).toEqual(['cobro', 'documento']);
    mocks.prefetch.mockClear();
    storeSession(tokenFor('user_User'), 'ana');
    preloadSignedInRoute('#/finanzas');
    preloadSignedInRoute('#/home');
    expect(mocks.prefetch).not.toHaveBeenCalled();
  });

  it('starts the small GETs the page reads for the role, and none for a page it may not open', () => {
    storeSession(tokenFor('SuperAdmin'), 'eva');
    preloadSignedInRoute('#/finanzas');
    expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toEqual(['listar_historial_pago/']);
    mocks.prefetchGet.mockClear();
    storeSession(tokenFor('user_User'), 'ana');
    preloadSignedInRoute('#/finanzas');
    expect(mocks.prefetchGet).not.toHaveBeenCalled();
  });

  it.each([
    [false, ['cobro', 'documento'], ['list_client/', 'usuario/']],
    [true, [], ['list_client/', 'ext/resumen_x/?anio=hoy']],
  ])(
    'what a summary spares waits for the discovery and leaves only without it (offered: %s)',
    async (offered, lists, gets) => {
      mocks.offered = offered;
      storeSession(tokenFor('SuperAdmin'), 'eva');
      preloadSignedInRoute('#/resumida');
      // Before the discovery answers, only what the page reads either way has left.
      expect(mocks.prefetch.mock.calls.map(([kind]) => kind)).toEqual(['tarea']);
      expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toEqual(['list_client/']);
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mocks.prefetch.mock.calls.map(([kind]) => kind)).toEqual(['tarea', ...lists]);
      expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toEqual(gets);
    },
  );

  it('starts what the page reads instead for the address, each where its capability is listed', async () => {
    mocks.offered = true;
    storeSession(tokenFor('SuperAdmin'), 'eva');
    preloadSignedInRoute('#/resumida?anio=2025');
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toEqual([
      'list_client/',
      'ext/resumen_x/?anio=2025',
    ]);
  });

  it.each([
    [true, ['resumen_x 2025']],
    [false, []],
  ])(
    "starts the page's query for what it reads instead, only where it is offered (offered: %s)",
    async (offered, queries) => {
      mocks.offered = offered;
      mocks.query.mockClear();
      storeSession(tokenFor('SuperAdmin'), 'eva');
      preloadSignedInRoute('#/resumida?anio=2025');
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(mocks.query.mock.calls.map(([what]) => what)).toEqual(queries);
    },
  );

  it('Lista Pagos starts the payroll of the month and year its address names, as its query asks it', async () => {
    mocks.offered = true;
    storeSession(tokenFor('Admin'), 'ana');
    preloadSignedInRoute(`#${paths.pagos.list.to({ mes: 'marzo', anio: 2025 })}`);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toContain(liquidacionPath(2025, 'marzo'));
    expect(liquidacionPath(2025, 'marzo')).toBe('ext/liquidacion/?anio=2025&mes=marzo');
  });

  it("the Admin's Lista de Cobros starts the current month's cobros, as the list opens on it", async () => {
    mocks.offered = true;
    storeSession(tokenFor('Admin'), 'ana');
    preloadSignedInRoute(`#${paths.cobros.list.to()}`);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [anio, month] = agencyYearMonth();
    expect(mocks.prefetchGet.mock.calls.map(([path]) => path)).toContain(
      cobrosDelPeriodoPath(anio, MONTHS[month - 1]),
    );
    mocks.prefetchGet.mockClear();
    preloadSignedInRoute(`#${paths.cobros.list.to({ mes: 'todos' })}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      mocks.prefetchGet.mock.calls.map(([path]) => path).filter((path) => path.startsWith('listar_cobro/')),
    ).toEqual([]);
  });

  const cobrosListed = async (role: string, hash: string, offered: boolean) => {
    mocks.offered = offered;
    mocks.prefetch.mockClear();
    storeSession(tokenFor(role), 'ana');
    preloadSignedInRoute(hash);
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    return mocks.prefetch.mock.calls.map(([kind]) => kind);
  };

  it.each(['user_User', 'user_Supervisor', 'Admin'])(
    'Lista de Cobros on a month of a year (%s): the full list leaves only without resumenes',
    async (role) => {
      const hash = '#/gestCobro/listarCobros?anio=2026&mes=mayo';
      expect(await cobrosListed(role, hash, true)).toEqual([]);
      expect(await cobrosListed(role, hash, false)).toEqual(['cobro']);
    },
  );

  it.each([
    ['user_User', '#/gestCobro/listarCobros', ['cobro']],
    ['user_User', '#/gestCobro/listarCobros?mes=mayo', ['cobro']],
    ['Admin', '#/gestCobro/listarCobros', []],
    ['Admin', '#/gestCobro/listarCobros?mes=todos', ['cobro']],
    ['Admin', '#/gestCobro/listarCobros?mes=mayo', ['cobro']],
    ['Admin', '#/gestCobro/listarCobros?anio=1999&mes=mayo', ['cobro']],
  ])(
    'Lista de Cobros as %s at %s, resumenes offered, starts %j: the full list where every cobro shows',
    async (role, hash, lists) => {
      expect(await cobrosListed(role, hash, true)).toEqual(lists);
    },
  );
});
