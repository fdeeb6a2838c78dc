/**
 * Entry of every spreadsheet worker, in plain JavaScript so that it needs no loader. It loads
 * SheetJS's ES module build natively, registers tsx's CommonJS hooks (cheap and in-thread,
 * unlike tsx's ESM loader, which starts a hooks thread in every worker) and requires the
 * TypeScript side. Works alike under `tsx server/main.ts`, the bench and Vitest, with no build
 * step; Node 20 would not apply `--import tsx` to a worker's entry anyway.
 */
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';
import * as XLSX from 'xlsx/xlsx.mjs';

register();
const require = createRequire(import.meta.url);
const { serveFiles } = require('./worker.ts');

// Legacy .xls (BIFF5 and older) store text in Windows code pages; SheetJS needs these tables.
serveFiles(XLSX, async () => {
  XLSX.set_cptable(await import('xlsx/dist/cpexcel.full.mjs'));
});
