/**
 * What releases cost the site's server (issue 34; docs/decisions/046, 051): its heap over 100
 * promotions and rollbacks of the invitation remote after 100 more to warm up (it must stay flat
 * once warm: each release's code is dropped when no place in the runtime holds it; the warm-up is
 * the server's pools and V8's optimizing of what runs hot), and the invitation's render time during
 * a 50% canary (two releases of the remote in the server at once, each visitor new, so drawn) beside
 * the same load without one. The releases are the built invitation remote published twice under
 * two ids, served from a release store of the bench's own.
 *
 * Part of `npm run bench`; alone (about a minute, the site built first):
 *   npx tsx scripts/bench/releases.ts
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteDirs, startStaticSite } from '../../e2e/support/static-site';
import { releaseStateClient } from '../../shell/server/releases/release-state-client';
import { serveContainer } from '../../shell/server/site-server';
import { startApi } from '../../tooling/site/api-server';
import { freePort } from '../../tooling/site/ports';
import { endCanary, startCanary, type CanaryContext } from '../releases/canary';
import { releaseStateApi } from '../releases/release-state-api';
import { promote, rollback } from '../releases/deploy';
import { publishRelease, releaseManifestUrl, servedDir, stagingDir } from '../releases/store';
import { benchRoutes } from './routes';
import { createSampleBooking } from './sample-booking';
import { compiledCodeMiB, heapMiB, loadServerRender, type RenderLoad } from './server-render';

export interface ReleaseFigures {
  /** Heap in use after a full collection before the first change, when the server was cold (MiB). */
  coldHeapMiB: number;
  /** Changes made before the measured ones. */
  warmUp: number;
  /** Heap in use after a full collection: after the warm-up, then after every 10 of `changes` (MiB). */
  heapMiB: number[];
  /** Of it, V8's compiled code at the same points (MiB): what grows while functions get optimized. */
  compiledCodeMiB: number[];
  changes: number;
  /** The invitation's render time without a canary, then with a 50% canary of another release. */
  withoutCanary: RenderLoad;
  duringCanary: RenderLoad;
}

const A = 'be0c0a0-20261126T100000Z';
const B = 'be0c0b0-20261126T110000Z';

/** The token the bench's API is started with: its release state's (decision 073). */
export const BENCH_RELEASE_STATE_TOKEN = 'bench-release-state-token-of-32-characters-or-more';

export async function measureReleases(apiUrl: string, invitationPath: string, changes = 100, warmUp = 100): Promise<ReleaseFigures> {
  const store = mkdtempSync(path.join(tmpdir(), 'party-bench-releases-'));
  const port = await freePort();
  const storeUrl = `http://127.0.0.1:${port}`;
  for (const id of [A, B]) {
    const staging = stagingDir(store, 'invitation', id);
    cpSync(remoteDirs.invitation, staging, { recursive: true });
    await publishRelease(store, staging, { remote: 'invitation', id, commit: id.slice(0, 7), at: new Date().toISOString(), by: 'bench' });
  }
  const storeServer = await serveContainer({ dir: servedDir(store), port, host: '127.0.0.1' });
  const releaseState = releaseStateClient({ apiUrl, token: BENCH_RELEASE_STATE_TOKEN });
  const site = await startStaticSite(apiUrl, undefined, undefined, releaseState);
  const api = releaseStateApi({ url: apiUrl, token: BENCH_RELEASE_STATE_TOKEN });
  const context: CanaryContext = { storeDir: store, storeUrl, remotesFile: site.remotesJsonPath, by: 'bench', owners: {}, api };
  const page = `${site.baseURL}${invitationPath}`;
  /**
   * A few pages of the release live now, each checked to be of it, once the page server has seen
   * the change (it asks the API twice a second: within a second).
   */
  const render = async (id: string) => {
    const deadline = Date.now() + 5000;
    while (!(await (await fetch(page)).text()).includes(releaseManifestUrl(storeUrl, 'invitation', id))) {
      if (Date.now() > deadline) throw new Error(`the page is not of ${id} 5 s after the change`);
    }
    for (let i = 0; i < 3; i++) {
      const html = await (await fetch(page)).text();
      if (!html.includes(releaseManifestUrl(storeUrl, 'invitation', id))) throw new Error(`the page is not of ${id} after the change`);
    }
  };
  try {
    await promote(context, 'invitation', A);
    await render(A);
    const coldHeapMiB = heapMiB();
    /** Promote B, or roll back to A: each change is a new release in the server's places. */
    const change = async (count: number) => {
      if (count % 2 === 1) await promote(context, 'invitation', B);
      else await rollback(context, 'invitation');
      await render(count % 2 === 1 ? B : A);
    };
    for (let count = 1; count <= warmUp; count++) await change(count);
    const heap = [heapMiB()];
    const code = [compiledCodeMiB()];
    for (let count = warmUp + 1; count <= warmUp + changes; count++) {
      await change(count);
      if ((count - warmUp) % 10 === 0) {
        heap.push(heapMiB());
        code.push(compiledCodeMiB());
      }
    }
    const live = (warmUp + changes) % 2 === 1 ? B : A;
    const withoutCanary = await loadServerRender(site.baseURL, invitationPath);
    await startCanary(context, 'invitation', live === A ? B : A, 50);
    const duringCanary = await loadServerRender(site.baseURL, invitationPath);
    await endCanary(context, 'invitation');
    return { coldHeapMiB, warmUp, heapMiB: heap, compiledCodeMiB: code, changes, withoutCanary, duringCanary };
  } finally {
    await site.close();
    await storeServer.close();
    rmSync(store, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const api = await startApi({ RELEASE_STATE_TOKEN: BENCH_RELEASE_STATE_TOKEN });
  try {
    const invitation = benchRoutes(await createSampleBooking(api.url)).find((route) => route.pattern.includes('invitation'))!.path;
    const figures = await measureReleases(api.url, invitation);
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    await api.stop();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
