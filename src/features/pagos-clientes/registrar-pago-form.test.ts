import { toRegistrarPagoBody } from './registrar-pago-form';

const TODAY = '2026-05-10';

describe('toRegistrarPagoBody', () => {
  it.each([
    [
      { cliente: '3', monto: '150.5', fecha: '2026-05-10' },
      { cliente: 3, monto: 150.5, fecha_pago: '2026-05-10' },
    ],
    [
      { cliente: '3', monto: '12,25', fecha: '2026-01-01' },
      { cliente: 3, monto: 12.25, fecha_pago: '2026-01-01' },
    ],
    [{ cliente: '', monto: '10', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '0', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '-5', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '0.001', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: 'abc', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '10', fecha: '' }, null],
    [{ cliente: '3', monto: '10', fecha: '2026-05-11' }, null],
  ])('%j → %j', (values, expected) => {
    expect(toRegistrarPagoBody(values, TODAY)).toEqual(expected);
  });
});
