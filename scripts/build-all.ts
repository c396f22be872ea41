/**
 * Builds the shell and the five remotes for production, two at a time (each webpack build keeps
 * about one and a half cores busy).
 */
import { availableParallelism } from 'node:os';
import concurrently from 'concurrently';
import { federatedPackages } from './packages';

const started = Date.now();
const { result } = concurrently(
  federatedPackages.map((pkg) => ({
    name: pkg.name,
    command: 'webpack --mode production',
    cwd: pkg.dir,
  })),
  { maxProcesses: Math.max(2, availableParallelism()), killOthersOn: ['failure'], prefix: 'name' },
);

result.then(
  () => console.log(`Built ${federatedPackages.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s`),
  () => {
    console.error('The build failed (see above).');
    process.exit(1);
  },
);
