import type { LiquidacionWire } from '../../contract/cierre-mes';
import type { CellValue } from '../../lib/export/cell';
import { exportRows, type ExportFormat } from '../../lib/export/export-rows';
import type { LiquidacionColumn } from './components/liquidacion-columns';

export const TOTAL_LABEL = 'Total del mes';

/**
 * The table as a file: the columns shown (`columns`, Trabajador first), one line per worker, then
 * the month's totals.
 */
export function liquidacionExportRows(
  data: LiquidacionWire,
  columns: readonly LiquidacionColumn[],
): CellValue[][] {
  const lines = data.filas.map((row) => columns.map((column) => column.value(row)));
  const totals = columns.map((column, index) =>
    index === 0 ? TOTAL_LABEL : column.total ? column.total.value(data.totales) : null,
  );
  return [...lines, totals];
}

export function exportLiquidacion(
  format: ExportFormat,
  data: LiquidacionWire,
  columns: readonly LiquidacionColumn[],
): Promise<void> {
  return exportRows(
    format,
    `liquidacion-${data.anio}-${data.mes}`,
    columns.map((column) => column.header),
    liquidacionExportRows(data, columns),
  );
}
