import { randomBytes } from 'node:crypto';
import XLSX from 'xlsx';

/**
 * Spreadsheets for tests and the bench, built in memory with SheetJS on every run, so that no
 * binary is committed. Each returns the file name the upload sends and its bytes.
 */
export type UploadFile = { name: string; content: Buffer };

export type Cell = string | number | boolean | null;
export type SheetRows = readonly (readonly Cell[])[];

/** SheetJS book types: 'biff8' is the .xls of Excel 97–2003, 'biff5' the .xls of Excel 5/95. */
export type BookType = 'xlsx' | 'xlsm' | 'biff8' | 'biff5';

const EXTENSION: Readonly<Record<BookType, string>> = {
  xlsx: '.xlsx',
  xlsm: '.xlsm',
  biff8: '.xls',
  biff5: '.xls',
};

export function workbookFile(
  baseName: string,
  sheets: Readonly<Record<string, SheetRows>>,
  bookType: BookType = 'xlsx',
): UploadFile {
  const workbook = XLSX.utils.book_new();
  for (const [sheetName, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), sheetName);
  }
  // Compressed like Excel's own files (SheetJS stores ZIP entries uncompressed by default).
  const content = XLSX.write(workbook, { type: 'buffer', bookType, compression: true }) as Buffer;
  return { name: `${baseName}${EXTENSION[bookType]}`, content };
}

/** A plain list: header on row 1, then `count` people with 1–12 units each. */
export function peopleRows(count: number, header: readonly Cell[] = ['Nombre', 'Unidades']): Cell[][] {
  const rows: Cell[][] = [[...header]];
  for (let index = 1; index <= count; index += 1) rows.push([`Persona ${index}`, (index % 12) + 1]);
  return rows;
}

/** Units of `peopleRows(count)`, for expected totals. */
export function peopleUnits(count: number): number[] {
  return Array.from({ length: count }, (_, index) => ((index + 1) % 12) + 1);
}

export const simpleFile = (count = 3, bookType: BookType = 'xlsx', baseName = 'simple') =>
  workbookFile(baseName, { Hoja1: peopleRows(count) }, bookType);

/**
 * A realistic export: a title and a blank row above the header (on Excel row 4), accented and
 * upper-case headers, extra columns, blank rows inside the data, and bad rows. Excel rows:
 * 5 Ana (3), 6 Bruno ("abc"), 7 blank, 8 (no name, 4), 9 Carla (-2), 10 Daniel (empty units),
 * 11 Elena ("7,5" as text), 12 Fabián (2.25), 13 TOTAL (footer).
 */
export function messyFile(bookType: BookType = 'xlsx'): UploadFile {
  return workbookFile(
    'reporte_mensual',
    {
      Reporte: [
        ['Reporte mensual de servicios'],
        ['Agencia Sol Naciente', null, 'Junio 2026'],
        [],
        ['#', 'NOMBRE COMPLETO', 'Fecha', 'Unidádes', 'Observaciones'],
        [1, 'Ana Pérez', '2026-06-01', 3, ''],
        [2, 'Bruno Díaz', '2026-06-02', 'abc', 'revisar'],
        [],
        [3, '', '2026-06-03', 4, 'sin nombre'],
        [4, 'Carla Ruiz', '2026-06-04', -2, ''],
        [5, 'Daniel Soto', '2026-06-05', null, 'pendiente'],
        [6, '  Elena   Mora ', '2026-06-06', '7,5', ''],
        [7, 'Fabián Núñez', '2026-06-07', 2.25, ''],
        [null, 'TOTAL', null, 12.75, null],
      ],
    },
    bookType,
  );
}

/** The first sheet is a cover without the columns; the data is on the second sheet. */
export function secondSheetFile(): UploadFile {
  return workbookFile('dos_hojas', {
    Portada: [['Resumen'], ['Total', 40]],
    Datos: [
      ['Paciente', 'Units', 'Extra'],
      ['Gloria Vega', 5, 'x'],
      ['Hugo Ríos', 6, 'y'],
    ],
  });
}

export function noUsableSheetFile(): UploadFile {
  return workbookFile('sin_columnas', {
    Hoja1: [
      ['Producto', 'Cantidad'],
      ['Guantes', 4],
    ],
    Hoja2: [['Solo texto']],
  });
}

/** Header only, or rows that are all invalid: nothing to create. */
export function noValidRowsFile(): UploadFile {
  return workbookFile('sin_registros', {
    Hoja1: [
      ['Nombre', 'Unidades'],
      ['Iván', 'muchas'],
      ['', 3],
    ],
  });
}

export const emptyFile = (): UploadFile => ({ name: 'vacio.xlsx', content: Buffer.alloc(0) });

/** Random bytes named .xlsx: no Excel container at all. */
export const randomBytesFile = (): UploadFile => ({ name: 'aleatorio.xlsx', content: randomBytes(4096) });

/** A real .xlsx cut in half: the container looks right, the parser must fail on it. */
export function truncatedFile(): UploadFile {
  const { content } = simpleFile(200);
  return { name: 'cortado.xlsx', content: content.subarray(0, Math.floor(content.length / 2)) };
}

/** A text file renamed .xlsx, which SheetJS alone would happily read as CSV. */
export const textAsXlsxFile = (): UploadFile => ({
  name: 'notas.xlsx',
  content: Buffer.from('Nombre,Unidades\nAna,3\nBruno,4\n', 'utf8'),
});

export const textFile = (): UploadFile => ({
  name: 'lista.txt',
  content: Buffer.from('Nombre,Unidades\nAna,3\n'),
});

/** One byte over `bytes`, with a ZIP header so that only the size is wrong. */
export function oversizeFile(bytes: number): UploadFile {
  const content = Buffer.alloc(bytes + 1, 0x20);
  content.write('PK\u0003\u0004xl/', 0, 'latin1');
  return { name: 'enorme.xlsx', content };
}

/**
 * A small file that inflates to a huge sheet: `rows` distinct strings of `width` characters
 * compress to almost nothing, but the parser must hold them all (a decompression bomb).
 */
export function bombFile(rows: number, width: number): UploadFile {
  const filler = 'x'.repeat(width);
  const data: Cell[][] = [['Nombre', 'Unidades']];
  for (let index = 0; index < rows; index += 1) data.push([`${index} ${filler}`, 1]);
  return workbookFile('bomba', { Hoja1: data });
}
