import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WITHDRAWAL,
  liveHistory,
  withdrawalReason,
  type Canary,
  type CanaryCountsReport,
  type ReleaseChange,
  type ReleaseHistory,
  type ReleaseImport,
  type ReleaseState,
  type WithdrawalPolicy,
} from '@party/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/queryable';
import { apiError } from '../http-errors';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { canaryOf, createReleaseStateRepository } from './release-state-repository';

// The release state's rules (decision 073): each change one
// transaction that takes the state's lock first, so two changes never undo each other, and a
// canary's withdrawal decided once, by whichever report's transaction holds its row: exactly one
// request withdraws it, and exactly one email is queued.

export interface ReleaseStateDeps {
  db: Database;
  log: FastifyBaseLogger;
  /** The domain of the emails' Message-IDs (the venue's). */
  mailDomain: string;
  policy?: WithdrawalPolicy;
}

const refused = (message: string) => apiError('release-refused', message);

export async function readState(db: Queryable): Promise<ReleaseState> {
  const repo = createReleaseStateRepository(db);
  const [version, live, canaries] = await Promise.all([repo.version(), repo.live(), repo.runningCanaries()]);
  return { version, live, canaries };
}

/** Makes a release live for everyone; a canary of it ends (everyone has it now). */
export function promote(deps: ReleaseStateDeps, change: { remote: string; release: string; url: string; baselineUrl?: string; by: string }): Promise<ReleaseChange> {
  return deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    await repo.lock(true);
    const previousUrl = (await repo.liveOf(change.remote))?.url ?? change.baselineUrl;
    if (previousUrl === change.url) throw refused(`${change.remote} ${change.release} is live already`);
    const done = await repo.addChange({ action: 'promote', remote: change.remote, release: change.release, url: change.url, previousUrl, by: change.by });
    await repo.setLive(change.remote, { release: change.release, url: change.url });
    const running = (await repo.runningCanaries())[change.remote];
    if (running?.url === change.url) await repo.endCanary(change.remote, 'promoted', change.by);
    return done;
  });
}

/** Returns a remote to the release live before the current one (past its first, to the shell's remotes.json). */
export function rollback(deps: ReleaseStateDeps, remote: string, by: string): Promise<ReleaseChange> {
  return deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    await repo.lock(true);
    const history = liveHistory(await repo.changes(remote), remote);
    const previous = history.at(-2);
    if (!previous) throw refused(`${remote} has no earlier live release to roll back to`);
    const done = await repo.addChange({ action: 'rollback', remote, release: previous.release, url: previous.url, previousUrl: history.at(-1)!.url, by });
    await repo.setLive(remote, previous.release === null ? null : { release: previous.release, url: previous.url });
    return done;
  });
}

/**
 * Sends a share of visitors to a release; a canary already running for the remote is replaced. The
 * same canary asked for again (its release, address and share) is answered with the one running,
 * its counts kept: a start sent twice, or retried after a lost answer, does not restart it.
 */
export function startCanary(deps: ReleaseStateDeps, canary: Omit<Canary, 'id' | 'startedAt'>): Promise<Canary> {
  return deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    await repo.lock(false);
    if ((await repo.liveOf(canary.remote))?.url === canary.url) throw refused(`${canary.remote} ${canary.release} is live already`);
    const running = (await repo.runningCanaries())[canary.remote];
    if (running && running.release === canary.release && running.url === canary.url && running.percent === canary.percent) return running;
    await repo.lock(true);
    await repo.endCanary(canary.remote, 'end', canary.by, 'replaced by another canary');
    return repo.addCanary(canary);
  });
}

/** Ends a remote's canary by hand: every visitor is back on the live release. */
export function endCanary(deps: ReleaseStateDeps, remote: string, by: string): Promise<Canary> {
  return deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    await repo.lock(true);
    const ended = await repo.endCanary(remote, 'end', by);
    if (!ended) throw refused(`${remote} has no canary running`);
    return ended;
  });
}

/**
 * Adds a page server's counts to a canary's and, when they carry a failure, looks at the threshold
 * over every process's counts. The state's lock, then the canary's row, are held while it decides:
 * of several reports past the threshold at once, the first withdraws the canary and queues its
 * owner's email; the others find it withdrawn. Answers whether it is withdrawn now.
 */
export async function reportCounts(deps: ReleaseStateDeps, id: number, counts: CanaryCountsReport): Promise<{ withdrawn: boolean }> {
  const policy = deps.policy ?? DEFAULT_WITHDRAWAL;
  const decided = await deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    const failed = counts.failures.length > 0;
    // The order every change takes its locks in: the state's, then a canary's.
    if (failed) await repo.lock(false);
    const row = await repo.canary(id, failed);
    if (!row) return { withdrawn: false };
    if (row.ended_at !== null) return { withdrawn: row.ended_how === 'withdrawn' };
    await repo.addCounts(id, counts);
    if (!failed) return { withdrawn: false };
    // The database's clock, as every API process reads it; the failures' times are their page servers'.
    const now = await repo.databaseNow();
    const reason = withdrawalReason(await repo.countsSince(id, now - policy.windowMs), now, policy);
    if (!reason) return { withdrawn: false };
    await repo.lock(true);
    const canary = (await repo.endCanary(row.remote, 'withdrawn', 'the site', reason, id))!;
    const emailed = canary.owner ? await queueWithdrawnEmail(tx, deps.mailDomain, canary, reason) : false;
    return { withdrawn: true, told: { canary, reason, emailed } };
  });
  if ('told' in decided && decided.told) {
    const { canary, reason, emailed } = decided.told;
    deps.log.error(`[canary] ${canary.remote} ${canary.release} withdrawn: ${reason}; every visitor is back on the live release.`);
    deps.log.info(emailed ? `[canary] ${canary.owner} is emailed.` : `[canary] ${canary.remote} has no owner address in releases.config.json: nobody was emailed.`);
  }
  return { withdrawn: decided.withdrawn };
}

/** The withdrawn canary's email to its remote's owner, in the outbox: sent once, retried until it goes. */
function queueWithdrawnEmail(tx: Queryable, mailDomain: string, canary: Canary, reason: string): Promise<boolean> {
  const what = `${canary.remote} ${canary.release}`;
  const paragraphs = [
    `The canary of ${what} (${canary.percent}% of visitors, started ${canary.startedAt} by ${canary.by}) was withdrawn by the site: ${reason}.`,
    "Every visitor is back on the live release. The failures are in the page servers' logs, marked [server render] or [canary].",
    `To try again once it is fixed: npm run release -w ${canary.remote}, then npm run releases -- canary ${canary.remote} <release> <percent>.`,
  ];
  const html = paragraphs.map((text) => `<p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`).join('\n');
  return createOutboxRepository(tx).add({
    kind: 'canary-withdrawn',
    factKey: `canary-withdrawn:${canary.id}`,
    message: { messageId: `<${randomUUID()}@${mailDomain}>`, to: [{ name: '', address: canary.owner! }], subject: `Canary withdrawn: ${what}`, text: paragraphs.join('\n\n'), html },
  });
}

export async function readHistory(db: Queryable): Promise<ReleaseHistory> {
  const repo = createReleaseStateRepository(db);
  const [changes, canaries, failureKinds] = await Promise.all([repo.changes(), repo.allCanaries(), repo.failureKinds()]);
  return {
    changes,
    canaries: canaries.map((row) => ({
      canary: canaryOf(row),
      failures: failureKinds.get(row.id) ?? [],
      ...(row.ended_at && row.ended_how ? { ended: { how: row.ended_how, at: row.ended_at, by: row.ended_by ?? '', ...(row.reason ? { reason: row.reason } : {}) } } : {}),
    })),
  };
}

/**
 * The release store's files moved into the tables, once (`npm run releases -- import`, which
 * `npm start` runs when the store has them): refused when the tables hold anything already.
 */
export function importState(deps: ReleaseStateDeps, state: ReleaseImport): Promise<{ imported: boolean }> {
  return deps.db.transaction(async (tx) => {
    const repo = createReleaseStateRepository(tx);
    await repo.lock(true);
    if (!(await repo.isEmpty())) return { imported: false };
    for (const change of state.changes) await repo.addChange(change);
    for (const [remote, live] of Object.entries(state.live)) await repo.setLive(remote, live);
    for (const { canary, ended } of state.canaries) {
      const added = await repo.addCanary(canary);
      if (ended) await repo.endCanary(added.remote, ended.how, ended.by, ended.reason, added.id, ended.at);
    }
    return { imported: true };
  });
}
