import { bombFile, messyFile, simpleFile } from '../test-fixtures/spreadsheets';
import { DEFAULT_EXCEL_LIMITS, type ExcelLimits } from './limits';
import { ExcelParserPool } from './pool';

// Each parse starts a worker (tsx, then SheetJS): about a second, more on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let limits: ExcelLimits;
let pool: ExcelParserPool;
beforeEach(() => {
  limits = { ...DEFAULT_EXCEL_LIMITS };
  pool = new ExcelParserPool({ limits: () => limits, spares: 0 });
});
afterEach(async () => {
  await pool.close();
});

describe('ExcelParserPool', () => {
  it('parses .xlsx and .xls files in worker threads started through tsx', async () => {
    const [xlsx, xls] = await Promise.all([
      pool.parse(messyFile().content),
      pool.parse(simpleFile(3, 'biff8').content),
    ]);
    expect(xlsx).toMatchObject({
      ok: true,
      hoja: 'Reporte',
      nombres: ['Ana Pérez', 'Elena Mora', 'Fabián Núñez'],
    });
    expect(xls).toMatchObject({ ok: true, hoja: 'Hoja1', unidades: [2, 3, 4] });
  });

  it('reads an Excel 95 .xls, which loads the code-page tables first', async () => {
    // SheetJS cannot write accented text in this format, so the sample is plain ASCII.
    expect(await pool.parse(simpleFile(3, 'biff5').content)).toMatchObject({
      ok: true,
      nombres: ['Persona 1', 'Persona 2', 'Persona 3'],
    });
  });

  it('terminates a parse that runs past the timeout, and the next file still goes through', async () => {
    limits = { ...limits, parseTimeoutMs: 1 };
    expect(await pool.parse(simpleFile(2000).content)).toEqual({
      ok: false,
      error: 'El archivo tardó demasiado en procesarse (límite de 0,001 s)',
    });
    limits = { ...DEFAULT_EXCEL_LIMITS };
    expect(await pool.parse(simpleFile(2).content)).toMatchObject({
      ok: true,
      nombres: ['Persona 1', 'Persona 2'],
    });
  });

  it('kills a worker that runs out of heap on a decompression bomb, not the process', async () => {
    limits = { ...limits, workerHeapMb: 32 };
    // 45 MB of XML in a 0.5 MB file.
    const bomb = bombFile(1500, 30_000);
    expect(bomb.content.length).toBeLessThan(1024 * 1024);
    const single = new ExcelParserPool({ limits: () => limits, spares: 0, concurrency: 1 });
    try {
      const results = await single.parseAll([simpleFile(1).content, bomb.content, simpleFile(2).content]);
      expect(results).toEqual([
        expect.objectContaining({ ok: true, nombres: ['Persona 1'] }),
        { ok: false, error: 'El archivo es demasiado grande o complejo para procesarlo' },
        expect.objectContaining({ ok: true, nombres: ['Persona 1', 'Persona 2'] }),
      ]);
      // One lane: its worker served the first file, died on the bomb and was replaced.
      expect(single.stats().started).toBe(2);
    } finally {
      await single.close();
    }
  });

  it('answers the files of an upload in their order, through at most two workers', async () => {
    const files = [simpleFile(1), messyFile('biff8'), simpleFile(3, 'xlsm'), simpleFile(4)].map(
      (file) => file.content,
    );
    // Two lanes whatever the cores (the default is one lane per core, up to two).
    const twoLanes = new ExcelParserPool({ limits: () => limits, spares: 0, concurrency: 2 });
    try {
      const results = await twoLanes.parseAll(files);
      expect(results.map((result) => result.ok && result.nombres.length)).toEqual([1, 3, 3, 4]);
      expect(twoLanes.stats().started).toBe(2);
    } finally {
      await twoLanes.close();
    }
  });

  it('keeps a started worker waiting so that the next file does not wait for one', async () => {
    const warm = new ExcelParserPool({ limits: () => limits, spares: 1 });
    try {
      await warm.parse(simpleFile(1).content);
      // The gap between two uploads, during which the spare loads SheetJS.
      await vi.waitFor(() => expect(warm.stats().readySpares).toBe(1), { timeout: 30_000, interval: 50 });
      expect(await warm.parse(simpleFile(1).content)).toMatchObject({ ok: true });
      expect(warm.stats()).toMatchObject({ warmStarts: 1, started: 3 });
    } finally {
      await warm.close();
    }
  });

  it('refuses work once closed', async () => {
    await pool.close();
    expect(await pool.parse(simpleFile(1).content)).toEqual({
      ok: false,
      error: 'No se pudo procesar el archivo; intente nuevamente',
    });
  });
});
