import path from 'node:path';

/**
 * The house's import boundaries and file names, as a local plugin so that no dependency is added.
 * Imports flow one way: domain ← contract ← lib/components ← features ← app.
 */

const SRC = `${path.sep}src${path.sep}`;

/** 'features/cobros', 'domain', 'lib'… for a file under src/, or null outside it. */
function areaOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SRC.length).split(path.sep);
  if (parts.length < 2) return 'root';
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0];
}

/** Why `from` may not import `to`, or null when it may. */
function violation(from, to) {
  if (!from || !to || from === to) return null;
  if (from.startsWith('features/') && to.startsWith('features/')) {
    return `A feature never imports another feature (${from} → ${to}); move the shared piece to src/lib, src/components or src/domain.`;
  }
  if (from === 'domain') return `src/domain imports nothing of the app (it imports ${to}).`;
  if (from === 'contract' && to !== 'domain')
    return `src/contract imports only src/domain (it imports ${to}).`;
  if ((from === 'lib' || from === 'components') && to.startsWith('features/')) {
    return `src/${from} imports no feature (it imports ${to}).`;
  }
  return null;
}

const boundaries = {
  meta: { type: 'problem', schema: [], docs: { description: 'Import boundaries between src/ areas' } },
  create(context) {
    const file = path.resolve(context.filename);
    const from = areaOf(file);
    if (!from) return {};
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const message = violation(from, areaOf(path.resolve(path.dirname(file), source)));
      if (message) context.report({ node, message });
    }
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], docs: { description: 'kebab-case file names' } },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB.test(name)) context.report({ node, message: `File name '${name}' is not kebab-case.` });
      },
    };
  },
};

/**
 * No `<input type="number">`: Chromium's number input drops a decimal comma, so '12,50' reached
 * the form as 1250. Amounts and units are text inputs read by domain/money-input (MoneyField,
 * UnitsField in src/components/money-field.tsx).
 */
const noNumberInput = {
  meta: { type: 'problem', schema: [], docs: { description: 'No type="number" inputs' } },
  create(context) {
    return {
      JSXAttribute(node) {
        if (node.name.name !== 'type' || !node.value) return;
        const value =
          node.value.type === 'Literal'
            ? node.value.value
            : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal'
              ? node.value.expression.value
              : null;
        if (value === 'number') {
          context.report({
            node,
            message:
              'type="number" drops a decimal comma (12,50 becomes 1250); use MoneyField or UnitsField from src/components/money-field.tsx.',
          });
        }
      },
    };
  },
};

export default {
  rules: { boundaries, 'kebab-case-files': kebabCaseFiles, 'no-number-input': noNumberInput },
};
