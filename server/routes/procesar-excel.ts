import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { finished } from 'node:stream/promises';
import { z } from 'zod';
import { isClienteActive } from '../db/cliente-queries';
import { insertDocumento } from '../db/documento-queries';
import type { Extraction } from '../excel/layout';
import { DEFAULT_EXCEL_LIMITS, type ExcelLimits } from '../excel/limits';
import { FIELD_ERRORS, FILE_ERRORS } from '../excel/messages';
import { ConcurrencyGate } from '../concurrency-gate';
import { ExcelParserPool } from '../excel/pool';
import { hasAcceptedExtension, precheckFile, sniffSpreadsheet } from '../excel/sniff';
import { HttpError } from '../http-errors';
import { fieldErrors } from '../validation';

/** procesar_excel/: the multipart upload, its checks, the parsing workers and the answer. */

/**
 * The spreadsheet side of one app: its limits and its worker pool. Tests lower the limits
 * through `configure` to reach the timeout and memory paths without building huge files.
 */
export const UPLOADS_IN_FLIGHT = 1;
export const UPLOAD_QUEUE_MAX = 20;

export class DocumentUploads {
  private current: ExcelLimits = { ...DEFAULT_EXCEL_LIMITS };
  readonly pool = new ExcelParserPool({ limits: () => this.current });
  /**
   * Uploads read and parsed at once (issue 13): each holds up to maxFiles × maxFileBytes (200 MB)
   * in memory, so one at a time keeps the server under 1 GB; the others wait with their bodies
   * still in the socket (TCP holds them back), and past UPLOAD_QUEUE_MAX they are refused with 503.
   */
  readonly gate = new ConcurrencyGate(UPLOADS_IN_FLIGHT, UPLOAD_QUEUE_MAX);

  get limits(): Readonly<ExcelLimits> {
    return this.current;
  }

  configure(overrides: Partial<ExcelLimits>): void {
    this.current = { ...this.current, ...overrides };
    this.pool.recycleSpares();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    documentUploads: DocumentUploads;
  }
}

type ReceivedFile = {
  name: string;
  bytes: Buffer;
  truncated: boolean;
  /** Set when the file was refused while it was still arriving (its bytes were not kept). */
  error: string | null;
};

type Upload = { fields: Map<string, string>; files: ReceivedFile[] };

const MAX_FILE_NAME_LENGTH = 255;

/**
 * Browsers may send a path ("C:\\fakepath\\x.xlsx"); the document keeps the bare name. A name
 * too long is cut before its extension, which decides whether the file is accepted.
 */
function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (name.length <= MAX_FILE_NAME_LENGTH) return name;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? '';
  return name.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

async function drain(part: MultipartFile): Promise<void> {
  part.file.resume();
  await finished(part.file);
}

const UPLOAD_FIELDS = new Set(['tipo_documento', 'cliente_id', 'bill', 'notas']);

/**
 * Reads the whole multipart body before anything is validated or written, because the fields
 * may come after the files. Files are kept in memory (at most `maxFiles` × `maxFileBytes`);
 * an oversized file is cut at the limit by busboy and refused alone.
 */
async function readUpload(request: FastifyRequest, limits: ExcelLimits): Promise<Upload> {
  const upload: Upload = { fields: new Map(), files: [] };
  if (!request.isMultipart()) return upload;
  const options = {
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: 20,
      fieldSize: 1024,
      parts: limits.maxFiles + 20,
      headerPairs: 100,
    },
    // An oversized file is cut and marked `truncated` instead of failing the whole request, so
    // that it fails alone. The plugin reads this per call; its typings only list it for file().
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (UPLOAD_FIELDS.has(part.fieldname) && !upload.fields.has(part.fieldname)) {
          // A value cut at fieldSize can only be wrong; NUL makes sure it fails validation.
          upload.fields.set(part.fieldname, part.valueTruncated ? '\u0000' : String(part.value));
        }
        continue;
      }
      const name = cleanFileName(part.filename ?? '');
      if (part.fieldname !== 'archivo') {
        await drain(part);
        continue;
      }
      if (!hasAcceptedExtension(name)) {
        await drain(part);
        // An empty file input sends a part without a name: no file was chosen.
        if (name !== '') {
          upload.files.push({
            name,
            bytes: Buffer.alloc(0),
            truncated: false,
            error: FILE_ERRORS.badExtension,
          });
        }
        continue;
      }
      const bytes = await part.toBuffer();
      upload.files.push({ name, bytes, truncated: part.file.truncated, error: null });
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') {
      throw new HttpError(400, { archivo: [FIELD_ERRORS.tooManyFiles(limits)] });
    }
    throw new HttpError(400, { detail: FIELD_ERRORS.malformed });
  }
  return upload;
}

/** Form flags arrive as the strings "true"/"false"; a missing flag is false. */
const formFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false'], { error: FIELD_ERRORS.boolean }))
  .transform((value) => value === 'true')
  .optional()
  .transform((value) => value ?? false);

const uploadFieldsSchema = z.object({
  tipo_documento: z
    .string({ error: FIELD_ERRORS.tipoDocumento })
    .trim()
    .pipe(z.enum(['1', '2'], { error: FIELD_ERRORS.tipoDocumento }))
    .transform((value) => (value === '1' ? 1 : 2)),
  cliente_id: z
    .string({ error: FIELD_ERRORS.cliente })
    .trim()
    .regex(/^[1-9]\d{0,14}$/, FIELD_ERRORS.cliente)
    .transform(Number),
  bill: formFlag,
  notas: formFlag,
});

type UploadFields = z.output<typeof uploadFieldsSchema>;

/** Every field problem at once, as DRF's serializer reports them; nothing has been written yet. */
function validateUpload(app: FastifyInstance, upload: Upload): UploadFields {
  const result = uploadFieldsSchema.safeParse(Object.fromEntries(upload.fields));
  const errors: Record<string, string[]> = result.success ? {} : fieldErrors(result.error);
  if (result.success && !isClienteActive(app.deps.db, result.data.cliente_id)) {
    errors.cliente_id = [FIELD_ERRORS.clienteUnavailable];
  }
  if (upload.files.length === 0) errors.archivo = [FIELD_ERRORS.archivo];
  if (!result.success || Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return result.data;
}

export type FileResult = {
  status: 'success' | 'partial_success';
  cliente_id: number;
  documento_id: number;
  registros_creados: number;
  filas_omitidas: number;
  hoja_procesada: string;
  rango_filas: string;
  fecha_procesada: string;
  errores: string[];
};

export type ProcesarExcelAnswer = {
  status: 'completed';
  archivos_procesados: number;
  archivos_fallidos: number;
  resultados_individuales: { archivo: string; resultado: FileResult }[];
  errores: { archivo: string; error: string }[];
};

/**
 * Each file's records, or why it failed. Files refused by the cheap checks never reach a
 * worker; the others are parsed together, as one batch of the pool (one upload, one set of
 * workers).
 */
async function extractAll(uploads: DocumentUploads, files: readonly ReceivedFile[]): Promise<Extraction[]> {
  const refusals = files.map(
    (file) =>
      file.error ??
      precheckFile(file.name, file.bytes.length, file.truncated, uploads.limits) ??
      sniffSpreadsheet(file.bytes),
  );
  const toParse = files.filter((_, index) => refusals[index] === null);
  const parsed = await uploads.pool.parseAll(toParse.map((file) => file.bytes));
  let next = 0;
  return refusals.map((error): Extraction => (error === null ? parsed[next++] : { ok: false, error }));
}

export function procesarExcel(app: FastifyInstance, request: FastifyRequest): Promise<ProcesarExcelAnswer> {
  return app.documentUploads.gate.run(() => processUpload(app, request));
}

async function processUpload(app: FastifyInstance, request: FastifyRequest): Promise<ProcesarExcelAnswer> {
  const uploads = app.documentUploads;
  const upload = await readUpload(request, uploads.limits);
  const fields = validateUpload(app, upload);

  // Parsed concurrently (the pool caps how many at once), written one by one in upload order.
  const extractions = await extractAll(uploads, upload.files);
  const answer: ProcesarExcelAnswer = {
    status: 'completed',
    archivos_procesados: 0,
    archivos_fallidos: 0,
    resultados_individuales: [],
    errores: [],
  };
  upload.files.forEach((file, index) => {
    const extraction = extractions[index];
    if (!extraction.ok) {
      answer.errores.push({ archivo: file.name, error: extraction.error });
      return;
    }
    const fecha = app.deps.now().toISOString();
    const rangoFilas = `${extraction.primeraFila}-${extraction.ultimaFila}`;
    let documentoId: number;
    try {
      ({ documentoId } = insertDocumento(app.deps.db, {
        clienteId: fields.cliente_id,
        nombreArchivo: file.name,
        tipo: fields.tipo_documento === 1 ? 1 : 2,
        bill: fields.bill,
        notas: fields.notas,
        fechaCreacion: fecha,
        hojaProcesada: extraction.hoja,
        rangoFilas,
        nombres: extraction.nombres,
        unidades: extraction.unidades,
      }));
    } catch (error) {
      request.log.error(error);
      answer.errores.push({ archivo: file.name, error: FILE_ERRORS.saveFailed });
      return;
    }
    answer.resultados_individuales.push({
      archivo: file.name,
      resultado: {
        status: extraction.filasOmitidas > 0 ? 'partial_success' : 'success',
        cliente_id: fields.cliente_id,
        documento_id: documentoId,
        registros_creados: extraction.nombres.length,
        filas_omitidas: extraction.filasOmitidas,
        hoja_procesada: extraction.hoja,
        rango_filas: rangoFilas,
        fecha_procesada: fecha,
        errores: extraction.errores,
      },
    });
  });
  answer.archivos_procesados = answer.resultados_individuales.length;
  answer.archivos_fallidos = answer.errores.length;
  return answer;
}
