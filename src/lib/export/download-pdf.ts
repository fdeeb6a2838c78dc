import { apiClient } from '../api-client';
import { downloadBlob } from './download';

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

/**
 * A PDF of the API, fetched with the session's bearer token and handed to the browser as a file: a
 * bare link would go without the token.
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<ArrayBuffer>(path, {
    responseType: 'arraybuffer',
    transformResponse: (body: unknown, _headers, status) => errorBody(body, status),
  });
  downloadBlob(new Blob([data], { type: 'application/pdf' }), fileName);
}
