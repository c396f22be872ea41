import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '../../shell/src/federation/remote-names';
import { serveContainer, serveSite } from '../../shell/server/site-server';
import { serveStaffSite } from '../../shell/server/staff-site';
import type { ReleaseStateClient } from '../../shell/server/releases/release-state-client';
import { freePort } from '../../tooling/site/ports';

const root = path.join(__dirname, '..', '..');

/** Each remote's build, as `npm run build` leaves it. */
export const remoteDirs: Record<RemoteName, string> = {
  booking: path.join(root, 'booking-mfe', 'dist'),
  edit: path.join(root, 'edit-mfe', 'dist'),
  afterhours: path.join(root, 'afterhours-mfe', 'dist'),
  invitation: path.join(root, 'invitation-mfe', 'dist'),
  staff: path.join(root, 'staff-mfe', 'dist'),
};

export interface StaticSite {
  baseURL: string;
  /** The staff site's address, when one was asked for (the staff console's own origin). */
  staffURL?: string;
  /** The deployed remotes.json; tests may rewrite it. */
  remotesJsonPath: string;
  remoteUrl(name: RemoteName): string;
  /** Where each remote's manifest is, as remotes.json says. */
  manifests(): Record<RemoteName, string>;
  /** Points remotes.json at these manifests (a deployment or a rollback). */
  writeRemotesJson(manifests: Record<RemoteName, string>): void;
  stopRemote(name: RemoteName): Promise<void>;
  startRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

/**
 * Deploys the built shell and remotes as production does, each on its own port: the shell from a
 * copy of shell/dist whose remotes.json points at this deployment's remotes, with /api proxied to
 * `apiUrl`, and, on `staffPort`, the staff site from the same copy. Runs in the calling process,
 * so a test can stop and restart one remote.
 */
export async function startStaticSite(apiUrl: string, shellPort?: number, staffPort?: number, releaseState?: ReleaseStateClient): Promise<StaticSite> {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-shell-'));
  cpSync(path.join(root, 'shell', 'dist'), shellDir, { recursive: true });
  const remotesJsonPath = path.join(shellDir, 'remotes.json');

  const ports = {} as Record<RemoteName, number>;
  const servers = new Map<RemoteName, FastifyInstance>();
  const names = Object.keys(remoteDirs) as RemoteName[];
  for (const name of names) {
    ports[name] = await freePort();
    servers.set(name, await serveContainer({ dir: remoteDirs[name], port: ports[name], host: '127.0.0.1' }));
  }
  const remoteUrl = (name: RemoteName) => `http://127.0.0.1:${ports[name]}`;
  let manifests = Object.fromEntries(names.map((name) => [name, `${remoteUrl(name)}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
  const writeRemotesJson = (next: Record<RemoteName, string>) => {
    manifests = { ...next };
    writeFileSync(remotesJsonPath, JSON.stringify(manifests, null, 2));
  };
  writeRemotesJson(manifests);

  shellPort ??= await freePort();
  // The renderer is the built one, not the copy's: one per process (shell/server/site-server.ts).
  const renderer = path.join(root, 'shell', 'dist', 'server', 'main.js');
  const shell = await serveSite({ dir: shellDir, port: shellPort, host: '127.0.0.1', apiUrl, renderer, releaseState });
  const staffSite = staffPort ? await serveStaffSite({ dir: shellDir, port: staffPort, host: '127.0.0.1', apiUrl }) : undefined;

  return {
    baseURL: `http://127.0.0.1:${shellPort}`,
    staffURL: staffPort ? `http://127.0.0.1:${staffPort}` : undefined,
    remotesJsonPath,
    remoteUrl,
    manifests: () => ({ ...manifests }),
    writeRemotesJson,
    async stopRemote(name) {
      await servers.get(name)?.close();
      servers.delete(name);
    },
    async startRemote(name) {
      if (servers.has(name)) return;
      servers.set(name, await serveContainer({ dir: remoteDirs[name], port: ports[name], host: '127.0.0.1' }));
    },
    async close() {
      await Promise.all([shell.close(), staffSite?.close(), ...[...servers.values()].map((server) => server.close())]);
      rmSync(shellDir, { recursive: true, force: true });
    },
  };
}
