import { screen, waitFor } from '@testing-library/react';
import { LARGE_LIST_PATHS } from '../lib/list-worker/list-paths';
import { APP_ROUTES, canAccess } from './routes';
import { breadcrumbFor, navFor } from './nav-items';
import { ROLES } from '../domain/roles';
import { http, HttpResponse } from 'msw';
import { renderApp, signIn } from '../test/render-app';
import { offerCapacidades, server } from '../test/msw-server';
import { refreshSession } from '../lib/session';

/** The spec's section 2 table, written out literally so the route table is checked against it. */
const SPEC_ACCESS: Record<string, 'public' | 'all' | string[]> = {
  '/': 'public',
  '/login': 'public',
  '/unauthorized': 'public',
  '/home': 'all',
  '/changerPassword': 'all',
  '/monto_extra': 'all',
  ...Object.fromEntries(
    [
      '/gestCobro/listarCobros',
      '/gestCobro/insertarCobro',
      '/gestCobro/modificarCobro/:id',
      '/gestCobro/insertarPagoCobroBill',
    ].map((path) => [path, ['Admin', 'user_User', 'user_Supervisor', 'user_Supervisado']]),
  ),
  ...Object.fromEntries(
    [
      '/gestRol/listaUsuarios',
      '/modificarRol/:id',
      '/superVisarPagoCliente/listarPagosClientes',
      '/superVisarPagoCliente/modificarPagoCliente',
    ].map((path) => [path, ['SuperAdmin']]),
  ),
  ...Object.fromEntries(
    [
      '/gestTrabajador/listaTrabajadores',
      '/gestTrabajador/insertarTrabajador',
      '/gestTrabajador/modificarTrabajador/:id',
      '/gestAgencia/listarAgencias',
      '/gestAgencia/insertarAgencia',
      '/gestCliente/listarClientes',
      '/gestCliente/insertarCliente',
      '/gestCliente/modificarCliente/:id',
      '/gestDocumentacion/listarDocumentacion',
      '/gestDocumentacion/insertarDocumentacion',
      '/gestDocumentacion/modificarDocumentacion/:id',
      '/gestPago/listarPagosCobros',
      '/gestPago/insertarPagoCobros',
      '/gestPago/modificarPagoCobros/:id',
      '/gestPago/listarPagosCobrosDetallados/:userId',
      '/gestPago/listarRegistrosDeCobros/:cobroId',
      '/superVisarPagoCliente/comparativaTotalCobrar',
    ].map((path) => [path, ['SuperAdmin', 'Admin']]),
  ),
};

/** The pages built on an extension (shared/extensions.md): their roles and the capability they need. */
const EXT_ACCESS: Record<string, { roles: string[]; capacidad: string }> = {
  '/gestPago/liquidacion': { roles: ['SuperAdmin', 'Admin'], capacidad: 'cierre_mes' },
  '/historialCambios': { roles: ['SuperAdmin'], capacidad: 'auditoria' },
  '/superVisarPagoCliente/estadoCuenta/:clienteId': { roles: ['SuperAdmin'], capacidad: 'estado_cuenta' },
};

const ACCESS: Record<string, 'public' | 'all' | string[]> = {
  ...SPEC_ACCESS,
  ...Object.fromEntries(Object.entries(EXT_ACCESS).map(([path, { roles }]) => [path, roles])),
};

describe('route table', () => {
  it('holds exactly the routes of the spec, and the extensions’ pages each with its capability', () => {
    const spec = APP_ROUTES.filter((route) => !route.capacidad);
    expect(spec.map((route) => route.path).sort()).toEqual(Object.keys(SPEC_ACCESS).sort());
    const ext = APP_ROUTES.filter((route) => route.capacidad);
    expect(Object.fromEntries(ext.map((route) => [route.path, route.capacidad]))).toEqual(
      Object.fromEntries(Object.entries(EXT_ACCESS).map(([path, { capacidad }]) => [path, capacidad])),
    );
  });

  it.each(APP_ROUTES.map((route) => [route.path, route]))(
    '%s allows exactly the spec roles',
    (path, route) => {
      const spec = ACCESS[path];
      for (const role of ROLES) {
        const expected = spec === 'public' || spec === 'all' || spec.includes(role);
        expect(canAccess(route.access, role), `${role} on ${path}`).toBe(expected);
      }
      expect(canAccess(route.access, null)).toBe(spec === 'public' || spec === 'all');
    },
  );
});

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '5');

describe('large lists started with a page', () => {
  const listsOf = (path: string, role: string) =>
    APP_ROUTES.find((route) => route.path === path)?.lists?.(role) ?? [];

  it('names the worker lists each screen reads, for the role that opens it', () => {
    expect(listsOf('/gestCobro/listarCobros', 'user_User')).toEqual(['cobro']);
    expect(listsOf('/home', 'SuperAdmin')).toEqual(['cobro', 'documento', 'cobroEstimado', 'tarea']);
    expect(listsOf('/home', 'user_Supervisor')).toEqual(['cobro']);
    expect(listsOf('/home', 'Admin')).toEqual([]);
    expect(listsOf('/gestRol/listaUsuarios', 'SuperAdmin')).toEqual([]);
  });

  // What a page asks for on its first load, against what its route starts for it from the entry:
  // a list the table forgot would leave only after the page's code, React and the query layer.
  it.each([
    ['/home', 'SuperAdmin', 'Cobrado y estimado por mes'],
    ['/superVisarPagoCliente/listarPagosClientes', 'SuperAdmin', 'Pagos de Clientes'],
    ['/superVisarPagoCliente/comparativaTotalCobrar', 'SuperAdmin', 'Comparativa'],
    ['/gestCobro/listarCobros', 'Admin', 'Lista de Cobros'],
    ['/gestPago/listarPagosCobros', 'Admin', 'Lista Pagos'],
    ['/superVisarPagoCliente/modificarPagoCliente', 'SuperAdmin', 'Historial de Pagos'],
    ['/gestDocumentacion/listarDocumentacion', 'Admin', 'Lista de Documentos'],
  ])(
    '%s, as %s, starts early every list its page reads',
    async (path, role, heading) => {
      const requested = new Set<string>();
      const onRequest = ({ request }: { request: Request }) => {
        const { pathname } = new URL(request.url);
        if (request.method === 'GET') requested.add(pathname.replace(/^.*\/api\//, ''));
      };
      server.events.on('request:start', onRequest);
      server.use(http.get(/\/api\//, () => HttpResponse.json([])));
      try {
        signIn(role);
        renderApp(path);
        expect(
          await screen.findByRole('heading', { name: new RegExp(heading) }, { timeout: 15_000 }),
        ).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument(), {
          timeout: 15_000,
        });
        const route = APP_ROUTES.find((candidate) => candidate.path === path)!;
        const started = [
          ...(route.lists?.(role) ?? []).map((kind) => LARGE_LIST_PATHS[kind]),
          ...(route.gets?.(role) ?? []),
          'verify-token/',
          'ext/capacidades/',
        ];
        expect([...requested].filter((asked) => !started.includes(asked))).toEqual([]);
        expect(requested).toContain(started[0]);
      } finally {
        server.events.removeListener('request:start', onRequest);
      }
      // The first page a run shows loads every module it imports: on a busy machine, seconds.
    },
    40_000,
  );
});

describe('guard', () => {
  // These tests are about access, not content: any data a page asks for is an empty list.
  beforeEach(() => server.use(http.get(/\/api\//, () => HttpResponse.json([]))));

  it('without a session sends every protected route to the login screen', async () => {
    renderApp('/gestCliente/listarClientes');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('both / and /login show the login screen', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('an unknown path goes to /home', async () => {
    signIn('Admin');
    const { location } = renderApp('/no/existe');
    expect(await screen.findByRole('heading', { name: /Ana Pérez/ })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/home');
  });

  it('an undecodable token goes to /unauthorized', async () => {
    localStorage.setItem('auth', 'basura');
    refreshSession();
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Acceso Denegado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/home');
  });

  const forbidden = APP_ROUTES.flatMap((route) =>
    ROLES.filter((role) => !canAccess(route.access, role)).map((role) => [role, route.path] as const),
  );
  it.each(forbidden)('%s is sent from %s to /unauthorized', async (role, path) => {
    signIn(role);
    const { location } = renderApp(concrete(path));
    expect(await screen.findByRole('heading', { name: 'Acceso Denegado' })).toBeInTheDocument();
    expect(location.current.pathname).toBe('/unauthorized');
  });

  const allowed = APP_ROUTES.filter((route) => route.access !== 'public').flatMap((route) =>
    ROLES.filter((role) => canAccess(route.access, role)).map((role) => [role, route.path] as const),
  );
  it.each(allowed)('%s may open %s', async (role, path) => {
    const capacidad = APP_ROUTES.find((route) => route.path === path)?.capacidad;
    if (capacidad) offerCapacidades(capacidad);
    signIn(role);
    const { location } = renderApp(concrete(path));
    expect(await screen.findByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    expect(location.current.pathname).toBe(concrete(path));
  });
});

describe('navFor', () => {
  const labels = (items: { label: string; to: string }[]) => items.map((item) => `${item.label} ${item.to}`);

  it('SuperAdmin: Cobros goes to the client payments, and every dropdown item', () => {
    const { primary, more } = navFor('SuperAdmin', '/changerPassword');
    expect(labels(primary)).toEqual(['Home /home', 'Cobros /superVisarPagoCliente/listarPagosClientes']);
    expect(more.map((item) => item.label)).toEqual([
      'Historial de Cobros',
      'Rol',
      'Comparativa',
      'Pagos',
      'Trabajadores',
      'Clientes',
      'Agencias',
      'Documentación',
    ]);
  });

  it('Admin: Cobros list and the shared admin items, no SuperAdmin items', () => {
    const { primary, more } = navFor('Admin', '/changerPassword');
    expect(labels(primary)).toEqual(['Home /home', 'Cobros /gestCobro/listarCobros']);
    expect(more.map((item) => item.label)).toEqual([
      'Comparativa',
      'Pagos',
      'Trabajadores',
      'Clientes',
      'Agencias',
      'Documentación',
    ]);
  });

  it.each(['user_User', 'user_Supervisor', 'user_Supervisado'])('%s: Home and Cobros only', (role) => {
    const { primary, more } = navFor(role, '/changerPassword');
    expect(labels(primary)).toEqual(['Home /home', 'Cobros /gestCobro/listarCobros']);
    expect(more).toEqual([]);
  });

  it("shows 'Liquidación' right after 'Pagos' to Admin and SuperAdmin only where the backend offers cierre_mes", () => {
    const cierreMes = new Set(['cierre_mes'] as const);
    for (const role of ['SuperAdmin', 'Admin']) {
      const without = navFor(role, '/changerPassword').more.map((item) => item.label);
      expect(without, role).not.toContain('Liquidación');
      const offered = navFor(role, '/changerPassword', cierreMes).more;
      const labels = offered.map((item) => item.label);
      expect(labels[labels.indexOf('Pagos') + 1], role).toBe('Liquidación');
      expect(offered.find((item) => item.label === 'Liquidación')?.to).toBe('/gestPago/liquidacion');
    }
    for (const role of ['user_User', 'user_Supervisor', 'user_Supervisado', null]) {
      const { primary, more } = navFor(role, '/changerPassword', cierreMes);
      expect(
        [...primary, ...more].map((item) => item.label),
        String(role),
      ).not.toContain('Liquidación');
    }
  });

  it("keeps 'Liquidación' in the Pagos section: its breadcrumb reads Pagos, and Pagos links to it", () => {
    const cierreMes = new Set(['cierre_mes'] as const);
    const onPagos = navFor('Admin', '/gestPago/listarPagosCobros', cierreMes);
    expect([...onPagos.primary, ...onPagos.more].map((item) => item.label)).toContain('Liquidación');
    const onLiquidacion = navFor('Admin', '/gestPago/liquidacion', cierreMes);
    expect([...onLiquidacion.primary, ...onLiquidacion.more].map((item) => item.label)).not.toContain(
      'Liquidación',
    );
    expect(breadcrumbFor('/gestPago/liquidacion')).toEqual({
      section: { label: 'Pagos', to: '/gestPago/listarPagosCobros' },
      page: 'Liquidación del mes',
    });
  });

  it('hides the current section and promotes the next item', () => {
    const onHome = navFor('Admin', '/home');
    expect(onHome.primary.map((item) => item.label)).toEqual(['Cobros', 'Comparativa']);
    const onCobros = navFor('user_User', '/gestCobro/insertarCobro');
    expect(onCobros.primary.map((item) => item.label)).toEqual(['Home']);
    const onClients = navFor('Admin', '/gestCliente/modificarCliente/3');
    expect([...onClients.primary, ...onClients.more].map((item) => item.label)).not.toContain('Clientes');
  });
});
