import type { EstadoCuentaWire } from '../../contract/estado-cuenta';
import { formatDate } from '../../domain/format';
import { exportRows } from '../../lib/export/export-rows';
import { TIPO_LABEL } from './movimiento';

const HEADERS = ['Fecha', 'Tipo', 'Descripción', 'Documento', 'Cargo', 'Abono', 'Saldo'] as const;

/**
 * The statement as an XLSX of its rows: the opening balance, each movement, the closing balance.
 * Amounts stay numbers (soles) so the sheet can add them; a positive saldo is owed, a negative a fund.
 */
export function exportEstadoCuenta(estado: EstadoCuentaWire): Promise<void> {
  const rows = [
    [estado.desde ? formatDate(estado.desde) : '', 'Saldo inicial', '', '', null, null, estado.saldo_inicial],
    ...estado.movimientos.map((movimiento) => [
      formatDate(movimiento.fecha),
      TIPO_LABEL[movimiento.tipo],
      movimiento.descripcion,
      movimiento.documento?.nombre ?? '',
      movimiento.cargo,
      movimiento.abono,
      movimiento.saldo,
    ]),
    [estado.hasta ? formatDate(estado.hasta) : '', 'Saldo final', '', '', null, null, estado.saldo_final],
  ];
  return exportRows('xlsx', `estado-cuenta-${estado.cliente.id}`, HEADERS, rows);
}
