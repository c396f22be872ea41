// The bench's first phases: both builds (timed), then the API on a busy venue's database and both
// builds served as deployed.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStaticSite, type StaticSite } from '../../../e2e/support/static-site';
import { serveSite } from '../../../shell/server/site-server';
import { startApi } from '../../../tooling/site/api-server';
import { freePort } from '../../../tooling/site/ports';
import { federatedPackages } from '../../packages';
import { buildFederated, buildMonolith, monolithDist, monolithPageMismatches } from '../builds';
import { onCleanup } from '../cleanup';
import { seedRealisticVenue } from '../realistic-venue';
import { BENCH_RELEASE_STATE_TOKEN } from '../releases';
import { buildKinds, type BuildKind } from '../results';
import { benchRoutes } from '../routes';
import { createSampleBooking, type SampleBooking } from '../sample-booking';
import { step, workDir, type Run, type Served } from './run';

/** 1. Build time, and the builds that everything else measures; which of them there are. */
export async function buildBoth({ results, attempt }: Run, skipBuild: boolean, withoutMonolith: boolean): Promise<Record<BuildKind, boolean>> {
  const built: Record<BuildKind, boolean> = { federated: true, monolith: !withoutMonolith };
  if (skipBuild) {
    results.builds.skipped = true;
  } else {
    step(`Building the federated site (the shell and its ${federatedPackages.length - 1} remotes)`);
    results.builds.federatedSeconds = await attempt('federated build', () => buildFederated(workDir));
    built.federated = results.builds.federatedSeconds !== undefined;
    if (built.monolith) {
      step('Building the monolith');
      results.builds.monolithSeconds = await attempt('monolith build', () => buildMonolith(workDir));
      built.monolith = results.builds.monolithSeconds !== undefined;
    }
  }
  if (built.federated) {
    const mismatches = monolithPageMismatches();
    if (mismatches.length) {
      results.problems.push(`monolith: scripts/bench/monolith-remote-registry.ts lacks exposed pages: ${mismatches.join('; ')}`);
    }
  }
  return built;
}

/**
 * The API on a busy venue's database with a sample booking, and both builds served as deployed;
 * undefined when the API cannot start.
 */
export async function serveBoth({ results, attempt }: Run, built: Record<BuildKind, boolean>): Promise<(Served & { apiUrl: string; sample: SampleBooking }) | undefined> {
  step("Seeding a busy venue's database, starting the API and serving both builds");
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-db-'));
  onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
  results.venue = await attempt("seeding a busy venue's database", () => seedRealisticVenue(dataDir));
  const api = await attempt('starting the API', () => startApi({ DATA_DIR: dataDir, RELEASE_STATE_TOKEN: BENCH_RELEASE_STATE_TOKEN }));
  if (!api) return undefined;
  onCleanup(() => api.stop());
  const sample = await createSampleBooking(api.url);
  results.sample = sample;
  results.pages = benchRoutes(sample).map((route) => ({ route, firstLoad: {}, lighthouse: {} }));
  const baseURLs: Partial<Record<BuildKind, string>> = {};
  let site: StaticSite | undefined;
  if (built.federated) {
    site = await attempt('serving the federated build', () => startStaticSite(api.url));
    if (site) {
      const served = site;
      onCleanup(() => served.close());
      baseURLs.federated = site.baseURL;
    }
  }
  if (built.monolith) {
    const port = await freePort();
    const server = await attempt('serving the monolith', () =>
      serveSite({ dir: monolithDist, port, host: '127.0.0.1', apiUrl: api.url, renderer: path.join(monolithDist, 'server', 'main.js') }),
    );
    if (server) {
      onCleanup(() => server.close());
      baseURLs.monolith = `http://127.0.0.1:${port}`;
    }
  }
  return { apiUrl: api.url, sample, baseURLs, site, targets: buildKinds.filter((kind) => baseURLs[kind] !== undefined) };
}
