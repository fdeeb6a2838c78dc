import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { ParsingOptions } from 'xlsx';
import { extractRecords, sheetRowsToRead, type Extraction } from './layout';
import type { ExcelLimits } from './limits';
import { isCompoundFile } from './magic';
import { checkZip } from './zip-guard';
import { FILE_ERRORS } from './messages';
import type { ParseRequest, WorkerMessage } from './protocol';

/**
 * The worker side. boot.mjs hands SheetJS in (its ES module build, which starts several times
 * faster than the CommonJS one, whose code-page tables load eagerly) and calls `serveFiles`. The worker parses the files of one
 * upload, one message each; the pool terminates it afterwards, so whatever a hostile file does
 * to this isolate (polluted prototypes, a runaway regex, a full heap) ends with that upload.
 */
export type SheetJs = Pick<typeof import('xlsx'), 'read' | 'write' | 'utils'>;

/** Only what is needed: formatted text, styles, formulas and macros cost time and widen the attack surface. */
const READ_OPTIONS: ParsingOptions = {
  type: 'buffer',
  cellText: false,
  cellHTML: false,
  cellNF: false,
  cellStyles: false,
  cellFormula: false,
  cellDates: false,
  bookVBA: false,
  bookDeps: false,
  bookFiles: false,
  WTF: false,
};

function failureFor(error: unknown): Extraction {
  const message = error instanceof Error ? error.message : String(error);
  if (/password/i.test(message)) return { ok: false, error: FILE_ERRORS.passwordProtected };
  if (error instanceof RangeError && /string length|allocation|array length/i.test(message)) {
    return { ok: false, error: FILE_ERRORS.outOfMemory };
  }
  return { ok: false, error: FILE_ERRORS.corrupt };
}

export function parseSpreadsheet(xlsx: SheetJs, request: ParseRequest): Extraction {
  try {
    // The bytes arrive as a plain Uint8Array (structured clone drops Buffer); wrapping does not copy.
    const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
    if (!isCompoundFile(bytes)) {
      const verdict = checkZip(bytes, request.limits);
      if (verdict === 'tooLarge') return { ok: false, error: FILE_ERRORS.inflatedTooLarge(request.limits) };
      if (verdict === 'corrupt') return { ok: false, error: FILE_ERRORS.corrupt };
    }
    const workbook = xlsx.read(bytes, { ...READ_OPTIONS, sheetRows: sheetRowsToRead(request.limits) });
    return extractRecords(workbook, request.limits);
  } catch (error) {
    return failureFor(error);
  }
}

/** Rows of the warm-up sample: enough for V8 to compile the parser's hot paths before a real file. */
const WARM_UP_ROWS = 200;

/**
 * Runs the parser over a workbook of its own making, in both container formats, so that the
 * first real file does not pay for cold code. The sample is trusted: it never came from a user.
 */
function warmUp(xlsx: SheetJs, limits: ExcelLimits): void {
  const rows: (string | number)[][] = [['Nombre', 'Unidades']];
  for (let index = 1; index <= WARM_UP_ROWS; index += 1) rows.push([`Persona ${index}`, index % 12]);
  const workbook = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(workbook, xlsx.utils.aoa_to_sheet(rows), 'Hoja1');
  for (const bookType of ['xlsx', 'biff8'] as const) {
    const bytes = xlsx.write(workbook, { type: 'buffer', bookType, compression: true }) as Buffer;
    parseSpreadsheet(xlsx, { type: 'parse', bytes, limits });
  }
}

type Port = {
  postMessage(message: WorkerMessage): void;
  on(event: 'message', listener: (request: ParseRequest) => void): void;
};

/** The IPC channel of a forked child, shaped like a worker's parentPort. */
function childPort(): Port {
  // The server is gone: nobody will read an answer.
  process.once('disconnect', () => process.exit(0));
  return {
    postMessage: (message) => process.send?.(message),
    on: (_event, listener) => process.on('message', (message) => listener(message as ParseRequest)),
  };
}

/**
 * Called by boot.mjs in the worker thread: warm up, announce readiness, answer each file. The
 * code-page tables (about half of the start-up) load after the worker is announced ready: only
 * old .xls files can need them, and only those wait for them.
 */
export function serveFiles(xlsx: SheetJs, loadCodePages: () => Promise<void>): void {
  // A child process (child-worker.ts) in the server; a worker thread where a test starts one.
  const port = parentPort ?? (process.send ? childPort() : null);
  if ((isMainThread && !process.send) || !port) return;
  const { limits } = (workerData ?? JSON.parse(process.env.EXCEL_WORKER_DATA ?? '{}')) as {
    limits: ExcelLimits;
  };
  warmUp(xlsx, limits);
  let codePages: Promise<void> | null = null;
  port.on('message', async (request: ParseRequest) => {
    let extraction: Extraction;
    try {
      if (isCompoundFile(request.bytes)) await (codePages ??= loadCodePages());
      extraction = parseSpreadsheet(xlsx, request);
    } catch (error) {
      extraction = failureFor(error);
    }
    const answer: WorkerMessage = { type: 'result', extraction };
    port.postMessage(answer);
  });
  const ready: WorkerMessage = { type: 'ready' };
  port.postMessage(ready);
  setImmediate(() => {
    codePages ??= loadCodePages();
  });
}
