import { randomBytes } from 'node:crypto';
import type { UploadFile } from './spreadsheets';

export type MultipartBody = { payload: Buffer; headers: { 'content-type': string } };

/**
 * A multipart/form-data body as a browser sends it, for `app.inject`: the fields first, then
 * one `archivo` part per file (the field name can be changed to test stray parts).
 */
export function multipartBody(
  fields: Readonly<Record<string, string>>,
  files: readonly (UploadFile & { field?: string })[] = [],
): MultipartBody {
  const boundary = `----cobros${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'archivo'}"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
        'utf8',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The fields the upload screen sends, for a given client. */
export function uploadFields(
  clienteId: number,
  overrides: Partial<Record<'tipo_documento' | 'cliente_id' | 'bill' | 'notas', string>> = {},
): Record<string, string> {
  return { tipo_documento: '1', cliente_id: String(clienteId), bill: 'true', notas: 'true', ...overrides };
}
