// One lint for the whole tree (npm test runs it with --max-warnings 0): typescript-eslint's
// type-checked rules everywhere, React's hooks rules and jsx-a11y in the web app, and the house
// rule of at most 300 formatted lines a file (Prettier sets the width; see .prettierrc.json).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const testFiles = [
  '**/*-test-client.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.test.mjs',
  '**/test/**',
  '**/testing/**',
  'e2e/**',
  'bench/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
      '**/*.d.ts',
      'apps/server/src/workers/median-filter.worker.mjs',
      // The fit bench's baseline scorer, taken from git while it runs (bench/fit.bench.ts).
      'apps/server/src/modules/.fit-baseline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify's plugins and hooks are async by contract, and a handler may have nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // `role` on our own components (RoleGate) is a workspace role, not an ARIA one.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // Scrolling panes are focusable so the keyboard can scroll them (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'log'], tags: [] }],
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['Checkbox'], assert: 'either', depth: 3 },
      ],
      // A call's recording plays beside its transcript, which is its text; there is no caption track to give.
      'jsx-a11y/media-has-caption': 'off',
      // Advice for the React Compiler, which this app does not use.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    // Tests read JSON bodies and mocks as `any` by nature; the product code may not.
    files: testFiles,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // fetch stand-ins stringify the RequestInfo, which the SPA's client always passes as a string.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // The sample data is data: long by nature.
    files: ['apps/server/src/seed/**'],
    rules: { 'max-lines': 'off' },
  },
);
