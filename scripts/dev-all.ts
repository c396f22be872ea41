/**
 * Development: every package with its dev server (webpack serve, rebuilt on change) and the API
 * restarting on change. Same ports as `npm start`. Ctrl-C stops them all.
 */
import concurrently from 'concurrently';
import { apiDir, apiPort, federatedPackages } from './packages';

const { result } = concurrently(
  [
    { name: 'api', command: 'tsx watch src/server.ts', cwd: apiDir, env: { PORT: String(apiPort) } },
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
