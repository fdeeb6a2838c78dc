import type { ProcesarExcelResponse } from '../../contract/documento';

/** Spec section 4: the overall 'completed' reads 'Completado'; other values are shown as sent. */
export function uploadStatusLabel(status: string): string {
  return status === 'completed' ? 'Completado' : status;
}

/** Spec section 4: a processed file is 'success', or else a partial success (rows were left out). */
export function isFullSuccess(status: string): boolean {
  return status === 'success';
}

export function failedFilesWarning(response: ProcesarExcelResponse): string | null {
  const failed = response.archivos_fallidos;
  return failed > 0 ? `Procesamiento completado con ${failed} archivo(s) fallidos` : null;
}
