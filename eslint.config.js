import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Content is rendered as React elements, never as HTML.' },
      ],
    },
  },
  {
    // One module reads the environment and checks it (src/lib/config, backend/config); everything
    // else gets its settings from there, so a wrong value fails at start-up, not on first use.
    files: ['src/**', 'backend/**'],
    ignores: ['src/lib/config/**', 'backend/config/**', 'backend/main.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from src/lib/config (getServices().config) or backend/config.' },
      ],
    },
  },
  {
    // The backend shares only the shop API contract and the vocabulary it lists with the shop, so
    // the dependency stays explicit and one-directional (src/lib/shop-api/contract/index.ts).
    files: ['backend/**/*.ts'],
    ignores: ['**/*.test.ts', 'backend/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src/(?!lib/shop-api/contract/(index|shared)\\.ts$)', message: 'The backend imports from src/ only through src/lib/shop-api/contract/.' }] },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
