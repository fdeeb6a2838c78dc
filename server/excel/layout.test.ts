import XLSX from 'xlsx';
import {
  messyFile,
  noUsableSheetFile,
  noValidRowsFile,
  peopleRows,
  randomBytesFile,
  secondSheetFile,
  simpleFile,
  textAsXlsxFile,
  truncatedFile,
  workbookFile,
  type BookType,
  type SheetRows,
  type UploadFile,
} from '../test-fixtures/spreadsheets';
import { extractRecords, normalizeHeader, type Extraction } from './layout';
import { DEFAULT_EXCEL_LIMITS, type ExcelLimits } from './limits';
import { hasAcceptedExtension, precheckFile, sniffSpreadsheet } from './sniff';
import { parseSpreadsheet } from './worker';

/** The worker's parse, run in-process: the layout rules need no thread to be tested. */
function parse(file: UploadFile, limits: Partial<ExcelLimits> = {}): Extraction {
  return parseSpreadsheet(XLSX, {
    type: 'parse',
    bytes: file.content,
    limits: { ...DEFAULT_EXCEL_LIMITS, ...limits },
  });
}

const sheet = (rows: SheetRows, bookType: BookType = 'xlsx') =>
  workbookFile('prueba', { Hoja1: rows }, bookType);

describe('normalizeHeader', () => {
  it.each([
    ['NOMBRE COMPLETO', 'nombre completo'],
    ['Unidádes', 'unidades'],
    ['  Nombre:  ', 'nombre'],
    ['Nº de Unidades', 'n de unidades'],
    ['Recipient_Name', 'recipient name'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeHeader(text)).toBe(expected);
  });
});

describe('extracting records (backend-notes layout)', () => {
  it.each(['xlsx', 'xlsm', 'biff8'] as const)(
    'reads a messy %s export: header below a title, accented headers, blank and bad rows',
    (bookType) => {
      expect(parse(messyFile(bookType))).toEqual({
        ok: true,
        hoja: 'Reporte',
        primeraFila: 5,
        ultimaFila: 13,
        nombres: ['Ana Pérez', 'Elena Mora', 'Fabián Núñez'],
        unidades: [3, 7.5, 2.25],
        filasOmitidas: 5,
        errores: [
          'Fila 6: unidades no numéricas',
          'Fila 8: nombre vacío',
          'Fila 9: unidades negativas',
          'Fila 10: unidades vacías',
          'Fila 13: fila de totales',
        ],
      });
    },
  );

  it('processes the first sheet that has both columns and reports its name', () => {
    expect(parse(secondSheetFile())).toMatchObject({
      ok: true,
      hoja: 'Datos',
      primeraFila: 2,
      ultimaFila: 3,
      nombres: ['Gloria Vega', 'Hugo Ríos'],
      unidades: [5, 6],
      filasOmitidas: 0,
      errores: [],
    });
  });

  it('fails a workbook without a usable sheet', () => {
    expect(parse(noUsableSheetFile())).toEqual({
      ok: false,
      error:
        'No se encontró ninguna hoja con una columna de nombre (p. ej. "Nombre") y una de unidades (p. ej. "Unidades")',
    });
  });

  it('fails a sheet whose rows are all invalid', () => {
    expect(parse(noValidRowsFile())).toEqual({
      ok: false,
      error: 'No se encontraron registros válidos en el archivo',
    });
    expect(parse(sheet([['Nombre', 'Unidades']]))).toEqual({
      ok: false,
      error: 'No se encontraron registros válidos en el archivo',
    });
  });

  it('prefers the patient over the generic client column, whatever the order', () => {
    const result = parse(
      sheet([
        ['Cliente', 'Paciente', 'Unidades'],
        ['Clínica San Rafael', 'Rosa Vera', 4],
      ]),
    );
    expect(result).toMatchObject({ ok: true, nombres: ['Rosa Vera'] });
  });

  it('accepts English headers', () => {
    const result = parse(
      sheet([
        ['Recipient', 'Units'],
        ['John Smith', 8],
      ]),
    );
    expect(result).toMatchObject({ ok: true, nombres: ['John Smith'], unidades: [8] });
  });

  it('looks for the header only in the first rows of a sheet', () => {
    const rows: SheetRows = [
      ...Array.from({ length: 5 }, () => ['relleno']),
      ['Nombre', 'Unidades'],
      ['Ana', 1],
    ];
    expect(parse(sheet(rows), { headerSearchRows: 5 })).toMatchObject({ ok: false });
    expect(parse(sheet(rows), { headerSearchRows: 6 })).toMatchObject({ ok: true, primeraFila: 7 });
  });

  it('reads units written as text, with a decimal comma or point', () => {
    const result = parse(
      sheet([
        ['Nombre', 'Unidades'],
        ['Ana', '4'],
        ['Bea', ' 2,5 '],
        ['Caro', '0.75'],
        ['Dina', 0],
      ]),
    );
    expect(result).toMatchObject({ ok: true, unidades: [4, 2.5, 0.75, 0], filasOmitidas: 0 });
  });

  it('omits booleans, absurd units and overlong names with a reason', () => {
    const result = parse(
      sheet([
        ['Nombre', 'Unidades'],
        ['Ana', true],
        ['Bea', 2_000_000],
        ['x'.repeat(300), 1],
        ['Caro', '1e3'],
        ['Dina', 3],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      hoja: 'Hoja1',
      primeraFila: 2,
      ultimaFila: 6,
      nombres: ['Dina'],
      unidades: [3],
      filasOmitidas: 4,
      errores: [
        'Fila 2: unidades no numéricas',
        'Fila 3: unidades fuera de rango (máximo 1.000.000)',
        'Fila 4: nombre demasiado largo (máximo 255 caracteres)',
        'Fila 5: unidades no numéricas',
      ],
    });
  });

  it('lists a bounded number of reasons but counts every omitted row', () => {
    const rows: SheetRows = [
      ['Nombre', 'Unidades'],
      ...Array.from({ length: 8 }, () => ['Ana', 'x']),
      ['Bea', 1],
    ];
    const result = parse(sheet(rows), { maxReportedRowErrors: 3 });
    expect(result).toMatchObject({ ok: true, filasOmitidas: 8 });
    expect(result.ok && result.errores).toEqual([
      'Fila 2: unidades no numéricas',
      'Fila 3: unidades no numéricas',
      'Fila 4: unidades no numéricas',
      '… y 5 fila(s) omitida(s) más',
    ]);
  });

  it('fails a sheet with more data rows than the limit, and takes one at the limit', () => {
    expect(parse(simpleFile(6), { maxDataRows: 5 })).toEqual({
      ok: false,
      error: 'La hoja "Hoja1" supera el máximo de 5 filas de datos',
    });
    expect(parse(simpleFile(5), { maxDataRows: 5 })).toMatchObject({
      ok: true,
      primeraFila: 2,
      ultimaFila: 6,
    });
    // Blank rows inside the data still count towards the limit: they are rows of the sheet.
    expect(parse(sheet([...peopleRows(2), [], [], [], ['Zoe', 1]]), { maxDataRows: 5 })).toMatchObject({
      ok: false,
    });
  });

  it('trusts the cells, not the range a sheet declares (some exporters declare the whole grid)', () => {
    const worksheet = XLSX.utils.aoa_to_sheet(peopleRows(3));
    worksheet['!ref'] = 'A1:XFD1048576';
    worksheet['!fullref'] = 'A1:XFD1048576';
    const limits = { ...DEFAULT_EXCEL_LIMITS, maxDataRows: 5 };
    expect(extractRecords({ SheetNames: ['Hoja1'], Sheets: { Hoja1: worksheet } }, limits)).toMatchObject({
      ok: true,
      ultimaFila: 4,
    });
  });

  it('fails a cut-off file as damaged', () => {
    expect(parse(truncatedFile())).toEqual({ ok: false, error: 'El archivo está dañado o no se pudo leer' });
  });
});

describe('checks before parsing', () => {
  const limits = DEFAULT_EXCEL_LIMITS;

  it.each([
    ['a.xls', true],
    ['b.XLSX', true],
    ['c.Xlsm', true],
    ['d.csv', false],
    ['e.xlsx.txt', false],
    ['xlsx', false],
  ])('extension of %s accepted: %s', (name, accepted) => {
    expect(hasAcceptedExtension(name)).toBe(accepted);
  });

  it('refuses by extension first, then size, then emptiness', () => {
    expect(precheckFile('a.txt', 0, false, limits)).toBe(
      'Formato no permitido: solo se aceptan archivos .xls, .xlsx y .xlsm',
    );
    expect(precheckFile('a.xlsx', 10, true, limits)).toBe('El archivo supera el tamaño máximo de 10 MB');
    expect(precheckFile('a.xlsx', limits.maxFileBytes + 1, false, limits)).toBe(
      'El archivo supera el tamaño máximo de 10 MB',
    );
    expect(precheckFile('a.xlsx', 0, false, limits)).toBe('El archivo está vacío');
    expect(precheckFile('a.xlsx', limits.maxFileBytes, false, limits)).toBeNull();
  });

  it('lets real workbooks of every format through and refuses look-alikes', () => {
    for (const bookType of ['xlsx', 'xlsm', 'biff8'] as const) {
      expect(sniffSpreadsheet(simpleFile(1, bookType).content)).toBeNull();
    }
    for (const file of [textAsXlsxFile(), randomBytesFile()]) {
      expect(sniffSpreadsheet(file.content)).toBe('El archivo no es una hoja de cálculo válida');
    }
    // A ZIP that is not an Excel package, e.g. a .docx renamed .xlsx.
    expect(sniffSpreadsheet(Buffer.from('PK\u0003\u0004word/document.xml', 'latin1'))).toBe(
      'El archivo no es una hoja de cálculo válida',
    );
  });
});
