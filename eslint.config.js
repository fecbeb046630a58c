// ESLint (flat config): `npm run lint`. Correctness over style: the JS and TypeScript recommended
// sets, type-aware checks for promises nobody waits for or handles (an unhandled rejection can
// take the server down), and the rules of hooks for the UI.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', 'server/db/migrations/', 'data/', '.bench-data/', 'test-results/', 'screenshots/', '.scratch*/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Only the two safety rules: the plugin's recommended set adds ~100 style findings (capturing
    // groups, \w, ignore-case) across files other work is changing at the same time.
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        // scripts/screenshot.ts is outside tsconfig.json's include (vite.config.ts brings in the prerender plugin); lint it against the default project.
        projectService: { allowDefaultProject: ['scripts/screenshot.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may be async (React ignores what they return); everywhere else a promise
      // where a void callback is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `any` is used deliberately at a few library seams; type checking catches the rest.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // date-fns's index loads each of its ~250 functions as a module of its own, and Node reads the
    // package's 138 KB export map again for each: importing it took 1.6 s of every server start
    // (tests, evaluations, npm start). Server code imports each function from its own path; the
    // UI's bundler keeps only what is used either way.
    files: ['server/**/*.ts', 'jobs/**/*.ts', 'seed/**/*.ts', 'contracts/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'date-fns', message: "Import the function from its own path ('date-fns/addDays'): the index costs a server 1.6 s to load." }] }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', fetch: 'readonly', setTimeout: 'readonly', URL: 'readonly' } },
  },
);
