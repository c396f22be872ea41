// A remote's live releases from its promotions and rollbacks (docs/decisions/051): the API rolls
// back with it, `npm run releases -- list` shows it.

/** One promotion or rollback, as the release state keeps it. */
export interface ReleaseChange {
  action: 'promote' | 'rollback';
  remote: string;
  /** The release live after it; null for the deployment before any release (the shell's remotes.json). */
  release: string | null;
  url: string;
  /** The remote's address before it (absent if nothing named the remote). */
  previousUrl?: string;
  /** ISO 8601, UTC. */
  at: string;
  by: string;
}

/**
 * A remote's live releases, oldest first, the live one last: each promotion adds one, each rollback
 * takes the last off. The first promotion keeps what was live before it (the deployment before any
 * release), so that it too can be returned to.
 */
export function liveHistory(changes: readonly ReleaseChange[], remote: string): { release: string | null; url: string }[] {
  const history: { release: string | null; url: string }[] = [];
  for (const change of changes) {
    if (change.remote !== remote) continue;
    if (change.action === 'promote') {
      if (history.length === 0 && change.previousUrl) history.push({ release: null, url: change.previousUrl });
      history.push({ release: change.release, url: change.url });
    } else {
      history.pop();
    }
  }
  return history;
}
