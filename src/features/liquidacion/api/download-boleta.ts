import type { Periodo } from '../../../contract/cierre-mes';
import { apiClient } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/export/download';
import { queryString } from '../../../lib/paths';

/**
 * The pay statements as PDF (extension `cierre_mes`), fetched with the session's bearer token and
 * handed to the browser as a file: a bare link would go without the token.
 */
/** An error answer's bytes as the JSON it is ({detail}), so the failure carries the server's words. */
function errorBody(data: unknown, status?: number): unknown {
  if (status === undefined || status < 400 || !(data instanceof ArrayBuffer)) return data;
  const text = new TextDecoder().decode(data);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function downloadPdf(path: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<ArrayBuffer>(path, {
    responseType: 'arraybuffer',
    transformResponse: (body: unknown, _headers, status) => errorBody(body, status),
  });
  downloadBlob(new Blob([data], { type: 'application/pdf' }), fileName);
}

/** `GET ext/liquidacion/{usuarioId}/boleta.pdf?anio=&mes=`: one worker's statement. */
export function downloadBoleta(usuarioId: number, { anio, mes }: Periodo): Promise<void> {
  return downloadPdf(
    `ext/liquidacion/${usuarioId}/boleta.pdf${queryString({ anio, mes })}`,
    `boleta-${usuarioId}-${anio}-${mes}.pdf`,
  );
}

/** `GET ext/liquidacion/boletas.pdf?anio=&mes=`: every worker's statement of the month in one file. */
export function downloadBoletas({ anio, mes }: Periodo): Promise<void> {
  return downloadPdf(
    `ext/liquidacion/boletas.pdf${queryString({ anio, mes })}`,
    `boletas-${anio}-${mes}.pdf`,
  );
}
