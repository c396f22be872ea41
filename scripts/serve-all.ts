/**
 * Serves the built site as it runs in production, one process per deployable: the API (embedded
 * database and seed data), the shell on :3000 (proxying /api and /checkout to the API) and each
 * remote from its own port. Ctrl-C stops them all; so does any one of them failing.
 */
import path from 'node:path';
import concurrently from 'concurrently';
import { apiDir, apiPort, federatedPackages } from './packages';

const serveDist = path.join(__dirname, '..', 'tooling', 'serve-dist.ts');
const apiUrl = `http://127.0.0.1:${apiPort}`;

const { result } = concurrently(
  [
    { name: 'api', command: 'tsx src/server.ts', cwd: apiDir, env: { PORT: String(apiPort) } },
    ...federatedPackages.map((pkg) => ({
      name: pkg.name,
      cwd: pkg.dir,
      command:
        `tsx ${serveDist} --dir dist --port ${pkg.port}` +
        (pkg.name === 'shell' ? ` --spa --proxy ${apiUrl}` : ''),
    })),
  ],
  { killOthersOn: ['failure', 'success'], prefix: 'name' },
);

console.log('\nThe site will be at http://localhost:3000 (Ctrl-C stops everything).\n');

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
