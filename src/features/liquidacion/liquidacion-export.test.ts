import { cerrada, CERRADO_EN, makeFila, makeLiquidacion } from './test-liquidacion';
import { formatInstant } from '../../domain/agency-time';
import { AGENCY_TIME_ZONE } from '../../lib/agency-zone';
import { liquidacionExportRows } from './liquidacion-export';
import { LIQUIDACION_COLUMNS } from './components/liquidacion-columns';

describe('the Liquidación export', () => {
  it('writes the columns shown, one line per worker in soles, then the month’s totals', () => {
    const data = makeLiquidacion(2026, 'junio', [
      makeFila(1, 'Ana Pérez', { devengado: 10.1, bonificaciones: 1.05, descuentos: 0.2, neto: 10.95 }),
      cerrada(makeFila(2, 'Bruno Díaz', { rol: null, devengado: 0.2, neto: 0.2, cobros: 1 })),
    ]);
    expect(LIQUIDACION_COLUMNS.map((column) => column.header)).toEqual([
      'Trabajador',
      'Rol',
      'Unidades propias',
      'Unidades supervisadas',
      'Devengado',
      'Bonificaciones',
      'Descuentos',
      'Neto',
      'Cobros',
      'Estado',
    ]);
    expect(liquidacionExportRows(data, LIQUIDACION_COLUMNS)).toEqual([
      ['Ana Pérez', 'Usuario', 100, 0, 10.1, 1.05, 0.2, 10.95, 3, 'Abierto'],
      [
        'Bruno Díaz',
        'Sin rol',
        100,
        0,
        0.2,
        0,
        0,
        0.2,
        1,
        `Cerrado por Carmen Rodríguez el ${formatInstant(CERRADO_EN, AGENCY_TIME_ZONE)}`,
      ],
      ['Total del mes', null, null, null, 10.3, 1.05, 0.2, 11.15, null, null],
    ]);
  });

  it('writes only the columns shown, the totals under theirs', () => {
    const data = makeLiquidacion(2026, 'junio', [
      makeFila(1, 'Ana Pérez', { devengado: 10.1, bonificaciones: 1.05, descuentos: 0.2, neto: 10.95 }),
    ]);
    const shown = LIQUIDACION_COLUMNS.filter((column) =>
      ['trabajador', 'neto', 'descuentos'].includes(column.id),
    );
    expect(liquidacionExportRows(data, shown)).toEqual([
      ['Ana Pérez', 0.2, 10.95],
      ['Total del mes', 0.2, 10.95],
    ]);
  });
});
