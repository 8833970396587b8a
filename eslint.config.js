// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.bench-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/renderers/**/*.tsx', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One way to translate in a component (src/renderers/hooks/useTranslation.ts, issue 13's form opening).
    files: ['src/renderers/**/*.ts', 'src/renderers/**/*.tsx', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Trans'],
              message:
                "Use src/renderers/hooks/useTranslation: react-i18next's hook wraps the instance at every mount.",
            },
          ],
        },
      ],
    },
  },
  {
    // The runtime is the headless engine: no JSX, no UI kit, no renderer imports (STYLE.md).
    files: ['src/runtime/**/*.ts', 'src/runtime/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mui/*', '@emotion/*'], message: 'src/runtime stays free of the UI kit.' },
            { group: ['react-dom', 'react-dom/*'], message: 'src/runtime stays free of React DOM.' },
            {
              group: ['**/renderers', '**/renderers/**'],
              message: 'src/runtime must not import src/renderers.',
            },
            {
              group: ['**/adapters', '**/adapters/**'],
              message:
                'src/runtime must not import src/adapters (tests get one through testing/stubAdapter).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement', message: 'src/runtime has no JSX; put views in src/renderers.' },
        { selector: 'JSXFragment', message: 'src/runtime has no JSX; put views in src/renderers.' },
      ],
    },
  },
  {
    // The server and the runtime it shares never reach into the browser-only layers.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/renderers', '**/renderers/**', '**/adapters', '**/adapters/**'],
              message: 'The server must not import browser layers.',
            },
            { group: ['react', 'react-dom', '@mui/*'], message: 'The server has no React.' },
          ],
        },
      ],
    },
  },
);
