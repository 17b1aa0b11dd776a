import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBordersConfig } from './tooling/eslint-api-borders.js';
import { uiTextConfig } from './tooling/eslint-ui-text.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.tsbuild/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  uiTextConfig,
  ...apiBordersConfig,
  // Features never import each other; shared code flows one way: lib/components → features → routes. A file k
  // folders below its feature's root reaches the features folder with k + 1 steps up, so each depth gets its rule.
  ...[0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/app/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [`${'../'.repeat(depth + 1)}*/**`, `!${'../'.repeat(depth + 2)}**`],
              message: 'Features must not import other features.',
            },
          ],
        },
      ],
    },
  })),
);
