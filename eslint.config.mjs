// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const remotes = ['booking-mfe', 'edit-mfe', 'afterhours-mfe', 'invitation-mfe', 'staff-mfe'];
/** Every package of the site: what runs in production, each built and deployed on its own. */
const packages = ['domain', 'shared-ui', 'api', 'shell', ...remotes];

/**
 * The API's layers, top to bottom: each folder imports only the folders
 * below it. The staff console's own routes, services, sign-in and repositories stand above the
 * shared ones; email/, plugins/ and payments/ sit beside each other below services/; audit/ (the
 * audit log's writer and reader) sits below repositories/, so every layer above may record.
 */
const apiLayers = [
  ['server.ts', 'app.ts'],
  ['staff/staff-api.ts', 'staff/command.ts'],
  ['staff/routes'],
  ['staff/services'],
  ['staff/sign-in'],
  ['staff/repositories'],
  ['routes', 'app-context.ts'],
  ['reminders'],
  ['services'],
  ['email', 'plugins', 'payments'],
  ['repositories'],
  ['audit'],
  ['db'],
  ['config.ts', 'logging.ts', 'venue.ts', 'http-errors.ts', 'bearer.ts', 'ids.ts', 'storable-text.ts', 'repeating.ts'],
];

/** One zone per layer: nothing in it imports from a layer above it. */
function apiLayerZones() {
  const at = (part) => `./api/src/${part}`;
  return apiLayers.slice(1).map((layer, index) => ({
    target: layer.map(at),
    from: apiLayers.slice(0, index + 1).flat().map(at),
    message: 'The API imports downward only: routes -> services -> repositories -> db (move what both need below).',
  }));
}

/** The feature folders of a remote (src/features/<feature>/), read from the disk. */
function featuresOf(remote) {
  const dir = `./${remote}/src/features`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * The folder convention of every remote (README "Inside a remote"): pages compose features; a
 * feature never imports another feature's files, nor a page; src/shared/ (what several features
 * use) imports neither features nor pages.
 */
function remoteLayoutZones(remote) {
  const src = `./${remote}/src`;
  return [
    ...featuresOf(remote).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never reaches into another feature: move what both need to src/shared/, or compose them in a page.',
    })),
    { target: `${src}/features`, from: `${src}/pages`, message: 'Pages compose features, not the other way round.' },
    {
      target: `${src}/shared`,
      from: [`${src}/features`, `${src}/pages`],
      message: 'src/shared/ is what features use; it never imports a feature or a page.',
    },
  ];
}

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
      // another remote's source, and nothing reaches into the shell; tooling/ reaches into none.
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
            { target: './shell', from: remotes.map((r) => `./${r}`) },
            // The site's server is tested in front of the real API: its tests start one.
            { target: './shell', from: './api', except: ['./src/test'] },
            // Build and test tooling is what every package uses: it imports none of them.
            { target: './tooling', from: ['./shell', './api', './shared-ui', ...remotes.map((r) => `./${r}`)] },
            ...remotes.flatMap(remoteLayoutZones),
            // scripts/ is the command line on top of everything: no package's code imports it. Its
            // tests may, to drive the command line as a person would (the canary's and the two
            // page servers' tests start canaries and promote with it).
            {
              target: `./{${packages.join(',')}}/**/!(*.test).{ts,tsx}`,
              from: './scripts',
              message: 'scripts/ is the command line: a package never imports it. Move what both need into the package (as shell/server/releases/ holds the canary).',
            },
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
    // A file that grows past 300 lines does more than one thing: split it by what it does (issue 42).
    // Every line counts, as the issue reads. Tests, e2e and the bench are exempt.
    files: ['**/*.{ts,tsx,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', '**/test/**', 'scripts/bench/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
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
  {
    // The API's layers (apiLayers above). No zone of the packages' rule targets ./api, so this
    // block's zones are all the API's source meets; its tests set up across layers and are free to.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.test.ts', 'api/src/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones() }] },
  },
);
