// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const remotes = ['booking-mfe', 'edit-mfe', 'afterhours-mfe', 'invitation-mfe'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'bench/.work/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports flow one way: domain -> shared-ui -> remotes -> shell. A remote never reaches into
      // another remote's source, and nothing reaches into the shell.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './domain', from: ['./shared-ui', './api', './shell', ...remotes.map((r) => `./${r}`)] },
            { target: './shared-ui', from: ['./api', './shell', ...remotes.map((r) => `./${r}`)] },
            ...remotes.map((r) => ({
              target: `./${r}`,
              from: ['./shell', './api', ...remotes.filter((o) => o !== r).map((o) => `./${o}`)],
            })),
            { target: './shell', from: ['./api', ...remotes.map((r) => `./${r}`)] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, so a fixture with none
    // must destructure an empty object.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // The domain is pure: no React, no DOM, no Node built-ins, no I/O.
    files: ['domain/src/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'domain is pure: no React.' },
            { group: ['node:*'], message: 'domain is pure: no Node built-ins.' },
            { group: ['@party/*'], message: 'domain depends on no other package of this repository.' },
          ],
          paths: [
            'fs', 'path', 'os', 'http', 'https', 'net', 'crypto', 'child_process', 'stream', 'url',
            'util', 'buffer', 'events', 'worker_threads', 'zlib', 'dns', 'tls', 'process',
          ].map((name) => ({ name, message: 'domain is pure: no Node built-ins.' })),
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'process'],
    },
  },
);
