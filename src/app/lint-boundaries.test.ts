import path from 'node:path';
import { ESLint } from 'eslint';

/** The lint configuration itself: a file that crosses a boundary fails `npm run lint`. */
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function messagesFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId?.startsWith('house/')).map((m) => m.ruleId);
}

describe('house lint rules', () => {
  it.each([
    ['src/features/cobros/x.ts', "import { a } from '../clientes/y';"],
    ['src/features/cobros/api/x.ts', "export { a } from '../../home/y';"],
    ['src/domain/x.ts', "import { a } from '../lib/y';"],
    ['src/contract/x.ts', "import { a } from '../lib/y';"],
    ['src/lib/x.ts', "import { a } from '../features/cobros/y';"],
    ['src/components/data-table/x.ts', "const m = import('../../features/home/y');"],
  ])('%s may not import: %s', async (file, code) => {
    expect(await messagesFor(file, `${code}\nexport {};\n`)).toEqual(['house/boundaries']);
  });

  it.each([
    ['src/features/cobros/api/x.ts', "import { a } from '../cobro-rows';"],
    ['src/features/cobros/x.ts', "import { a } from '../../lib/y';"],
    ['src/contract/x.ts', "import { a } from '../domain/y';"],
    ['src/app/x.ts', "const m = import('../features/home/y');"],
  ])('%s may import: %s', async (file, code) => {
    expect(await messagesFor(file, `${code}\nexport {};\n`)).toEqual([]);
  });

  it('refuses a file name that is not kebab-case', async () => {
    expect(await messagesFor('src/components/ConfirmModal.tsx', 'export {};\n')).toEqual([
      'house/kebab-case-files',
    ]);
    expect(await messagesFor('src/components/confirm-modal.tsx', 'export {};\n')).toEqual([]);
  });

  it('refuses a number input, which drops a decimal comma', async () => {
    const file = 'src/features/cobros/x.tsx';
    expect(await messagesFor(file, 'export const A = () => <input type="number" />;\n')).toEqual([
      'house/no-number-input',
    ]);
    expect(await messagesFor(file, "export const A = () => <input type={'number'} />;\n")).toEqual([
      'house/no-number-input',
    ]);
    expect(
      await messagesFor(file, 'export const A = () => <input type="text" inputMode="decimal" />;\n'),
    ).toEqual([]);
  });
});
