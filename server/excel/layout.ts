import type { CellObject, WorkBook, WorkSheet } from 'xlsx';
import { normalizeForSearch } from '../../src/domain/collator';
import { cleanNumber } from '../../src/domain/numeric';
import type { ExcelLimits } from './limits';
import { FILE_ERRORS, ROW_REASONS, moreRowErrors, rowError } from './messages';

/**
 * Header texts, normalised (see `normalizeHeader`). Earlier entries win when a header row has
 * several candidates: a sheet with "Cliente" (the agency's client) and "Paciente" means the
 * patient, so the generic words come last.
 */
export const NAME_HEADERS: readonly string[] = [
  'nombre completo',
  'nombres completos',
  'nombre y apellido',
  'nombre y apellidos',
  'nombres y apellidos',
  'apellidos y nombres',
  'nombre del paciente',
  'nombre paciente',
  'nombre del beneficiario',
  'nombre del cliente',
  'nombre cliente',
  'full name',
  'fullname',
  'patient name',
  'recipient name',
  'client name',
  'member name',
  'nombre',
  'nombres',
  'name',
  'paciente',
  'beneficiario',
  'patient',
  'recipient',
  'member',
  'cliente',
  'client',
];

export const UNIT_HEADERS: readonly string[] = [
  'unidades',
  'unidad',
  'total unidades',
  'total de unidades',
  'unidades totales',
  'cantidad de unidades',
  'n de unidades',
  'nro de unidades',
  'units',
  'unit',
  'total units',
  'uds',
];

/** Footer rows that repeat the sum of the column; counting them would double the charge. */
const TOTAL_ROW_NAMES: ReadonlySet<string> = new Set([
  'total',
  'totales',
  'total general',
  'subtotal',
  'suma',
  'grand total',
]);

/** No real header is longer; longer cells are skipped without normalising them. */
const MAX_HEADER_LENGTH = 60;

/** Case, accents, punctuation and spacing do not matter: "NOMBRE COMPLETO:", "Unidádes". */
export function normalizeHeader(text: string): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type ExtractedRecords = {
  ok: true;
  hoja: string;
  /** Excel's 1-based numbers of the first and last non-blank rows after the header. */
  primeraFila: number;
  ultimaFila: number;
  nombres: string[];
  unidades: number[];
  filasOmitidas: number;
  errores: string[];
};
export type ExtractionFailure = { ok: false; error: string };
export type Extraction = ExtractedRecords | ExtractionFailure;

type Cell = Pick<CellObject, 't' | 'v'>;

const ADDRESS = /^([A-Z]{1,3})([1-9]\d{0,6})$/;

/** "B12" → {r: 11, c: 1}; sheet keys that are not cells ("!ref", "!merges") → null. */
function decodeAddress(key: string): { r: number; c: number } | null {
  const match = ADDRESS.exec(key);
  if (!match) return null;
  let c = 0;
  for (const letter of match[1]) c = c * 26 + (letter.charCodeAt(0) - 64);
  return { r: Number(match[2]) - 1, c: c - 1 };
}

function isBlank(cell: Cell | undefined): boolean {
  if (!cell || cell.t === 'z' || cell.v === undefined || cell.v === null) return true;
  return cell.t === 's' && String(cell.v).trim() === '';
}

/**
 * Rows by index, built from the cells that exist rather than from the sheet's declared range,
 * so a hostile "A1:XFD50000" costs nothing for the columns it does not fill.
 */
function rowsOf(sheet: WorkSheet): Map<number, Map<number, Cell>> {
  const rows = new Map<number, Map<number, Cell>>();
  for (const key of Object.keys(sheet)) {
    if (key.charCodeAt(0) === 33 /* '!' */) continue;
    const address = decodeAddress(key);
    const cell = sheet[key] as Cell | undefined;
    if (!address || isBlank(cell) || !cell) continue;
    let row = rows.get(address.r);
    if (!row) rows.set(address.r, (row = new Map()));
    row.set(address.c, cell);
  }
  return rows;
}

function headerText(cell: Cell): string | null {
  if (cell.t !== 's' && cell.t !== 'n') return null;
  const text = String(cell.v);
  return text.length > MAX_HEADER_LENGTH ? null : normalizeHeader(text);
}

/** The best-ranked column whose header is in `names`; the leftmost on a tie. */
function pickColumn(headers: readonly [number, string][], names: readonly string[]): number | null {
  let best: { column: number; rank: number } | null = null;
  for (const [column, header] of headers) {
    const rank = names.indexOf(header);
    if (rank >= 0 && (!best || rank < best.rank || (rank === best.rank && column < best.column))) {
      best = { column, rank };
    }
  }
  return best?.column ?? null;
}

type Header = { row: number; nameColumn: number; unitsColumn: number };

function findHeader(rows: Map<number, Map<number, Cell>>, limits: ExcelLimits): Header | null {
  const candidates = [...rows.keys()].filter((row) => row < limits.headerSearchRows).sort((a, b) => a - b);
  for (const row of candidates) {
    const headers: [number, string][] = [];
    for (const [column, cell] of rows.get(row) ?? []) {
      const text = headerText(cell);
      if (text) headers.push([column, text]);
    }
    const nameColumn = pickColumn(headers, NAME_HEADERS);
    const unitsColumn = pickColumn(headers, UNIT_HEADERS);
    if (nameColumn !== null && unitsColumn !== null && nameColumn !== unitsColumn) {
      return { row, nameColumn, unitsColumn };
    }
  }
  return null;
}

const NUMERIC_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const MAX_NUMERIC_TEXT_LENGTH = 30;

type UnitsValue = { units: number } | { reason: string };

function readUnits(cell: Cell | undefined, limits: ExcelLimits): UnitsValue {
  if (isBlank(cell) || !cell) return { reason: ROW_REASONS.emptyUnits };
  let units: number;
  if (cell.t === 'n' && typeof cell.v === 'number') {
    units = cell.v;
  } else if (cell.t === 's') {
    // Text such as "12", " 7,5 " (decimal comma) is common when a column was pasted as text.
    const text = String(cell.v).trim();
    if (text.length > MAX_NUMERIC_TEXT_LENGTH || !NUMERIC_TEXT.test(text)) {
      return { reason: ROW_REASONS.nonNumericUnits };
    }
    units = Number(text.replace(',', '.'));
  } else {
    return { reason: ROW_REASONS.nonNumericUnits };
  }
  if (!Number.isFinite(units)) return { reason: ROW_REASONS.nonNumericUnits };
  if (units < 0) return { reason: ROW_REASONS.negativeUnits };
  if (units > limits.maxUnitsPerRow) return { reason: ROW_REASONS.unitsTooLarge(limits) };
  return { units: cleanNumber(units) };
}

type NameValue = { name: string } | { reason: string };

function readName(cell: Cell | undefined, limits: ExcelLimits): NameValue {
  if (isBlank(cell) || !cell) return { reason: ROW_REASONS.emptyName };
  if (cell.t !== 's' && cell.t !== 'n') return { reason: ROW_REASONS.badName };
  const raw = String(cell.v);
  // Checked before the whitespace clean-up so that a huge cell is never scanned by a regex.
  if (raw.length > limits.maxNameLength * 4) return { reason: ROW_REASONS.nameTooLong(limits) };
  const name = raw.replace(/\s+/g, ' ').trim();
  if (name === '') return { reason: ROW_REASONS.emptyName };
  if (name.length > limits.maxNameLength) return { reason: ROW_REASONS.nameTooLong(limits) };
  if (TOTAL_ROW_NAMES.has(normalizeHeader(name))) return { reason: ROW_REASONS.totalsRow };
  return { name };
}

/**
 * Reads a workbook per backend-notes ("Spreadsheet layout for procesar_excel"): the first sheet,
 * in order, whose first `headerSearchRows` rows hold a header with a name column and a units
 * column is processed; the rows after that header are records, except rows with an empty name
 * or missing, non-numeric or negative units, which are omitted with a reason. Fully blank rows
 * neither end the data nor count.
 *
 * The workbook must have been read with `sheetRows` = `sheetRowsToRead(limits)`, so that a sheet
 * over the row limit is seen to be over it without being read whole.
 */
export function extractRecords(
  workbook: Pick<WorkBook, 'SheetNames' | 'Sheets'>,
  limits: ExcelLimits,
): Extraction {
  for (const sheetName of workbook.SheetNames) {
    const sheet = workbook.Sheets[sheetName];
    if (!sheet) continue;
    const rows = rowsOf(sheet);
    const header = findHeader(rows, limits);
    if (!header) continue;

    const hoja = sheetName.slice(0, 255);
    const lastAllowedRow = header.row + limits.maxDataRows;
    const dataRows = [...rows.keys()].filter((row) => row > header.row).sort((a, b) => a - b);
    if (dataRows.length > 0 && dataRows[dataRows.length - 1] > lastAllowedRow) {
      return { ok: false, error: FILE_ERRORS.tooManyRows(hoja, limits) };
    }

    const nombres: string[] = [];
    const unidades: number[] = [];
    const errores: string[] = [];
    let filasOmitidas = 0;
    const omit = (row: number, reason: string) => {
      filasOmitidas += 1;
      if (errores.length < limits.maxReportedRowErrors) errores.push(rowError(row + 1, reason));
    };
    for (const row of dataRows) {
      const cells = rows.get(row);
      const name = readName(cells?.get(header.nameColumn), limits);
      if ('reason' in name) {
        omit(row, name.reason);
        continue;
      }
      const units = readUnits(cells?.get(header.unitsColumn), limits);
      if ('reason' in units) {
        omit(row, units.reason);
        continue;
      }
      nombres.push(name.name);
      unidades.push(units.units);
    }
    if (filasOmitidas > errores.length) errores.push(moreRowErrors(filasOmitidas - errores.length));
    if (nombres.length === 0) return { ok: false, error: FILE_ERRORS.noValidRows };
    return {
      ok: true,
      hoja,
      primeraFila: dataRows[0] + 1,
      ultimaFila: dataRows[dataRows.length - 1] + 1,
      nombres,
      unidades,
      filasOmitidas,
      errores,
    };
  }
  return { ok: false, error: FILE_ERRORS.noSheet };
}

/**
 * Rows read past the last allowed one, to notice a sheet that goes beyond the limit. The
 * declared range (`!fullref`) cannot be trusted for that: some exporters declare every row of
 * the grid. A sheet is only missed if this many blank rows sit exactly at the limit.
 */
const ROWS_PAST_LIMIT = 1000;

/** Rows SheetJS should read per sheet: a header anywhere in the search window, its data rows and the margin. */
export function sheetRowsToRead(limits: ExcelLimits): number {
  return limits.headerSearchRows + limits.maxDataRows + ROWS_PAST_LIMIT;
}
