/**
 * The compatibility gate (issue 34): a release goes live only if the shell provides every
 * singleton it shares (React, its DOM renderer, the router, the toasts, the venue) at a version
 * the release accepts. The shell loads first and the site shares with 'loaded-first', so the
 * shell's copy is the one every remote page gets: a release built against another React would
 * render with the shell's, or break hooks. Reads the `shared` lists of both mf-manifest.json files.
 */
import { satisfy } from '@module-federation/runtime';
import { isSharedSingleton } from '../../tooling/shared-singletons';

/** The part of an mf-manifest.json's `shared` entry the gate reads. */
export interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
}

export interface ManifestWithShared {
  shared?: ManifestShared[];
}

export interface Mismatch {
  name: string;
  /** What the release asks for (a semver range). */
  required: string;
  /** What the shell provides, if anything. */
  provided?: string;
  message: string;
}

/**
 * The release's shared singletons the shell does not provide at a version the release requires;
 * none means the release may go live. Uses the federation runtime's own `satisfy`, the check it
 * makes when a page picks a singleton, so the gate refuses what the runtime would warn about.
 */
export function sharedMismatches(shell: ManifestWithShared, release: ManifestWithShared): Mismatch[] {
  const provided = new Map((shell.shared ?? []).map((entry) => [entry.name, entry.version]));
  const mismatches: Mismatch[] = [];
  for (const { name, version, requiredVersion } of release.shared ?? []) {
    if (!isSharedSingleton(name)) continue;
    // No range of its own: the release asks for the version it was built with.
    const required = requiredVersion || `^${version}`;
    const shellVersion = provided.get(name);
    if (shellVersion === undefined) {
      mismatches.push({ name, required, message: `${name}: the release needs ${required}; the shell does not provide it` });
    } else if (!satisfy(shellVersion, required)) {
      mismatches.push({
        name,
        required,
        provided: shellVersion,
        message: `${name}: the release needs ${required}; the shell provides ${shellVersion}`,
      });
    }
  }
  return mismatches;
}
