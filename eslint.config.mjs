// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.react-router/**',
      '**/node_modules/**',
      'var/**',
      '**/coverage/**',
      'packages/api/drizzle/**',
      'e2e/artifacts/**',
      'test-results/**',
      '**/*.config.{js,mjs,cjs}',
      'packages/api/scripts/**',
      // Runs only inside the offline mail-catcher image, whose packages (smtp-server, mailparser) live there.
      'docker/offline/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Nest's DI needs the runtime class reference that a type-only import would erase.
    files: ['packages/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/*.int-spec.ts', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // Plain .mjs scripts (bench/) and the contracts' Vitest config are not part of any TypeScript project:
    // lint them without type information.
    files: ['bench/**/*.mjs', 'packages/contracts/vitest.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
);
