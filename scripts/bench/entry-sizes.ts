import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { federatedPackages } from '../packages';

export interface EntrySize {
  name: string;
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * The files every page needs before any page code: each remote's remoteEntry.js (built with
 * `experiments.externalRuntime`, so without its own copy of the federation runtime) and the shell's
 * entry chunk (which provides that runtime), read from the build's pre-compressed copies.
 */
export function federatedEntrySizes(): EntrySize[] {
  return federatedPackages.map((pkg) => {
    const dist = path.join(pkg.dir, 'dist');
    const file = pkg.name === 'shell' ? entryScript(dist) : 'remoteEntry.js';
    return sizeOf(`${pkg.name}`, dist, file);
  });
}

/** The monolith's entry chunk, for comparison with the shell's. */
export function monolithEntrySize(dist: string): EntrySize {
  return sizeOf('monolith', dist, entryScript(dist));
}

/** The script index.html starts (main.<hash>.js). */
function entryScript(dist: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const src = /<script[^>]*\ssrc="\/?([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error(`${dist}/index.html starts no script`);
  return src;
}

function sizeOf(name: string, dist: string, file: string): EntrySize {
  const size = (suffix: string) => statSync(path.join(dist, file + suffix)).size;
  return { name, file, rawBytes: size(''), gzipBytes: size('.gz'), brotliBytes: size('.br') };
}
