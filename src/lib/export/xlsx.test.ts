import * as XLSX from 'xlsx';
import { toXlsxBlob } from './xlsx';

describe('toXlsxBlob', () => {
  it('round-trips headers, text, numeric cells and booleans as Sí/No', async () => {
    const blob = await toXlsxBlob(
      ['ID', 'Nombre', 'Monto', 'Activo'],
      [
        [1, 'José Pérez', 1234.5, true],
        [2, '=1+1', null, false],
      ],
    );
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
    const sheet = book.Sheets[book.SheetNames[0]];
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1, defval: null })).toEqual([
      ['ID', 'Nombre', 'Monto', 'Activo'],
      [1, 'José Pérez', 1234.5, 'Sí'],
      [2, '=1+1', null, 'No'],
    ]);
    expect(sheet.C2).toMatchObject({ t: 'n', v: 1234.5 });
    expect(sheet.B3).toMatchObject({ t: 's', v: '=1+1' });
    expect(sheet.B3.f).toBeUndefined();
  });
});
