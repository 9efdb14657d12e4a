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
    // Three programs, arrows one way (README, Architecture): the shop (src/) and the embedded
    // backend (backend/) both import the shared domain (domain/), never each other.
    files: ['backend/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)src/', message: 'The backend never imports the shop: shared code lives in domain/.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)backend/', message: 'The shop never imports the backend: shared code lives in domain/.' }] }],
    },
  },
  {
    // The domain is pure vocabulary and rules: it imports itself and zod, nothing of either program.
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|\\.\\.?/)|(^|/)(src|backend|tests|scripts)/', message: 'domain/ imports only domain/ and zod.' }] }],
    },
  },
  {
    // Its tests may use the test tools and the shared test fixtures, still nothing of either program.
    files: ['domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)(src|backend)/', message: 'domain/ tests import only domain/, test tools and tests/ fixtures.' }] }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
