import type { ComponentType } from 'react';
import { ADMINS, COBRO_SCREENS, SUPER_ADMIN, inGroup, type Role } from '../domain/roles';
import { paths, sectionOf } from '../lib/paths';

/** Who may open a route (spec section 2, "Route access"). */
export type RouteAccess = 'public' | 'all' | readonly Role[];

export type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  access: RouteAccess;
  load: () => Promise<PageModule>;
};

/** Every route of the spec, once. The router, the guard and the navbar all read this table. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: paths.root.pattern, access: 'public', load: () => import('../features/auth/login-page') },
  { path: paths.login.pattern, access: 'public', load: () => import('../features/auth/login-page') },
  {
    path: paths.unauthorized.pattern,
    access: 'public',
    load: () => import('../features/auth/unauthorized-page'),
  },

  { path: paths.home.pattern, access: 'all', load: () => import('../features/home/home-page') },
  {
    path: paths.changePassword.pattern,
    access: 'all',
    load: () => import('../features/auth/change-password-page'),
  },
  {
    path: paths.montosExtra.pattern,
    access: 'all',
    load: () => import('../features/montos-extra/montos-extra-page'),
  },

  {
    path: paths.cobros.list.pattern,
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/cobros-list-page'),
  },
  {
    path: paths.cobros.insertar.pattern,
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/insertar-cobro-page'),
  },
  {
    path: paths.cobros.modificar.pattern,
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/modificar-cobro-page'),
  },
  {
    path: paths.cobros.insertarPagoBill.pattern,
    access: COBRO_SCREENS,
    load: () => import('../features/cobros/insertar-pago-bill-page'),
  },

  {
    path: paths.roles.list.pattern,
    access: SUPER_ADMIN,
    load: () => import('../features/roles/usuarios-list-page'),
  },
  {
    path: paths.roles.modificar.pattern,
    access: SUPER_ADMIN,
    load: () => import('../features/roles/modificar-rol-page'),
  },
  {
    path: paths.pagosClientes.list.pattern,
    access: SUPER_ADMIN,
    load: () => import('../features/pagos-clientes/pagos-clientes-page'),
  },
  {
    path: paths.pagosClientes.historial.pattern,
    access: SUPER_ADMIN,
    load: () => import('../features/pagos-clientes/historial-pagos-page'),
  },

  {
    path: paths.trabajadores.list.pattern,
    access: ADMINS,
    load: () => import('../features/trabajadores/trabajadores-list-page'),
  },
  {
    path: paths.trabajadores.insertar.pattern,
    access: ADMINS,
    load: () => import('../features/trabajadores/insertar-trabajador-page'),
  },
  {
    path: paths.trabajadores.modificar.pattern,
    access: ADMINS,
    load: () => import('../features/trabajadores/modificar-trabajador-page'),
  },
  {
    path: paths.agencias.list.pattern,
    access: ADMINS,
    load: () => import('../features/agencias/agencias-list-page'),
  },
  {
    path: paths.agencias.insertar.pattern,
    access: ADMINS,
    load: () => import('../features/agencias/insertar-agencia-page'),
  },
  {
    path: paths.clientes.list.pattern,
    access: ADMINS,
    load: () => import('../features/clientes/clientes-list-page'),
  },
  {
    path: paths.clientes.insertar.pattern,
    access: ADMINS,
    load: () => import('../features/clientes/insertar-cliente-page'),
  },
  {
    path: paths.clientes.modificar.pattern,
    access: ADMINS,
    load: () => import('../features/clientes/modificar-cliente-page'),
  },
  {
    path: paths.documentacion.list.pattern,
    access: ADMINS,
    load: () => import('../features/documentacion/documentos-list-page'),
  },
  {
    path: paths.documentacion.insertar.pattern,
    access: ADMINS,
    load: () => import('../features/documentacion/insertar-documentacion-page'),
  },
  {
    path: paths.documentacion.modificar.pattern,
    access: ADMINS,
    load: () => import('../features/documentacion/modificar-documentacion-page'),
  },
  { path: paths.pagos.list.pattern, access: ADMINS, load: () => import('../features/pagos/pagos-list-page') },
  {
    path: paths.pagos.insertar.pattern,
    access: ADMINS,
    load: () => import('../features/pagos/asignar-pago-page'),
  },
  {
    path: paths.pagos.modificar.pattern,
    access: ADMINS,
    load: () => import('../features/pagos/modificar-pago-page'),
  },
  {
    path: paths.pagos.detallados.pattern,
    access: ADMINS,
    load: () => import('../features/pagos/pago-detalle-page'),
  },
  {
    path: paths.pagos.registros.pattern,
    access: ADMINS,
    load: () => import('../features/pagos/registros-cobro-page'),
  },
  {
    path: paths.pagosClientes.comparativa.pattern,
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
