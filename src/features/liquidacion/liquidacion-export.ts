import type { LiquidacionWire } from '../../contract/cierre-mes';
import type { CellValue } from '../../lib/export/cell';
import { exportRows, type ExportFormat } from '../../lib/export/export-rows';
import { LIQUIDACION_COLUMNS } from './components/liquidacion-columns';

export const TOTAL_LABEL = 'Total del mes';

/** The table as a file: the columns shown, one line per worker, then the month's totals. */
export function liquidacionExportRows(data: LiquidacionWire): CellValue[][] {
  const lines = data.filas.map((row) => LIQUIDACION_COLUMNS.map((column) => column.value(row)));
  const totals = LIQUIDACION_COLUMNS.map((column, index) =>
    index === 0 ? TOTAL_LABEL : column.total ? column.total.value(data.totales) : null,
  );
  return [...lines, totals];
}

export function exportLiquidacion(format: ExportFormat, data: LiquidacionWire): Promise<void> {
  return exportRows(
    format,
    `liquidacion-${data.anio}-${data.mes}`,
    LIQUIDACION_COLUMNS.map((column) => column.header),
    liquidacionExportRows(data),
  );
}
