import { buildZip, zipBombFile } from '../test-fixtures/zip-bomb';
import { simpleFile } from '../test-fixtures/spreadsheets';
import { DEFAULT_EXCEL_LIMITS } from './limits';
import { FILE_ERRORS } from './messages';
import { ExcelParserPool } from './pool';
import { checkZip } from './zip-guard';

const MB = 1024 * 1024;
const small = {
  ...DEFAULT_EXCEL_LIMITS,
  maxZipEntryBytes: 1 * MB,
  maxZipTotalBytes: 2 * MB,
  maxZipEntries: 10,
};

describe('checkZip', () => {
  it('lets a real workbook through', () => {
    expect(checkZip(simpleFile(50).content, DEFAULT_EXCEL_LIMITS)).toBe('ok');
  });

  it('refuses a bomb by its declared size, and one that lies about it by the actual inflation', () => {
    const honest = zipBombFile(8 * MB);
    const liar = zipBombFile(8 * MB, true);
    // A few kB holding 8 MB: the ratio of the 1 MB file holding 1 GiB.
    expect(liar.content.length).toBeLessThan(32 * 1024);
    expect(checkZip(honest.content, small)).toBe('tooLarge');
    expect(checkZip(liar.content, small)).toBe('tooLarge');
  });

  it('refuses entries that add up past the total, and too many entries', () => {
    const parts = [0, 1, 2].map((index) => ({
      name: `xl/p${index}.xml`,
      content: Buffer.alloc(MB - 10, 0x20),
    }));
    expect(checkZip(buildZip(parts), small)).toBe('tooLarge');
    const many = Array.from({ length: 11 }, (_, index) => ({
      name: `xl/${index}`,
      content: Buffer.from('x'),
    }));
    expect(checkZip(buildZip(many), small)).toBe('tooLarge');
  });

  it('calls a cut or mangled zip corrupt', () => {
    const whole = simpleFile(5).content;
    expect(checkZip(whole.subarray(0, whole.length - 30), DEFAULT_EXCEL_LIMITS)).toBe('corrupt');
    expect(checkZip(Buffer.from('PK'), DEFAULT_EXCEL_LIMITS)).toBe('corrupt');
  });
});

describe('a zip bomb through the parsing worker', { timeout: 60_000 }, () => {
  it('fails that file as too large, honestly, before SheetJS reads it', async () => {
    const pool = new ExcelParserPool({ limits: () => small, spares: 0 });
    try {
      const [bomb, liar, fine] = await pool.parseAll([
        zipBombFile(8 * MB).content,
        zipBombFile(8 * MB, true).content,
        simpleFile(3).content,
      ]);
      expect(bomb).toEqual({ ok: false, error: FILE_ERRORS.inflatedTooLarge(small) });
      expect(liar).toEqual({ ok: false, error: FILE_ERRORS.inflatedTooLarge(small) });
      expect(fine).toMatchObject({ ok: true });
    } finally {
      await pool.close();
    }
  });
});
