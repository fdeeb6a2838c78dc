import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { apiClient, parseWith } from '../../../lib/api-client';
import { procesarExcelResponseSchema, type ProcesarExcelResponse } from '../../../contract/documento';
import { documentosKey } from '../../../lib/queries/documentos';

export type ProcesarExcelRequest = {
  tipo_documento: string;
  cliente_id: string;
  bill: boolean;
  notas: boolean;
  archivos: readonly File[];
};

/** The multipart body of backend-notes ("Uploads"): flags as "true"/"false", `archivo` once per file. */
export function procesarExcelFormData(request: ProcesarExcelRequest): FormData {
  const body = new FormData();
  body.append('tipo_documento', request.tipo_documento);
  body.append('cliente_id', request.cliente_id);
  body.append('bill', String(request.bill));
  body.append('notas', String(request.notas));
  for (const archivo of request.archivos) body.append('archivo', archivo, archivo.name);
  return body;
}

/** Whole percent of the body sent so far; 0 until the browser knows the size. */
function percentSent(event: AxiosProgressEvent): number {
  const fraction = event.progress ?? (event.total ? event.loaded / event.total : 0);
  return Math.min(100, Math.round(fraction * 100));
}

export async function procesarExcel(
  request: ProcesarExcelRequest,
  onProgress: (percent: number) => void = () => {},
): Promise<ProcesarExcelResponse> {
  const response = await apiClient.post<unknown>('procesar_excel/', procesarExcelFormData(request), {
    // The client's JSON default would make axios serialise the FormData as JSON; naming multipart
    // keeps it a FormData, and the browser then writes the header with its boundary.
    headers: { 'Content-Type': 'multipart/form-data' },
    onUploadProgress: (event) => onProgress(percentSent(event)),
  });
  return parseWith(procesarExcelResponseSchema, response.data);
}

export function useProcesarExcel(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProcesarExcelRequest) => procesarExcel(request, onProgress),
    // Also after a failure: the connection may drop after the server has stored some files.
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentosKey }),
  });
}
