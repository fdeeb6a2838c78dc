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
  onPath('Historial de cambios', paths.historialCambios),
  inSection('Pagos', paths.pagos.list),
  // Within the Pagos section (its path is under /gestPago), shown beside Pagos everywhere but on itself.
  onPath('Liquidación', paths.pagos.liquidacion),
  inSection('Trabajadores', paths.trabajadores.list),
  inSection('Clientes', paths.clientes.list),
  inSection('Agencias', paths.agencias.list),
  inSection('Documentación', paths.documentacion.list),
];

const PRIMARY_COUNT = 2;

const NONE: CapacidadSet = new Set();

const holds = (item: NavItem, pathname: string) =>
  item.section.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The nav item that leads to a path: the first whose section holds it; else the first whose page
 * shares its first segment (a client's statement under /superVisarPagoCliente is reached from the
 * client payments); else none (Cambiar Contraseña, Montos Extra hang off Home).
 */
export function navItemFor(pathname: string): NavItem | undefined {
  const segment = pathname.split('/')[1];
  return (
    NAV_ITEMS.find((item) => holds(item, pathname)) ??
    NAV_ITEMS.find((item) => item.to.split('/')[1] === segment)
  );
}

/**
 * Where the navbar marks the current section. The spec hides the current section's own item, so
 * the mark goes on what is left: the item itself when it is shown (a page reached from it but
 * outside its hidden section), 'Más' when the item belongs in the dropdown, and otherwise only the
 * breadcrumb (Home and Cobros, whose place in the bar stays empty).
 */
export type NavCurrent = { item: NavItem | null; shown: boolean; inMore: boolean };

/**
 * The items a role sees on a path: hidden when in their own section; the first two are primary.
 * An item whose page is built on an extension shows only where the backend offers it.
 */
export function navFor(role: string | null | undefined, pathname: string, offered: CapacidadSet = NONE) {
  const forRole = NAV_ITEMS.filter((item) => {
    const route = findRoute(item.to);
    if (!route || !canAccess(route.access, role)) return false;
    return !route.capacidad || offered.has(route.capacidad);
  });
  const visible = forRole.filter((item) => !holds(item, pathname));
  const primary = visible.slice(0, PRIMARY_COUNT);
  const more = visible.slice(PRIMARY_COUNT);
  const found = navItemFor(pathname);
  const item = found && forRole.includes(found) ? found : null;
  const shown = item !== null && visible.includes(item);
  // A hidden item is placed where it would stand among the role's items.
  const inMore = item !== null && (shown ? more.includes(item) : forRole.indexOf(item) >= PRIMARY_COUNT);
  const current: NavCurrent = { item, shown, inMore };
  return { primary, more, current };
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
  const item = navItemFor(pathname) ?? HOME_ITEM;
  return {
    section: item.label === route.title ? null : { label: item.label, to: item.to },
    page: route.title,
  };
}
