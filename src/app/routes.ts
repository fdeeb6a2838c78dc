import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ADMINS, COBRO_SCREENS, SUPER_ADMIN, inGroup, type Role } from '../domain/roles';
import { EARLY_GET_PATHS, type EarlyGetPath } from '../lib/early-get';
import type { LargeListKind } from '../lib/list-worker/list-paths';
import { paths } from '../lib/paths';
import type { Capacidad } from '../contract/capacidades';

/** Who may open a route (spec section 2, "Route access"). */
export type RouteAccess = 'public' | 'all' | readonly Role[];

export type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  /**
   * The page's heading, which is also its tab title and the breadcrumb's last step (the spec's
   * title where it gives one); the nav item that leads here may be named otherwise.
   */
  title: string;
  access: RouteAccess;
  /**
   * The extension the page is built on (shared/extensions.md): without it the route and its nav
   * item do not exist for the user, and a direct visit goes Home.
   */
  capacidad?: Capacidad;
  load: () => Promise<PageModule>;
  /**
   * The large lists the page reads for this role, started with its code on a cold load
   * (preload-route.ts), the largest first.
   */
  lists?: (role: string | null) => readonly LargeListKind[];
  /** The page's small GETs (lib/early-get.ts), started with its code on a cold load as its lists are. */
  gets?: (role: string | null) => readonly EarlyGetPath[];
  /**
   * Of the role's `lists` and `gets`, those the page does not read where the backend offers the
   * extension `by` (its summaries): on a cold load they wait for the discovery and leave only
   * without it.
   */
  spared?: (role: string | null) => Spared | null;
};

export type Spared = { by: Capacidad; lists: readonly LargeListKind[]; gets: readonly EarlyGetPath[] };

/** What the finance screens join, listar_cobro/ (77 MB at 100,000 cobros) first. */
const FINANCE_LISTS = ['cobro', 'documento', 'cobroEstimado', 'tarea'] as const;

/** The small lists the client payments and the comparison join (lib/queries/finance-sources.ts). */
const FINANCE_GETS = [EARLY_GET_PATHS.clientes, EARLY_GET_PATHS.montosExtra] as const;

/** With `resumenes` the SuperAdmin Home reads its cards from a summary: no cobro, no user. */
const HOME_SPARED: Spared = { by: 'resumenes', lists: ['cobro'], gets: [EARLY_GET_PATHS.usuarios] };

/** With `resumenes` the comparison reads a summary and the tasks (useComparativaRows). */
const COMPARATIVA_SPARED: Spared = {
  by: 'resumenes',
  lists: ['cobro', 'documento', 'cobroEstimado'],
  gets: FINANCE_GETS,
};

/** With `resumenes` Lista Pagos reads only its period's cobros (usePagosDelMes). */
const PAGOS_SPARED: Spared = { by: 'resumenes', lists: ['cobro'], gets: [] };

/** Every route of the spec, once. The router, the guard and the navbar all read this table. */
export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: paths.root.pattern,
    title: 'Iniciar Sesión',
    access: 'public',
    load: () => import('../features/auth/login-page'),
  },
  {
    path: paths.login.pattern,
    title: 'Iniciar Sesión',
    access: 'public',
    load: () => import('../features/auth/login-page'),
  },
  {
    path: paths.unauthorized.pattern,
    title: 'Acceso Denegado',
    access: 'public',
    load: () => import('../features/auth/unauthorized-page'),
  },

  {
    path: paths.home.pattern,
    title: 'Home',
    access: 'all',
    load: () => import('../features/home/home-page'),
    lists: (role) => (role === 'SuperAdmin' ? FINANCE_LISTS : role === 'user_Supervisor' ? ['cobro'] : []),
    // The SuperAdmin's dashboard charts the payments too, names the debtors and payers, and prices
    // 'Total Pagado' by the workers' roles.
    gets: (role) =>
      role === 'SuperAdmin'
        ? [
            EARLY_GET_PATHS.historialPago,
            EARLY_GET_PATHS.montosExtra,
            EARLY_GET_PATHS.usuarios,
            EARLY_GET_PATHS.clientes,
          ]
        : [],
    spared: (role) => (role === 'SuperAdmin' ? HOME_SPARED : null),
  },
  {
    path: paths.changePassword.pattern,
    title: 'Cambiar Contraseña',
    access: 'all',
    load: () => import('../features/auth/change-password-page'),
  },
  {
    path: paths.montosExtra.pattern,
    title: 'Montos Extra',
    access: 'all',
    load: () => import('../features/montos-extra/montos-extra-page'),
  },

  {
    path: paths.cobros.list.pattern,
    title: 'Lista de Cobros',
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/cobros-list-page'),
    lists: () => ['cobro'],
    // An Admin's list prices every worker's cobros by that worker's role.
    gets: (role) => (role === 'Admin' ? [EARLY_GET_PATHS.usuarios] : []),
  },
  {
    path: paths.cobros.insertar.pattern,
    title: 'Registrar Nuevo Cobro',
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/insertar-cobro-page'),
  },
  {
    path: paths.cobros.modificar.pattern,
    title: 'Modificar Cobro',
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/modificar-cobro-page'),
  },
  {
    path: paths.cobros.insertarPagoBill.pattern,
    title: 'Insertar Pago Bill',
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/insertar-pago-bill-page'),
  },

  {
    path: paths.roles.list.pattern,
    title: 'Lista de Usuarios',
    access: SUPER_ADMIN,
    load: () => import('../features/roles/usuarios-list-page'),
  },
  {
    path: paths.roles.modificar.pattern,
    title: 'Modificar Rol',
    access: SUPER_ADMIN,
    load: () => import('../features/roles/modificar-rol-page'),
  },
  {
    path: paths.pagosClientes.list.pattern,
    title: 'Pagos de Clientes',
    access: SUPER_ADMIN,
    load: () => import('../features/pagos-clientes/pagos-clientes-page'),
    lists: () => ['documento', 'cobroEstimado', 'tarea'],
    gets: () => FINANCE_GETS,
  },
  {
    path: paths.pagosClientes.historial.pattern,
    title: 'Historial de Pagos',
    access: SUPER_ADMIN,
    load: () => import('../features/pagos-clientes/historial-pagos-page'),
    gets: () => [EARLY_GET_PATHS.historialPago, EARLY_GET_PATHS.clientes],
  },

  {
    path: paths.trabajadores.list.pattern,
    title: 'Lista de Trabajadores',
    access: ADMINS,
    load: () => import('../features/trabajadores/trabajadores-list-page'),
  },
  {
    path: paths.trabajadores.insertar.pattern,
    title: 'Insertar Nuevo Usuario',
    access: ADMINS,
    load: () => import('../features/trabajadores/insertar-trabajador-page'),
  },
  {
    path: paths.trabajadores.modificar.pattern,
    title: 'Modificar Trabajador',
    access: ADMINS,
    load: () => import('../features/trabajadores/modificar-trabajador-page'),
  },
  {
    path: paths.agencias.list.pattern,
    title: 'Lista de Agencias',
    access: ADMINS,
    load: () => import('../features/agencias/agencias-list-page'),
  },
  {
    path: paths.agencias.insertar.pattern,
    title: 'Insertar Agencia',
    access: ADMINS,
    load: () => import('../features/agencias/insertar-agencia-page'),
  },
  {
    path: paths.clientes.list.pattern,
    title: 'Lista de Clientes',
    access: ADMINS,
    load: () => import('../features/clientes/clientes-list-page'),
    gets: () => [EARLY_GET_PATHS.clientes],
  },
  {
    path: paths.clientes.insertar.pattern,
    title: 'Insertar Nuevo Cliente',
    access: ADMINS,
    load: () => import('../features/clientes/insertar-cliente-page'),
  },
  {
    path: paths.clientes.modificar.pattern,
    title: 'Modificar Cliente',
    access: ADMINS,
    load: () => import('../features/clientes/modificar-cliente-page'),
  },
  {
    path: paths.documentacion.list.pattern,
    title: 'Lista de Documentos',
    access: ADMINS,
    load: () => import('../features/documentacion/documentos-list-page'),
    lists: () => ['documento'],
  },
  {
    path: paths.documentacion.insertar.pattern,
    title: 'Insertar Documentación',
    access: ADMINS,
    load: () => import('../features/documentacion/insertar-documentacion-page'),
  },
  {
    path: paths.documentacion.modificar.pattern,
    title: 'Modificar Documentación',
    access: ADMINS,
    load: () => import('../features/documentacion/modificar-documentacion-page'),
  },
  {
    path: paths.pagos.list.pattern,
    title: 'Lista Pagos',
    access: ADMINS,
    load: () => import('../features/pagos/pagos-list-page'),
    lists: () => ['cobro'],
    // The workers, to name each one's payments.
    gets: () => [EARLY_GET_PATHS.usuarios],
    spared: () => PAGOS_SPARED,
  },
  {
    path: paths.pagos.insertar.pattern,
    title: 'Asignar Pago a Trabajador',
    access: ADMINS,
    load: () => import('../features/pagos/asignar-pago-page'),
  },
  {
    path: paths.pagos.modificar.pattern,
    title: 'Modificar Cobro',
    access: ADMINS,
    load: () => import('../features/pagos/modificar-pago-page'),
  },
  {
    path: paths.pagos.detallados.pattern,
    title: 'Pagos del Trabajador',
    access: ADMINS,
    load: () => import('../features/pagos/pago-detalle-page'),
    lists: () => ['cobro'],
  },
  {
    path: paths.pagos.liquidacion.pattern,
    title: 'Liquidación del mes',
    access: ADMINS,
    capacidad: 'cierre_mes',
    load: () => import('../features/liquidacion/liquidacion-page'),
  },
  {
    path: paths.pagos.registros.pattern,
    title: 'Detalle del Cobro',
    access: ADMINS,
    load: () => import('../features/pagos/registros-cobro-page'),
  },
  {
    path: paths.pagosClientes.comparativa.pattern,
    title: 'Comparativa Total a Cobrar',
    access: ADMINS,
    load: () => import('../features/comparativa/comparativa-page'),
    lists: () => FINANCE_LISTS,
    gets: () => FINANCE_GETS,
    spared: () => COMPARATIVA_SPARED,
  },
  {
    path: paths.pagosClientes.estadoCuenta.pattern,
    title: 'Estado de cuenta',
    access: SUPER_ADMIN,
    capacidad: 'estado_cuenta',
    load: () => import('../features/estado-cuenta/estado-cuenta-page'),
  },
  {
    path: paths.historialCambios.pattern,
    title: 'Historial de cambios',
    access: SUPER_ADMIN,
    capacidad: 'auditoria',
    load: () => import('../features/historial-cambios/historial-cambios-page'),
  },
];

export function canAccess(access: RouteAccess, role: string | null | undefined): boolean {
  if (access === 'public' || access === 'all') return true;
  return inGroup(access, role);
}

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

/** A route's pattern for a concrete path ('/gestCobro/modificarCobro/7' → its AppRoute). */
export function routeForPath(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath(route.path, pathname));
}
