/**
 * Serves the built site as it runs in production, one process per deployable: the API (embedded
 * database and seed data), the shell on :3000 (proxying /api and /checkout to the API), each
 * remote from its own port, and the staff site on :3100 (the staff console, with the staff API). Without SMTP_URL it also runs MailDev, and the API's email goes there:
 * every email the site sends can be read at http://localhost:1080. Ctrl-C stops them all; so does
 * any one of them failing.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import concurrently, { type ConcurrentlyCommandInput } from 'concurrently';
import { maildevArgs, maildevBin } from '../tooling/site/maildev';
import { apiDir, apiPort, federatedPackages, maildevPorts, releaseStoreDir, releaseStorePort, staffSitePort, staffSiteUrl } from './packages';
import { hasFilesToImport, importFiles } from './releases/import-files';
import { releaseStateApi, writeAccessFile } from './releases/release-state-api';
import { servedDir } from './releases/store';

const siteServer = path.join(__dirname, '..', 'shell', 'server', 'site-server.ts');
const staffSite = path.join(__dirname, '..', 'shell', 'server', 'staff-site.ts');
const apiUrl = `http://127.0.0.1:${apiPort}`;

/** Whether something already listens on this port of this machine (a MailDev started earlier?). */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function main(): Promise<void> {
  const releaseStoreFiles = servedDir(releaseStoreDir);
  mkdirSync(releaseStoreFiles, { recursive: true });
  // The release state's token (decision 073): new each run, given to the API, the shell's page
  // server and `npm run releases` (the store's release-state.json, this machine's user only).
  const releaseState = { url: apiUrl, token: randomBytes(32).toString('hex') };
  await writeAccessFile(releaseStoreDir, releaseState);
  const commands: ConcurrentlyCommandInput[] = [];
  let mailNote = `Email goes out through SMTP_URL.`;
  if (!process.env.SMTP_URL) {
    const { smtp, web } = maildevPorts;
    if (await portTaken(smtp)) {
      mailNote = `Port ${smtp} is taken (a MailDev already running?): email goes there; its inbox may be at http://localhost:${web}.`;
    } else {
      commands.push({ name: 'mail', command: `node ${maildevBin} ${maildevArgs(smtp, web).join(' ')}` });
      mailNote = `Every email it sends is in MailDev's inbox at http://localhost:${web}.`;
    }
  }
  commands.push(
    // The API checks the Origin of staff changes against the staff site, and links its invitations there.
    {
      name: 'api',
      command: 'tsx src/server.ts',
      cwd: apiDir,
      env: { PORT: String(apiPort), STAFF_SITE_URL: process.env.STAFF_SITE_URL ?? staffSiteUrl, RELEASE_STATE_TOKEN: releaseState.token },
    },
    ...federatedPackages.map((pkg) => ({
      name: pkg.name,
      cwd: pkg.dir,
      command: `tsx ${siteServer} --dir dist --port ${pkg.port}` + (pkg.name === 'shell' ? ` --api ${apiUrl}` : ''),
      // The shell's page server reads what is live and the canaries from the API's release state.
      ...(pkg.name === 'shell' ? { env: { RELEASE_STATE_TOKEN: releaseState.token } } : {}),
    })),
    { name: 'staff-site', cwd: path.join(__dirname, '..', 'shell'), command: `tsx ${staffSite} --dir dist --port ${staffSitePort} --api ${apiUrl}` },
    // The release store's files (docs/decisions/051), served as a remote's are: a promoted
    // release's manifest in remotes.json is an address here.
    { name: 'releases', command: `tsx ${siteServer} --dir ${JSON.stringify(releaseStoreFiles)} --port ${releaseStorePort}` },
  );
  const { result } = concurrently(commands, { killOthersOn: ['failure', 'success'], prefix: 'name' });
  console.log(
    `\nStarting: the site will be at http://localhost:3000, the staff site at ${staffSiteUrl} (Ctrl-C stops everything).\n${mailNote}\n`,
  );
  // The pages are served at once, but the API takes a few seconds (migrations, seed data); until
  // it listens the shell's proxy answers 502. Say when a visitor's first page will work.
  void untilApiAnswers()
    .then(() => importOldReleaseState(releaseState))
    .then(() => console.log(`\nReady: http://localhost:3000 (staff: ${staffSiteUrl})\n`));
  await result;
}

/** A store from before the release state was the API's: its files' state moved into the tables, once (decision 073). */
async function importOldReleaseState(access: { url: string; token: string }): Promise<void> {
  if (!hasFilesToImport(releaseStoreDir)) return;
  try {
    const imported = await importFiles(releaseStoreDir, releaseStateApi(access));
    if (imported) console.log(`The release state in ${releaseStoreDir}'s files is the API's now (npm run releases -- list).`);
  } catch (error) {
    console.error(`The release state in ${releaseStoreDir}'s files was not imported: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function untilApiAnswers(): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

main().then(
  () => process.exit(0),
  () => process.exit(1),
);
