import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, server } from '../test/msw-server';
import { renderApp, signIn } from '../test/render-app';
import { breadcrumbFor } from './nav-items';

describe('breadcrumbFor', () => {
  it.each([
    ['/gestCobro/listarCobros', 'Cobros', 'Lista de Cobros'],
    ['/gestCobro/modificarCobro/7', 'Cobros', 'Modificar Cobro'],
    ['/gestPago/listarPagosCobrosDetallados/4', 'Pagos', 'Pagos del Trabajador'],
    ['/modificarRol/3', 'Rol', 'Modificar Rol'],
    ['/superVisarPagoCliente/listarPagosClientes', 'Cobros', 'Pagos de Clientes'],
    ['/superVisarPagoCliente/modificarPagoCliente', 'Historial de Cobros', 'Historial de Pagos'],
    ['/changerPassword', 'Home', 'Cambiar Contraseña'],
    ['/monto_extra', 'Home', 'Montos Extra'],
  ])('%s: section %s, page %s', (path, section, page) => {
    expect(breadcrumbFor(path)).toEqual({ section: { label: section, to: expect.any(String) }, page });
  });

  it('names a page once when the section is called like it, and has no line for public pages', () => {
    expect(breadcrumbFor('/home')).toEqual({ section: null, page: 'Home' });
    expect(breadcrumbFor('/')).toBeNull();
    expect(breadcrumbFor('/login')).toBeNull();
  });
});

describe('the shell under the navbar', () => {
  it('shows the section and the page, the section linking to its list; the brand is not a nav item', async () => {
    server.use(http.get(api('listar_cobro/'), () => HttpResponse.json([])));
    signIn('user_User');
    renderApp('/gestCobro/insertarPagoCobroBill');
    const trail = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Cobros' })).toHaveAttribute(
      'href',
      '/gestCobro/listarCobros',
    );
    expect(within(trail).getByText('Insertar Pago Bill')).toHaveAttribute('aria-current', 'page');

    const banner = await screen.findByRole('banner');
    const brand = await within(banner).findByRole('link', { name: 'Back office' });
    expect(brand).toHaveAttribute('href', '/home');
    // A worker's navbar on a Cobros page: Home only; 'Cobros' appears nowhere in the bar.
    expect(within(banner).queryByText('Cobros')).not.toBeInTheDocument();
  });
});
