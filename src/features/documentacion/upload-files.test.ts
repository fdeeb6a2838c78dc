import { documentTypeLabel } from './document-types';
import { addFiles, isSpreadsheetName, refusedFilesMessage } from './upload-files';

const file = (name: string, size = 1, lastModified = 1) =>
  new File([new Uint8Array(size)], name, { lastModified });

describe('upload files', () => {
  it.each([
    ['enero.xlsx', true],
    ['ENERO.XLS', true],
    ['macro.xlsm', true],
    ['notas.txt', false],
    ['datos.csv', false],
    ['xlsx', false],
    ['informe.xlsx.pdf', false],
  ])('%s is a spreadsheet: %s', (name, expected) => {
    expect(isSpreadsheetName(name)).toBe(expected);
  });

  it('adds spreadsheets once each and names the refused files', () => {
    const enero = file('enero.xlsx', 10);
    const { files, refused } = addFiles(
      [enero],
      [file('enero.xlsx', 10), file('notas.txt'), file('b.xls', 5)],
    );
    expect(files.map((chosen) => chosen.name)).toEqual(['enero.xlsx', 'b.xls']);
    expect(refused).toEqual(['notas.txt']);
    expect(refusedFilesMessage(refused)).toBe('Solo se aceptan archivos .xls, .xlsx o .xlsm: notas.txt');
  });

  it.each([
    [1, 'Terapia'],
    [2, 'Bill'],
    [3, 'Tipo 3'],
    [null, 'N/A'],
  ])('document type %s reads %s', (tipo, label) => {
    expect(documentTypeLabel(tipo)).toBe(label);
  });
});
