// One lint setup for the whole workspace, with the package boundaries of docs/contracts.md.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { allRemotes } from './scripts/lib/remotes.mjs';
import { packageBoundaries } from './scripts/lint/package-boundaries.mjs';

const shellSingletons = JSON.parse(
  readFileSync(new URL('./shared/config/shell-singletons.json', import.meta.url), 'utf8'),
);
/** The public entries of the workspace package (its package.json `exports`). */
const sharedEntries = Object.keys(
  JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports,
).map((entry) => entry.replace(/^\./, '@jobmatch/shared').replace(/\/\*$/, '/'));

const apps = ['shell', ...allRemotes.map((remote) => remote.dir)];
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const sharedInternals = {
  regex: `^@jobmatch/shared/(?!(${sharedEntries
    .filter((entry) => entry !== '@jobmatch/shared')
    .map((entry) => escape(entry.slice('@jobmatch/shared/'.length)))
    .join('|')})($|(?<=/)))`,
  message:
    "Import the workspace package through its public entries (shared/package.json 'exports').",
};

const otherPackage = {
  regex: '^@jobmatch/(?!shared($|/))',
  message: 'Packages meet only through @jobmatch/shared and the federation contract.',
};

/** Files of `folder` may import only what the `patterns` of no-restricted-imports allow. */
const restrictImports = (folder, patterns) => ({
  files: [`${folder}/**/*.{ts,tsx,js,mjs,cjs}`],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const singletonNames = shellSingletons.map(escape).join('|');
const onlyRegisteredExposes = {
  regex: `^shell/(?!(${singletonNames})$)`,
  message: `The shell exposes only its singletons: ${shellSingletons.map((name) => `shell/${name}`).join(', ')}.`,
};
const singletonsThroughTheShell = {
  regex: `^@jobmatch/shared/(${singletonNames})$`,
  message: 'Remotes reach the state singletons through the shell: import shell/<name>.',
};
const noApp = (message) => ({ regex: '^shell/', message });

const serviceModuleMessage =
  'A service is reached from outside its folder only through services/<name>/<name>-module.ts (docs/api.md, Services).';
/** Outside services/<name>/, only its module (and, for the app and the registry, its routes). */
const throughServiceModules = (routesToo) => ({
  regex: `(^|/)services/(?<service>[a-z-]+)/(?!\\k<service>-module$${routesToo ? '|[a-z-]+-routes$' : ''})[^/]+$`,
  message: serviceModuleMessage,
});

const boundaries = [
  // apps: shared's public entries only, and the shell's registered exposes (remotes: only those)
  ...apps.map((app) =>
    restrictImports(app, [
      sharedInternals,
      otherPackage,
      onlyRegisteredExposes,
      ...(app === 'shell' ? [] : [singletonsThroughTheShell]),
    ]),
  ),
  restrictImports('shared', [
    otherPackage,
    noApp('@jobmatch/shared imports no app: it defines what the shell exposes.'),
  ]),
  {
    // shared code outside a singleton reaches it by its entry, which the share scope hands out once;
    // a relative path would bundle the state module into another shared chunk (tests may reach in)
    ...restrictImports('shared/src', [
      otherPackage,
      noApp('@jobmatch/shared imports no app: it defines what the shell exposes.'),
      {
        regex: `^(\\.\\./)+(${singletonNames})(/|$)`,
        message:
          'Import a state singleton by its entry (@jobmatch/shared/<name>), never by a relative path.',
      },
    ]),
    ignores: ['shared/src/testing/**', '**/__tests__/**'],
  },
  restrictImports('api', [
    sharedInternals,
    otherPackage,
    noApp('The api imports no app.'),
    throughServiceModules(false),
  ]),
  // inside services/: a sibling service only through its module (the service's own files are ./…)
  restrictImports('api/src/services', [
    sharedInternals,
    otherPackage,
    noApp('The api imports no app.'),
    {
      regex: '^\\.\\./(?<service>[a-z-]+)/(?!\\k<service>-module$)[^/]+$',
      message: serviceModuleMessage,
    },
    {
      regex: '(^|/)plugins/',
      message:
        "A service uses the app's plugins through what they decorate the app with (app.db, app.mailer …), never by import (docs/contracts.md#no-import-cycles).",
    },
  ]),
  // the app and the registry mount the services' routes
  {
    ...restrictImports('api/src', [
      sharedInternals,
      otherPackage,
      noApp('The api imports no app.'),
      throughServiceModules(true),
    ]),
    files: ['api/src/app.ts', 'api/src/services/service-registry.ts'],
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.mf/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        AbortController: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Relative imports stay in their package; e2e composes the product with the scripts' topology.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries: packageBoundaries },
    rules: {
      'boundaries/no-relative-import-across-packages': ['error', { allow: { e2e: ['scripts'] } }],
    },
  },
  {
    // No import cycles in any package (docs/contracts.md#no-import-cycles). Types are erased, so
    // only imports of values count; modules outside the repository are not followed.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          // `shell/<name>` resolves as TypeScript sees it; @jobmatch/shared through its `exports`
          tsconfig: { configFile: fileURLToPath(new URL('./tsconfig.base.json', import.meta.url)) },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
);
