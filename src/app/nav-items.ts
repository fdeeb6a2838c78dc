import { paths, sectionOf } from '../lib/paths';
import { canAccess, findRoute, routeForPath } from './routes';
import type { CapacidadSet } from '../lib/capacidades';

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

const NONE: CapacidadSet = new Set();

/**
 * The items a role sees on a path: hidden when in their own section; the first two are primary.
 * An item whose page is built on an extension shows only where the backend offers it.
 */
export function navFor(role: string | null | undefined, pathname: string, offered: CapacidadSet = NONE) {
  const visible = NAV_ITEMS.filter((item) => {
    const route = findRoute(item.to);
    if (!route || !canAccess(route.access, role)) return false;
    if (route.capacidad && !offered.has(route.capacidad)) return false;
    return !item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  return { primary: visible.slice(0, PRIMARY_COUNT), more: visible.slice(PRIMARY_COUNT) };
}

export type Breadcrumb = {
  /** The section the page belongs to, linking to its first page; absent on that page itself. */
  section: { label: string; to: string } | null;
  page: string;
};

const HOME_ITEM = NAV_ITEMS[0];

/**
 * 'Where am I': the nav item whose section holds the path, then the page's title.
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
