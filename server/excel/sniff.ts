import { ACCEPTED_EXTENSIONS, type ExcelLimits } from './limits';
import { isCompoundFile, isExcelZip } from './magic';
import { FILE_ERRORS } from './messages';

export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * The checks that need no parser, in the order a user can fix them: the extension, then the
 * size, then the content. SheetJS reads almost anything (CSV, HTML, plain text) as a sheet,
 * so the content must be an Excel container before the file reaches it: a .txt renamed .xlsx
 * is refused here. A ZIP must hold Excel parts (an .ods or .docx renamed .xlsx does not).
 * Returns the error, or null when the file may go to a parser.
 */
export function precheckFile(
  fileName: string,
  size: number,
  truncated: boolean,
  limits: ExcelLimits,
): string | null {
  if (!hasAcceptedExtension(fileName)) return FILE_ERRORS.badExtension;
  if (truncated || size > limits.maxFileBytes) return FILE_ERRORS.tooLarge(limits);
  if (size === 0) return FILE_ERRORS.empty;
  return null;
}

export function sniffSpreadsheet(bytes: Buffer): string | null {
  return isCompoundFile(bytes) || isExcelZip(bytes) ? null : FILE_ERRORS.notSpreadsheet;
}
