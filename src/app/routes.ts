import type { ComponentType } from 'react';
import type { Role } from '../domain/roles';

/** Who may open a route (spec section 2, "Route access"). */
export type RouteAccess = 'public' | 'all' | readonly Role[];

export type PageModule = { default: ComponentType };

export type AppRoute = {
  path: string;
  access: RouteAccess;
  load: () => Promise<PageModule>;
};

const NOT_SUPERADMIN = ['Admin', 'user_User', 'user_Supervisor', 'user_Supervisado'] as const;
const SUPERADMIN = ['SuperAdmin'] as const;
const ADMINS = ['SuperAdmin', 'Admin'] as const;

const comingSoon = () => import('../components/coming-soon-page');

/** Every route of the spec, once. The router, the guard and the navbar all read this table. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', access: 'public', load: () => import('../features/auth/login-page') },
  { path: '/login', access: 'public', load: () => import('../features/auth/login-page') },
  { path: '/unauthorized', access: 'public', load: () => import('../features/auth/unauthorized-page') },

  { path: '/home', access: 'all', load: () => import('../features/home/home-page') },
  { path: '/changerPassword', access: 'all', load: () => import('../features/auth/change-password-page') },
  { path: '/monto_extra', access: 'all', load: () => import('../features/montos-extra/montos-extra-page') },

  {
    path: '/gestCobro/listarCobros',
    access: NOT_SUPERADMIN,
    load: () => import('../features/cobros/cobros-list-page'),
  },
  {
    path: '/gestCobro/insertarCobro',
    access: NOT_SUPERADMIN,
    load: () => import('../features/cobros/insertar-cobro-page'),
  },
  {
    path: '/gestCobro/modificarCobro/:id',
    access: NOT_SUPERADMIN,
    load: () => import('../features/cobros/modificar-cobro-page'),
  },
  {
    path: '/gestCobro/insertarPagoCobroBill',
    access: NOT_SUPERADMIN,
    load: () => import('../features/cobros/insertar-pago-bill-page'),
  },

  {
    path: '/gestRol/listaUsuarios',
    access: SUPERADMIN,
    load: () => import('../features/roles/usuarios-list-page'),
  },
  { path: '/modificarRol/:id', access: SUPERADMIN, load: () => import('../features/roles/modify-rol-page') },
  {
    path: '/superVisarPagoCliente/listarPagosClientes',
    access: SUPERADMIN,
    load: () => import('../features/pagos-clientes/pagos-clientes-page'),
  },
  {
    path: '/superVisarPagoCliente/modificarPagoCliente',
    access: SUPERADMIN,
    load: () => import('../features/pagos-clientes/historial-pagos-page'),
  },

  {
    path: '/gestTrabajador/listaTrabajadores',
    access: ADMINS,
    load: () => import('../features/trabajadores/trabajadores-list-page'),
  },
  {
    path: '/gestTrabajador/insertarTrabajador',
    access: ADMINS,
    load: () => import('../features/trabajadores/insert-trabajador-page'),
  },
  {
    path: '/gestTrabajador/modificarTrabajador/:id',
    access: ADMINS,
    load: () => import('../features/trabajadores/modify-trabajador-page'),
  },
  {
    path: '/gestAgencia/listarAgencias',
    access: ADMINS,
    load: () => import('../features/agencias/agencias-list-page'),
  },
  {
    path: '/gestAgencia/insertarAgencia',
    access: ADMINS,
    load: () => import('../features/agencias/insertar-agencia-page'),
  },
  {
    path: '/gestCliente/listarClientes',
    access: ADMINS,
    load: () => import('../features/clientes/clientes-list-page'),
  },
  {
    path: '/gestCliente/insertarCliente',
    access: ADMINS,
    load: () => import('../features/clientes/insertar-cliente-page'),
  },
  {
    path: '/gestCliente/modificarCliente/:id',
    access: ADMINS,
    load: () => import('../features/clientes/modificar-cliente-page'),
  },
  {
    path: '/gestDocumentacion/listarDocumentacion',
    access: ADMINS,
    load: () => import('../features/documentacion/documentos-list-page'),
  },
  {
    path: '/gestDocumentacion/insertarDocumentacion',
    access: ADMINS,
    load: () => import('../features/documentacion/insertar-documentacion-page'),
  },
  {
    path: '/gestDocumentacion/modificarDocumentacion/:id',
    access: ADMINS,
    load: () => import('../features/documentacion/modificar-documentacion-page'),
  },
  { path: '/gestPago/listarPagosCobros', access: ADMINS, load: comingSoon },
  { path: '/gestPago/insertarPagoCobros', access: ADMINS, load: comingSoon },
  { path: '/gestPago/modificarPagoCobros/:id', access: ADMINS, load: comingSoon },
  { path: '/gestPago/listarPagosCobrosDetallados/:userId', access: ADMINS, load: comingSoon },
  { path: '/gestPago/listarRegistrosDeCobros/:cobroId', access: ADMINS, load: comingSoon },
  {
    path: '/superVisarPagoCliente/comparativaTotalCobrar',
    access: ADMINS,
    load: () => import('../features/comparativa/comparativa-page'),
  },
];

export function canAccess(access: RouteAccess, role: string | null | undefined): boolean {
  if (access === 'public' || access === 'all') return true;
  return !!role && (access as readonly string[]).includes(role);
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

/**
 * The navbar's items in the spec's order (section 2, "Navigation bar"). Each item's roles come
 * from its route's access, so a role never sees a link it may not open.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: '/home', section: ['/home'] },
  { label: 'Cobros', to: '/gestCobro/listarCobros', section: ['/gestCobro'] },
  {
    label: 'Cobros',
    to: '/superVisarPagoCliente/listarPagosClientes',
    section: ['/superVisarPagoCliente/listarPagosClientes'],
  },
  {
    label: 'Historial de Cobros',
    to: '/superVisarPagoCliente/modificarPagoCliente',
    section: ['/superVisarPagoCliente/modificarPagoCliente'],
  },
  { label: 'Rol', to: '/gestRol/listaUsuarios', section: ['/gestRol', '/modificarRol'] },
  {
    label: 'Comparativa',
    to: '/superVisarPagoCliente/comparativaTotalCobrar',
    section: ['/superVisarPagoCliente/comparativaTotalCobrar'],
  },
  { label: 'Pagos', to: '/gestPago/listarPagosCobros', section: ['/gestPago'] },
  { label: 'Trabajadores', to: '/gestTrabajador/listaTrabajadores', section: ['/gestTrabajador'] },
  { label: 'Clientes', to: '/gestCliente/listarClientes', section: ['/gestCliente'] },
  { label: 'Agencias', to: '/gestAgencia/listarAgencias', section: ['/gestAgencia'] },
  { label: 'Documentación', to: '/gestDocumentacion/listarDocumentacion', section: ['/gestDocumentacion'] },
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
