import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * No module over 300 lines: production code, the bench, the scripts and the shared test helpers
 * are split by what they are about before they grow past it. Tests (`*.test.*`, `*.spec.*`) are
 * exempt.
 */
const ROOT = join(__dirname, '..');
const DIRS = ['src', 'server', 'bench', 'scripts', 'tests'];
const MAX_LINES = 300;

function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : modules(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|spec)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

const allModules = () => DIRS.flatMap((dir) => modules(join(ROOT, dir)));

test(`no module is over ${MAX_LINES} lines`, () => {
  const over = allModules().flatMap((file) => {
    const lines = lineCount(readFileSync(file, 'utf8'));
    return lines > MAX_LINES ? [`${relative(ROOT, file)}: ${lines} líneas`] : [];
  });
  expect(over).toEqual([]);
});

test('the check counts lines and sees every kind of module', () => {
  expect(lineCount('')).toBe(0);
  expect(lineCount('a\nb\n')).toBe(2);
  expect(lineCount('a\nb')).toBe(2);
  expect(lineCount('a\n'.repeat(301))).toBe(301);
  const seen = allModules().map((file) => relative(ROOT, file));
  for (const file of [
    'src/app/routes.ts',
    'src/app/app-layout.tsx',
    'server/app.ts',
    'bench/screens-browser.ts',
    'tests/audit/recompute.ts',
  ])
    expect(seen).toContain(file);
  expect(seen.filter((file) => /\.(test|spec)\./.test(file))).toEqual([]);
});
