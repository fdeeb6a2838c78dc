import { DOCUMENT_UPLOAD_LIMITS } from '../../src/contract/documento';

/**
 * Limits on untrusted spreadsheets. SheetJS 0.18.5 has known advisories (prototype pollution,
 * ReDoS) with no fixed release on npm, so files are parsed in child processes (see pool.ts, child-worker.ts)
 * under these bounds, and a file that breaks one fails alone.
 */
export type ExcelLimits = {
  /** Bytes of one uploaded file. */
  maxFileBytes: number;
  /** Files in one request. */
  maxFiles: number;
  /** Rows after the header row of the processed sheet. */
  maxDataRows: number;
  /** A header row is looked for only in the first rows of each sheet. */
  headerSearchRows: number;
  /** From handing a file to its worker until its answer. */
  parseTimeoutMs: number;
  /** V8 heap of each parsing child (--max-old-space-size); the child dies alone when it runs out. */
  workerHeapMb: number;
  /** A longer cell cannot be a person's name; it also bounds what a worker sends back. */
  maxNameLength: number;
  /** Units of one row; a larger figure is a typo or an attack, not work done. */
  maxUnitsPerRow: number;
  /** Omitted-row reasons listed per file; `filas_omitidas` still counts every one. */
  maxReportedRowErrors: number;
  /** Inflated bytes of one zip entry of an .xlsx, declared and actual (zip-guard.ts). */
  maxZipEntryBytes: number;
  /** Inflated bytes of all the entries of one .xlsx. */
  maxZipTotalBytes: number;
  /** Entries of one .xlsx; a real workbook has a few dozen. */
  maxZipEntries: number;
};

export const DEFAULT_EXCEL_LIMITS: Readonly<ExcelLimits> = {
  maxFileBytes: DOCUMENT_UPLOAD_LIMITS.maxFileBytes,
  maxFiles: DOCUMENT_UPLOAD_LIMITS.maxFiles,
  maxDataRows: DOCUMENT_UPLOAD_LIMITS.maxDataRows,
  headerSearchRows: 50,
  parseTimeoutMs: DOCUMENT_UPLOAD_LIMITS.parseTimeoutMs,
  workerHeapMb: 256,
  maxNameLength: 255,
  maxUnitsPerRow: 1_000_000,
  maxReportedRowErrors: 1000,
  // A 50,000-row sheet is about 5 MB of XML; these leave room while bounding what a bomb can take.
  maxZipEntryBytes: 64 * 1024 * 1024,
  maxZipTotalBytes: 128 * 1024 * 1024,
  maxZipEntries: 2000,
};

export const ACCEPTED_EXTENSIONS = ['.xls', '.xlsx', '.xlsm'] as const;
