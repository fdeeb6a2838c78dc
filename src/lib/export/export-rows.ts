import type { CellValue } from './cell';
import { toCsv } from './csv';
import { datedFileName, downloadBlob } from './download';
import { toXlsxBlob } from './xlsx';

export type ExportFormat = 'csv' | 'xlsx';

/** Builds the file in the chosen format and hands it to the browser as `${baseName}-yyyy-mm-dd.ext`. */
export async function exportRows(
  format: ExportFormat,
  baseName: string,
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
): Promise<void> {
  const blob =
    format === 'csv'
      ? new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' })
      : await toXlsxBlob(headers, rows);
  downloadBlob(blob, datedFileName(baseName, format));
}
