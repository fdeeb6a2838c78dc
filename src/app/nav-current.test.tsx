import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getSessionSnapshot } from '../lib/session';
import { signIn } from '../test/render-app';
import { AppNavbar } from './app-navbar';
import { AppBreadcrumb } from './app-breadcrumb';
import { breadcrumbFor, NAV_ITEMS, navFor } from './nav-items';
import { APP_ROUTES } from './routes';

function renderShell(role: string, path: string) {
  signIn(role);
  const session = getSessionSnapshot();
  if (session.status !== 'valid') throw new Error('sin sesión');
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppNavbar user={session.user} onLogout={vi.fn()} />
      <AppBreadcrumb />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Principal' }));
}

const trail = () => within(screen.getByRole('navigation', { name: 'Ruta de navegación' }));

describe('the navbar marks the section the user is in', () => {
  it("marks 'Más' when the current section's item is in the dropdown (Admin on a Pagos page)", async () => {
    const nav = renderShell('Admin', '/gestPago/listarPagosCobrosDetallados/4');
    const more = nav.getByRole('button', { name: /^Más ?\(sección actual\)$/ });
    expect(more).toHaveClass('active');
    // The spec hides the section's own item: the dropdown lists every other one, none marked.
    await userEvent.setup().click(more);
    expect(nav.queryByRole('link', { name: 'Pagos' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Trabajadores' })).not.toHaveAttribute('aria-current');
    expect(trail().getByRole('link', { name: 'Pagos' }).closest('li')).toHaveClass('app-breadcrumb-section');
  });

  it("marks 'Más' for SuperAdmin in Historial de Cobros, and the trail names the item", () => {
    const nav = renderShell('SuperAdmin', '/superVisarPagoCliente/modificarPagoCliente');
    expect(nav.getByRole('button', { name: /^Más ?\(sección actual\)$/ })).toHaveClass('active');
    expect(nav.getByRole('link', { name: 'Cobros' })).not.toHaveClass('active');
    expect(trail().getByRole('link', { name: 'Historial de Cobros' })).toBeInTheDocument();
    expect(trail().getByText('Historial de Pagos')).toHaveAttribute('aria-current', 'page');
  });

  it('marks nothing in the bar when the hidden item is a primary one: the trail names the section', () => {
    const nav = renderShell('user_User', '/gestCobro/insertarCobro');
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']);
    expect(nav.getByRole('link', { name: 'Home' })).not.toHaveClass('active');
    expect(nav.queryByRole('button', { name: /Más/ })).not.toBeInTheDocument();
    const section = trail().getByRole('link', { name: 'Cobros' });
    expect(section.closest('li')).toHaveClass('app-breadcrumb-section');
    expect(section).toHaveAttribute('href', '/gestCobro/listarCobros');
  });

  it('marks a shown item whose pages hold the path: SuperAdmin on a client statement, under Cobros', () => {
    const nav = renderShell('SuperAdmin', '/superVisarPagoCliente/estadoCuenta/5');
    const cobros = nav.getByRole('link', { name: 'Cobros' });
    expect(cobros).toHaveClass('active');
    expect(cobros).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('button', { name: 'Más' })).not.toHaveClass('active');
  });

  it("leaves 'Más' unmarked outside its items' sections", () => {
    const nav = renderShell('Admin', '/gestCobro/listarCobros');
    expect(nav.getByRole('button', { name: 'Más' })).not.toHaveClass('active');
  });
});

describe('navFor: the current item', () => {
  it('is shown and marked where a page is reached from an item but lies outside its hidden section', () => {
    const { current, primary } = navFor('SuperAdmin', '/superVisarPagoCliente/estadoCuenta/5');
    expect(current.item?.label).toBe('Cobros');
    expect(current.shown).toBe(true);
    expect(current.inMore).toBe(false);
    expect(primary.map((item) => item.label)).toEqual(['Home', 'Cobros']);
  });

  it.each([
    ['Admin', '/gestPago/listarPagosCobros', 'Pagos', true],
    ['Admin', '/superVisarPagoCliente/comparativaTotalCobrar', 'Comparativa', true],
    ['SuperAdmin', '/modificarRol/3', 'Rol', true],
    ['SuperAdmin', '/superVisarPagoCliente/listarPagosClientes', 'Cobros', false],
    ['Admin', '/gestCliente/modificarCliente/3', 'Clientes', true],
    ['user_User', '/gestCobro/listarCobros', 'Cobros', false],
    ['Admin', '/home', 'Home', false],
  ])('%s on %s: %s, hidden, in Más: %s', (role, path, label, inMore) => {
    const { current } = navFor(role, path);
    expect(current).toEqual({ item: expect.objectContaining({ label }), shown: false, inMore });
  });

  it('is none on a page no item leads to, and never an item the role does not see', () => {
    expect(navFor('Admin', '/changerPassword').current).toEqual({ item: null, shown: false, inMore: false });
    expect(navFor('Admin', '/monto_extra').current.item).toBeNull();
    expect(navFor('Admin', '/gestRol/listaUsuarios').current.item).toBeNull();
  });
});

/** Every route of the spec: the nav item that leads there, then the page's title. */
const TRAILS: Record<string, [string | null, string]> = {
  '/home': [null, 'Home'],
  '/changerPassword': ['Home', 'Cambiar Contraseña'],
  '/monto_extra': ['Home', 'Montos Extra'],
  '/gestCobro/listarCobros': ['Cobros', 'Lista de Cobros'],
  '/gestCobro/insertarCobro': ['Cobros', 'Registrar Nuevo Cobro'],
  '/gestCobro/modificarCobro/:id': ['Cobros', 'Modificar Cobro'],
  '/gestCobro/insertarPagoCobroBill': ['Cobros', 'Insertar Pago Bill'],
  '/gestRol/listaUsuarios': ['Rol', 'Lista de Usuarios'],
  '/modificarRol/:id': ['Rol', 'Modificar Rol'],
  '/superVisarPagoCliente/listarPagosClientes': ['Cobros', 'Pagos de Clientes'],
  '/superVisarPagoCliente/modificarPagoCliente': ['Historial de Cobros', 'Historial de Pagos'],
  '/superVisarPagoCliente/comparativaTotalCobrar': ['Comparativa', 'Comparativa Total a Cobrar'],
  '/gestTrabajador/listaTrabajadores': ['Trabajadores', 'Lista de Trabajadores'],
  '/gestTrabajador/insertarTrabajador': ['Trabajadores', 'Insertar Nuevo Usuario'],
  '/gestTrabajador/modificarTrabajador/:id': ['Trabajadores', 'Modificar Trabajador'],
  '/gestAgencia/listarAgencias': ['Agencias', 'Lista de Agencias'],
  '/gestAgencia/insertarAgencia': ['Agencias', 'Insertar Agencia'],
  '/gestCliente/listarClientes': ['Clientes', 'Lista de Clientes'],
  '/gestCliente/insertarCliente': ['Clientes', 'Insertar Nuevo Cliente'],
  '/gestCliente/modificarCliente/:id': ['Clientes', 'Modificar Cliente'],
  '/gestDocumentacion/listarDocumentacion': ['Documentación', 'Lista de Documentos'],
  '/gestDocumentacion/insertarDocumentacion': ['Documentación', 'Insertar Documentación'],
  '/gestDocumentacion/modificarDocumentacion/:id': ['Documentación', 'Modificar Documentación'],
  '/gestPago/listarPagosCobros': ['Pagos', 'Lista Pagos'],
  '/gestPago/insertarPagoCobros': ['Pagos', 'Asignar Pago a Trabajador'],
  '/gestPago/modificarPagoCobros/:id': ['Pagos', 'Modificar Cobro'],
  '/gestPago/listarPagosCobrosDetallados/:userId': ['Pagos', 'Pagos del Trabajador'],
  '/gestPago/listarRegistrosDeCobros/:cobroId': ['Pagos', 'Detalle del Cobro'],
};

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, '7');

describe('breadcrumbFor, every route', () => {
  it.each(Object.entries(TRAILS))('%s: %j', (pattern, [section, page]) => {
    const crumb = breadcrumbFor(concrete(pattern));
    expect(crumb?.section?.label ?? null).toBe(section);
    expect(crumb?.page).toBe(page);
  });

  it('names, for every signed-in route, a nav item that leads there and the route title', () => {
    const labels = new Set(NAV_ITEMS.map((item) => item.label));
    for (const route of APP_ROUTES.filter((candidate) => candidate.access !== 'public')) {
      const crumb = breadcrumbFor(concrete(route.path));
      expect(crumb?.page, route.path).toBe(route.title);
      if (crumb?.section) expect(labels.has(crumb.section.label), route.path).toBe(true);
      // Left out only where the item is named as the page (Home), so it would only repeat it.
      else expect(labels.has(route.title), route.path).toBe(true);
    }
  });
});
