// ESLint: the TypeScript and React hooks rules, plus two limits that keep the
// code readable by a newcomer (no line over 140 characters, no function over
// 80 lines). Formatting itself is Prettier's job (`npm run lint` runs both).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  // what .gitignore and .prettierignore leave out (ESLint reads neither)
  globalIgnores([
    'out/',
    'out.*/',
    'dist/',
    'coverage/',
    '.cache/',
    '.bench/',
    '.scratch/',
    'tmp/',
    '.helper-check.mjs',
    'content/',
    'data/',
    'static/',
    'tests/fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true }],
      // the security filters (IRIs, redirect targets, XML, file names) match control characters on purpose
      'no-control-regex': 'off',
      // `_name` marks a parameter or binding kept for its position or its type
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['generator/**', 'src/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // test files hold long expected strings and data literals
    files: ['tests/**'],
    rules: {
      'max-len': ['error', { code: 140, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }],
    },
  },
  { files: ['src/client/**'], languageOptions: { globals: globals.browser } },
  { files: ['generator/**', 'tests/**', '*.js', '*.ts', '*.mjs'], languageOptions: { globals: globals.node } },
]);
