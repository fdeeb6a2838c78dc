import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { ADMINS, COBRO_SCREENS, SUPER_ADMIN, inGroup, type Role } from '../domain/roles';
import { paths, sectionOf } from '../lib/paths';

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
  load: () => Promise<PageModule>;
};

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
  },
  {
    path: paths.pagosClientes.historial.pattern,
    title: 'Historial de Pagos',
    access: SUPER_ADMIN,
    load: () => import('../features/pagos-clientes/historial-pagos-page'),
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
  },
];

export function canAccess(access: RouteAccess, role: string | null | undefined): boolean {
  if (access === 'public' || access === 'all') return true;
  return inGroup(access, role);
}

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

export type NavItem = {
  label: string;
  to: string;
  /** Paths that belong to the item's section; the navbar hides the item while the user is in it. */
  section: readonly string[];
};

/** An item whose section is its path's first segment. */
const inSection = (label: string, path: { pattern: string }): NavItem => ({
  label,
  to: path.pattern,
  section: [sectionOf(path)],
});
/** An item that is hidden only on its own path. */
const onPath = (label: string, path: { pattern: string }): NavItem => ({
  label,
  to: path.pattern,
  section: [path.pattern],
});

/**
 * The navbar's items in the spec's order (section 2, "Navigation bar"). Each item's roles come
 * from its route's access, so a role never sees a link it may not open.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  inSection('Home', paths.home),
  inSection('Cobros', paths.cobros.list),
  onPath('Cobros', paths.pagosClientes.list),
  onPath('Historial de Cobros', paths.pagosClientes.historial),
  {
    ...inSection('Rol', paths.roles.list),
    section: [sectionOf(paths.roles.list), sectionOf(paths.roles.modificar)],
  },
  onPath('Comparativa', paths.pagosClientes.comparativa),
  inSection('Pagos', paths.pagos.list),
  inSection('Trabajadores', paths.trabajadores.list),
  inSection('Clientes', paths.clientes.list),
  inSection('Agencias', paths.agencias.list),
  inSection('Documentación', paths.documentacion.list),
];

const PRIMARY_COUNT = 2;

/** The items a role sees on a path: hidden when in their own section; the first two are primary. */
export function navFor(role: string | null | undefined, pathname: string) {
  const visible = NAV_ITEMS.filter((item) => {
    const route = findRoute(item.to);
    if (!route || !canAccess(route.access, role)) return false;
    return !item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return { primary: visible.slice(0, PRIMARY_COUNT), more: visible.slice(PRIMARY_COUNT) };
}

export type Breadcrumb = {
  /** The section the page belongs to, linking to its first page; absent on that page itself. */
  section: { label: string; to: string } | null;
  page: string;
};

/** A route's pattern for a concrete path ('/gestCobro/modificarCobro/7' → its AppRoute). */
export function routeForPath(pathname: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => matchPath(route.path, pathname));
}

const HOME_ITEM = NAV_ITEMS[0];

/**
 * 'Where am I' (issue 15): the nav item whose section holds the path, then the page's title.
 * Pages outside every nav section (Cambiar Contraseña, Montos Extra) hang off Home. A section
 * named as its page (Home) is left out, as it would only repeat it.
 */
export function breadcrumbFor(pathname: string): Breadcrumb | null {
  const route = routeForPath(pathname);
  if (!route || route.access === 'public') return null;
  const item =
    NAV_ITEMS.find((candidate) =>
      candidate.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
    ) ?? HOME_ITEM;
  return {
    section: item.label === route.title ? null : { label: item.label, to: item.to },
    page: route.title,
  };
}
