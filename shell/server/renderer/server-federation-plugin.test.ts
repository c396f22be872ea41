/** @jest-environment node */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compileEntry } from './server-federation-plugin';

// A remote's second place is compiled by the plugin once for each deployment. What V8 keeps of
// it must be given back when memory runs short: on Node 20 nothing stays even after an ordinary
// full collection; from Node 22 V8's compilation cache holds every compiled source until the
// collection V8 makes before running out of memory (decision 046, server-federation-plugin.ts).
// CI runs this on Node 24 and 26.

/** The heap once V8 has collected all it can, as it does before it would run out of memory. */
function heapAfterFullCollection(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  gc();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
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

test('nothing of a compiled entry stays that V8 would not give back: ten 2 MiB deployments keep less than one', () => {
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
