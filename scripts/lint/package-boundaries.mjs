// An ESLint rule that keeps relative imports inside their own top-level package folder: an app
// never reaches into another app's files, `shared` into an app, the api into the frontend. Bare
// specifiers (`@jobmatch/shared/...`, `shell/...`) are checked by no-restricted-imports instead.
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

const topFolderOf = (file) => path.relative(repoRoot, file).split(path.sep)[0];

/** @type {import('eslint').Rule.RuleModule} */
const noRelativeImportAcrossPackages = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside their own package folder.' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'object',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      crossing:
        "'{{source}}' reaches from {{from}}/ into {{to}}/. Packages meet through @jobmatch/shared's public entries, the federation contract (shell/<singleton>) or HTTP.",
    },
  },
  create(context) {
    const allow = context.options[0]?.allow ?? {};
    const file = context.filename;
    const from = topFolderOf(file);
    // files at the top (eslint.config.mjs) are the workspace's own and may read any folder
    const atTop = path.relative(repoRoot, path.dirname(file)) === '';
    const check = (node, source) => {
      if (atTop || typeof source !== 'string' || !source.startsWith('.')) return;
      const to = topFolderOf(path.resolve(path.dirname(file), source));
      if (to === from || (allow[from] ?? []).includes(to)) return;
      context.report({
        node,
        messageId: 'crossing',
        data: { source, from, to: to || '(repository root)' },
      });
    };
    const fromSource = (node) => node.source && check(node, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [first] = node.arguments;
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          first?.type === 'Literal'
        )
          check(node, first.value);
      },
    };
  },
};

export const packageBoundaries = {
  rules: { 'no-relative-import-across-packages': noRelativeImportAcrossPackages },
};
