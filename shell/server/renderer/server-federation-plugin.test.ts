/** @jest-environment node */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compileEntry } from './server-federation-plugin';

// A remote's second place is compiled by the plugin once for each deployment. Left to V8's
// compilation cache (runInThisContext on any Node; compileFunction from Node 22), every
// deployment's source and code stayed until a memory-reducing collection (~3 MiB a deployment of
// the invitation remote, decision 046). CI runs this on Node 24 and 26.

function heapAfterFullCollection(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

const MiB = 1024 * 1024;

test("a deployment's compiled entry runs as a CommonJS module", () => {
  const module: { exports: Record<string, unknown> } = { exports: {} };
  compileEntry('exports.invitation = { dir: __dirname, file: __filename, fs: typeof require("node:fs").readFileSync };', 'http://remote.test/server/remoteEntry.js')(
    module.exports,
    module,
    require,
    '/server',
    'http://remote.test/server/remoteEntry.js',
  );
  expect(module.exports.invitation).toEqual({ dir: '/server', file: 'http://remote.test/server/remoteEntry.js', fs: 'function' });
});

test('nothing of a compiled entry stays once it is no longer used: ten 2 MiB deployments keep less than one', () => {
  const filler = `/* ${'x'.repeat(2 * MiB)} */`;
  const compile = (deployment: number) => {
    const module: { exports: Record<string, unknown> } = { exports: {} };
    // A new source and a new address each time, as a new deployment has.
    compileEntry(`exports.invitation = ${deployment};\n${filler}`, `http://127.0.0.1:${4000 + deployment}/server/remoteEntry.js`)(
      module.exports,
      module,
      require,
      '/server',
      'remoteEntry.js',
    );
    return module.exports.invitation;
  };
  compile(0);
  const before = heapAfterFullCollection();
  for (let deployment = 1; deployment <= 10; deployment++) expect(compile(deployment)).toBe(deployment);
  expect(heapAfterFullCollection() - before).toBeLessThan(2 * MiB);
});
