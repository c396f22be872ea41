// The canary's cohort rule (docs/decisions/046): which visitors a canary's release reaches. Every page
// server draws the same visitors from the same cookie, with no state shared between them.

import { createHash } from 'node:crypto';
import type { Canaries, Canary } from '@party/domain';

/** A visitor's cohort seed: random, kept in their cookie. */
export const COHORT_COOKIE = 'cohort';
export const isCohortSeed = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);

/**
 * Whether a visitor (their cohort seed) is in a canary: a hash of the seed, the remote and the
 * release, as a number from 0 to 100, below the canary's share. The same visitor stays in or out
 * of a canary as long as it runs; raising its share keeps those already in it; each canary draws
 * its own share of visitors.
 */
export function inCanary(seed: string, canary: Pick<Canary, 'remote' | 'release' | 'percent'>): boolean {
  const hash = createHash('sha256').update(`${seed}:${canary.remote}:${canary.release}`).digest();
  return (hash.readUInt32BE(0) / 2 ** 32) * 100 < canary.percent;
}

/** The remotes a visitor loads: the live ones, with each canary they are in in place of its remote's live release. */
export function visitorRemotes<T extends Record<string, string | undefined>>(live: T, canaries: Canaries, seed: string | undefined): { remotes: T; canaries: Canary[] } {
  const remotes = { ...live };
  const joined: Canary[] = [];
  if (!seed) return { remotes, canaries: joined };
  for (const canary of Object.values(canaries)) {
    if (live[canary.remote] === undefined || live[canary.remote] === canary.url || !inCanary(seed, canary)) continue;
    (remotes as Record<string, string>)[canary.remote] = canary.url;
    joined.push(canary);
  }
  return { remotes, canaries: joined };
}
