import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * SQL lives in server/db: elsewhere on the server a module asks server/db's functions. Test files,
 * their fixtures and helpers may read the database directly.
 */
const ROOT = join(__dirname);
/** A prepare or exec whose first argument is a string literal, on its line or the next. */
const SQL_CALL = /\.(?:prepare|exec)\(\s*[`'"]\s*(\w+)/g;
const SQL_WORDS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'CREATE', 'PRAGMA', 'WITH']);

function sqlCalls(text: string): number[] {
  return [...text.matchAll(SQL_CALL)]
    .filter((match) => SQL_WORDS.has(match[1].toUpperCase()))
    .map((match) => text.slice(0, match.index).split('\n').length);
}

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['db', 'test-fixtures'].includes(entry.name) ? [] : productionFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return entry.name === 'test-support.ts' ? [] : [path];
  });
}

test('no server module outside server/db prepares or runs SQL', () => {
  const offenders = productionFiles(ROOT).flatMap((file) =>
    sqlCalls(readFileSync(file, 'utf8')).map((line) => `${relative(ROOT, file)}:${line}`),
  );
  expect(offenders).toEqual([]);
});

test('the check sees SQL where it is', () => {
  expect(sqlCalls("const a = 1;\nconst find = db.prepare(\n  'SELECT 1',\n);")).toEqual([2]);
  expect(sqlCalls('const hour = /^(\\d+)h$/.exec(raw);')).toEqual([]);
  expect(productionFiles(ROOT).some((file) => file.endsWith('app.ts'))).toBe(true);
});
