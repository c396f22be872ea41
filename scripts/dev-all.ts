/**
 * Development: every package with its dev server (webpack serve, rebuilt on change) and the API
 * restarting on change. Same ports as `npm start`. Ctrl-C stops them all. The staff console runs
 * alone on its remote's dev server (http://localhost:3005), which the API takes as the staff site.
 */
import concurrently from 'concurrently';
import { apiDir, apiPort, federatedPackages } from './packages';

const staffDevServer = `http://localhost:${federatedPackages.find((pkg) => pkg.name === 'staff')!.port}`;

const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch src/server.ts', cwd: apiDir, env: { PORT: String(apiPort), STAFF_SITE_URL: staffDevServer } },
    ...federatedPackages.map((pkg) => ({
      name: pkg.name,
      cwd: pkg.dir,
      command: 'webpack serve --mode development',
    })),
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
