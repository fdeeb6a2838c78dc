/**
 * Some browsers (Safari among them) read the blob after click() returns, so revoking at once can
 * cancel the download; the URL is freed once the download has surely started.
 */
const REVOKE_DELAY_MS = 40_000;

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'clientes-2025-03-07.csv', dated in the user's local calendar. */
export function datedFileName(baseName: string, extension: string, date: Date = new Date()): string {
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${baseName}-${day}.${extension}`;
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
