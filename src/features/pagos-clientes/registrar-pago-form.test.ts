import { registrarPagoBlocker, toRegistrarPagoBody } from './registrar-pago-form';

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
    [
      { cliente: '3', monto: ' 12,50 ', fecha: '2026-05-10' },
      { cliente: 3, monto: 12.5, fecha_pago: '2026-05-10' },
    ],
    [{ cliente: '3', monto: '0.001', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '12,505', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '1.234,50', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: 'abc', fecha: '2026-05-10' }, null],
    [{ cliente: '3', monto: '10', fecha: '' }, null],
    [{ cliente: '3', monto: '10', fecha: '2026-05-11' }, null],
  ])('%j → %j', (values, expected) => {
    expect(toRegistrarPagoBody(values, TODAY)).toEqual(expected);
  });
});

describe('registrarPagoBlocker', () => {
  it.each([
    [{ cliente: '', monto: '10', fecha: TODAY }, 'Elige un cliente'],
    [{ cliente: '3', monto: '', fecha: TODAY }, 'Ingrese un monto'],
    [{ cliente: '3', monto: '0', fecha: TODAY }, 'El monto debe ser mayor que 0'],
    [{ cliente: '3', monto: '12,505', fecha: TODAY }, 'Use como máximo 2 decimales'],
    [{ cliente: '3', monto: '1.234,50', fecha: TODAY }, 'No use separador de miles'],
    [{ cliente: '3', monto: '10', fecha: '' }, 'Indica la fecha de pago'],
    [{ cliente: '3', monto: '10', fecha: '2026-05-11' }, 'La fecha de pago no puede ser posterior a hoy'],
    [{ cliente: '3', monto: '10', fecha: TODAY }, null],
  ])('%j → %j', (values, reason) => {
    expect(registrarPagoBlocker(values, TODAY)).toBe(reason);
  });
});
