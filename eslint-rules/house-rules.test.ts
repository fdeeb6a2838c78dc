import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Lints snippets through the project's own eslint.config.js, so these prove what `npm run lint`
 * enforces, not only what the rule would do in isolation. The files need not exist.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function houseErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('house/'))
    .map((message) => message.ruleId ?? '');
}

describe('house lint rules, as npm run lint applies them', () => {
  // Loading the config and its plugins takes seconds on a busy machine; pay it once, outside the cases.
  beforeAll(() => houseErrors('src/lib/warm-up.ts', 'export const a = 1;'), 120_000);

  it.each([
    ['src/features/pagos/x.ts', "export { a } from '../cobros/cobro-rows';"],
    ['src/features/pagos/components/x.tsx', "import { a } from '../../cobros/api/get-cobros';\nexport const b = a;"],
    ['src/domain/x.ts', "export { a } from '../lib/paths';"],
    ['src/contract/x.ts', "export { a } from '../lib/paths';"],
    ['src/lib/x.ts', "export { a } from '../features/cobros/cobro-rows';"],
    ['src/components/x.tsx', "export { a } from '../features/home/home-page';"],
  ])('%s may not import that: %s', async (file, code) => {
    expect(await houseErrors(file, code)).toEqual(['house/boundaries']);
  });

  it.each([
    ['src/features/pagos/x.ts', "export { a } from '../../lib/paths';"],
    ['src/features/pagos/x.ts', "export { a } from './payroll-view';"],
    ['src/contract/x.ts', "export { a } from '../domain/cents';"],
    ['src/app/x.ts', "export { a } from '../features/cobros/cobro-rows';"],
  ])('%s may import that: %s', async (file, code) => {
    expect(await houseErrors(file, code)).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await houseErrors('src/features/pagos/PagosList.tsx', 'export const a = 1;')).toEqual([
      'house/kebab-case-files',
    ]);
    expect(await houseErrors('src/features/pagos/pagos-list.tsx', 'export const a = 1;')).toEqual([]);
  });
});
