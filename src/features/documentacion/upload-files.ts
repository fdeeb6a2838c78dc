/** Spec section 5: the spreadsheet formats the backend reads. */
export const ACCEPTED_EXTENSIONS = ['.xls', '.xlsx', '.xlsm'] as const;

export function isSpreadsheetName(name: string): boolean {
  const lower = name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export function refusedFilesMessage(names: readonly string[]): string {
  return `Solo se aceptan archivos .xls, .xlsx o .xlsm: ${names.join(', ')}`;
}

/** Picking the same file twice (or again after removing another) must not upload it twice. */
const fileKey = (file: File) => `${file.name}\u0000${file.size}\u0000${file.lastModified}`;

/**
 * Adds newly picked files to those already chosen. Files of other formats are kept out here, in
 * the browser, because the `accept` attribute is only a hint that the file dialog lets the user
 * override.
 */
export function addFiles(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; refused: string[] } {
  const files = [...chosen];
  const keys = new Set(files.map(fileKey));
  const refused: string[] = [];
  for (const file of picked) {
    if (!isSpreadsheetName(file.name)) refused.push(file.name);
    else if (!keys.has(fileKey(file))) {
      keys.add(fileKey(file));
      files.push(file);
    }
  }
  return { files, refused };
}
