/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { availableParallelism } from 'node:os';

// One Jest project per package. Sources are TypeScript everywhere; @swc/jest compiles them
// without type checking (`npm run typecheck` does that), which keeps the suite fast.
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$|\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

type Environment = 'node' | 'dom';

function project(dir: string, environment: Environment, extra: Partial<Config> = {}): Config {
  return {
    displayName: dir,
    rootDir: `<rootDir>/${dir}`,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform,
    // A few of MSW's dependencies ship only as ES modules: compile them like our own code.
    transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async|@open-draft|@mswjs|headers-polyfill|tough-cookie|type-fest)/)'],
    // jest-fixed-jsdom is jsdom with Node's fetch, streams and TextEncoder, which MSW needs.
    testEnvironment: environment === 'dom' ? 'jest-fixed-jsdom' : 'node',
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      // Test helpers shared by every package's tests, by the alias tsconfig.base.json also names.
      '^@tooling/jest/(.*)$': '<rootDir>/../tooling/jest/$1',
    },
    // Defined by webpack in real builds (tooling/webpack-config.ts).
    globals: { __BUILD_ID__: 'test' },
    setupFilesAfterEnv: [
      '<rootDir>/../tooling/jest/fail-on-console-error.ts',
      ...(environment === 'dom' ? ['<rootDir>/../tooling/jest/dom-setup.ts'] : []),
    ],
    ...extra,
  };
}

const config: Config = {
  // No test measures time: on two busy cores a component test that types into a whole form took
  // over Jest's default 5 s (seen in fresh-clone CI runs). A test that hangs still fails. Here, not
  // in project(): jest-circus reads the run's testTimeout only, and ignores a project's.
  testTimeout: 20_000,
  // One worker more than the cores (decision 060): the workers wait on the databases as much as they
  // compute, so on CI's two cores three finish the suite in 7.8 min where two took 9.0 (and Jest's
  // default, all cores but one, a single worker, about twice that).
  maxWorkers: availableParallelism() + 1,
  projects: [
    // Dates must come out the same whatever the machine's own time zone is, so the rules run
    // under two zones far from the venue's (Australia/Sydney) and from each other.
    project('domain', 'node', {
      displayName: 'domain (TZ=UTC)',
      setupFiles: ['<rootDir>/../tooling/jest/tz-utc.ts'],
    }),
    project('domain', 'node', {
      displayName: 'domain (TZ=America/Los_Angeles)',
      setupFiles: ['<rootDir>/../tooling/jest/tz-los-angeles.ts'],
    }),
    project('shared-ui', 'dom'),
    // The API suite runs on an in-memory PGlite, and again on PostgreSQL when
    // TEST_DATABASE_URL is set (.ci/run starts one).
    project('api', 'node', {
      displayName: 'api (PGlite)',
      setupFiles: ['<rootDir>/../tooling/jest/use-pglite.ts'],
      // What only PostgreSQL can show (several processes on one database) lives in
      // *.postgres.test.ts files, run by the PostgreSQL project alone.
      testPathIgnorePatterns: ['\\.postgres\\.test\\.ts$'],
    }),
    ...(process.env.TEST_DATABASE_URL ? [project('api', 'node', { displayName: 'api (PostgreSQL)' })] : []),
    // The site's own server (shell/server/): its renderer, and its HTTP server in front of the real
    // API on PGlite.
    project('shell', 'node', {
      displayName: 'shell/server',
      testMatch: ['<rootDir>/server/**/*.test.ts?(x)'],
      setupFiles: ['<rootDir>/../tooling/jest/use-pglite.ts'],
    }),
    // The bench's own arithmetic (what it measures runs in `npm run bench`, not here).
    project('scripts', 'node', { testMatch: ['<rootDir>/**/*.test.ts'] }),
    project('shell', 'dom'),
    project('booking-mfe', 'dom'),
    project('edit-mfe', 'dom'),
    project('afterhours-mfe', 'dom'),
    project('invitation-mfe', 'dom'),
    project('staff-mfe', 'dom'),
  ],
};

export default config;
