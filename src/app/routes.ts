import { matchPath } from 'react-router-dom';
import { inGroup } from '../domain/roles';
import { CLIENT_FINANCE_ROUTES } from './route-table/client-finance';
import { COBRO_ROUTES } from './route-table/cobros';
import { COMMON_ROUTES } from './route-table/common';
import { RECORD_ROUTES } from './route-table/records';
import type { AppRoute, RouteAccess } from './route-table/types';

export type { AppRoute, PageModule, RouteAccess, Spared } from './route-table/types';

/**
 * Every route of the spec, once, gathered from the route table's areas (route-table/). The
 * router, the guard and the navbar all read this list.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  ...COMMON_ROUTES,
  ...COBRO_ROUTES,
  ...CLIENT_FINANCE_ROUTES,
  ...RECORD_ROUTES,
];

export function canAccess(access: RouteAccess, role: string | null | undefined): boolean {
  if (access === 'public' || access === 'all') return true;
  return inGroup(access, role);
}

export function findRoute(path: string): AppRoute | undefined {
  return APP_ROUTES.find((route) => route.path === path);
}

const routeOfPath = new Map<string, AppRoute | undefined>();

/**
 * A route's pattern for a concrete path ('/gestCobro/modificarCobro/7' → its AppRoute). Kept per
 * path: the layout and the navbar ask on every render, and matchPath compiles each pattern anew.
 */
export function routeForPath(pathname: string): AppRoute | undefined {
  if (!routeOfPath.has(pathname)) {
    if (routeOfPath.size > 200) routeOfPath.clear();
    routeOfPath.set(
      pathname,
      APP_ROUTES.find((route) => matchPath(route.path, pathname)),
    );
  }
  return routeOfPath.get(pathname);
}
