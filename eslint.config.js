// One lint setup for the whole repo. The import boundaries of ARCHITECTURE.md live here as
// no-restricted-imports rules, so a package cannot quietly reach past its layer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const deepImports = {
  group: ['@eldercare/*/src/*', '@eldercare/*/dist/*', '../../packages/*', '../../apps/*'],
  message: 'Import packages through their public entry points only (ARCHITECTURE.md).',
};

/** @param {string[]} forbidden @param {string} why @param {string[]} [exact] names forbidden without their subpaths */
const boundary = (forbidden, why, exact = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [deepImports, ...(forbidden.length ? [{ group: forbidden, message: why }] : [])],
      paths: exact.map((name) => ({ name, message: why })),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/reports/**',
      '**/coverage/**',
      '**/.data*/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [deepImports] }],
    },
  },
  {
    files: ['**/*.tsx', 'packages/admin-kit/**/*.ts', 'apps/backoffice/**/*.ts', 'apps/docs/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Function size as a habit (ARCHITECTURE.md): past 80 lines a function mixes concerns that want
    // names of their own. A function that must stay longer says why in its disable comment.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}', 'examples/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.stories.*', '**/test-fixtures/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['packages/validators/src/**'],
    rules: boundary(
      ['@eldercare/*', 'react', 'react-dom', 'antd', 'axios', 'node:*'],
      'validators depend on nothing.',
    ),
  },
  {
    files: ['packages/contract/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepImports,
            {
              // Everything but relative files, zod and the validators.
              regex: '^(?!\\.{1,2}/|zod$|@eldercare/validators$)',
              message: 'The contract is schemas and types only: it may import zod and @eldercare/validators.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/resources/src/**'],
    rules: boundary(
      ['@eldercare/api-client*', '@eldercare/admin-kit*', 'react', 'antd', 'axios'],
      'resources may import only @eldercare/validators and @eldercare/contract.',
    ),
  },
  {
    files: ['packages/api-client/src/**'],
    rules: boundary(
      ['@eldercare/admin-kit*', '@eldercare/resources*', 'antd', '@ant-design/*'],
      'api-client may import only @eldercare/contract and @eldercare/validators; UI side effects are injected by the host.',
    ),
  },
  {
    files: ['packages/admin-kit/src/**'],
    rules: boundary(
      ['@eldercare/api-client*', 'axios', 'jsencrypt'],
      'admin-kit knows nothing of HTTP: data arrives by props.',
    ),
  },
  {
    files: ['apps/server/src/**', 'apps/server/test/**', 'apps/server/scripts/**'],
    rules: boundary(
      [
        '@eldercare/api-client*',
        '@eldercare/admin-kit*',
        'react',
        'react-dom',
        'antd',
        '@ant-design/*',
        'axios',
        'js-cookie',
      ],
      'The server reads the contract from @eldercare/contract; never the HTTP client, React or antd.',
    ),
  },
  {
    files: ['apps/backoffice/src/**'],
    rules: boundary(['@eldercare/server*'], 'The back-office never imports the server.'),
  },
  {
    files: ['apps/docs/**'],
    rules: boundary(
      ['@eldercare/api-client*', '@eldercare/server*'],
      'Stories use the kit and resources only.',
    ),
  },
  {
    // CommonJS config files of tools that do not read ESM configs.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
