import { paths, queryString, sectionOf } from './paths';

describe('paths', () => {
  it('fills ids and appends query strings', () => {
    expect(paths.cobros.modificar.pattern).toBe('/gestCobro/modificarCobro/:id');
    expect(paths.cobros.modificar.to(7, { tipo: 'doble' })).toBe('/gestCobro/modificarCobro/7?tipo=doble');
    expect(paths.pagos.detallados.pattern).toBe('/gestPago/listarPagosCobrosDetallados/:userId');
    expect(paths.pagos.detallados.to(3, { mes: 5, anio: 2026 })).toBe(
      '/gestPago/listarPagosCobrosDetallados/3?mes=5&anio=2026',
    );
    expect(paths.clientes.list.to()).toBe('/gestCliente/listarClientes');
  });

  it('leaves empty query values out and encodes the rest', () => {
    expect(queryString({ a: '', b: null, c: undefined })).toBe('');
    expect(queryString({ q: 'a b&c' })).toBe('?q=a+b%26c');
  });

  it('names a path section by its first segment', () => {
    expect(sectionOf(paths.roles.modificar)).toBe('/modificarRol');
    expect(sectionOf(paths.home)).toBe('/home');
  });
});
