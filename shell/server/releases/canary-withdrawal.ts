// The canary's withdrawal rule (docs/decisions/047): how many failures, counted by every page-server
// process, take a canary's release away from its visitors.

export type FailureKind = 'render' | 'load' | 'timeout' | 'hydration';

export interface Failure {
  at: string;
  kind: FailureKind;
  /**
   * A hydration error is reported by a browser: the reporting client (a hash of its address), so
   * that one client counts once however often it reports.
   */
  client?: string;
}

/** One page-server process's counts of one canary. */
export interface CanaryCounts {
  /** Server renders of the canary, by the minute they started in (ms since the epoch, floored). */
  renders: Record<string, number>;
  failures: Failure[];
}

export interface WithdrawalPolicy {
  /** So many failures within the window withdraw the canary... */
  maxFailures: number;
  /** ...and so does this share of its renders within the window, once it has `minRenders`. */
  maxFailureRate: number;
  minRenders: number;
  windowMs: number;
}

/** Decision 047. */
export const DEFAULT_WITHDRAWAL: WithdrawalPolicy = { maxFailures: 5, maxFailureRate: 0.02, minRenders: 100, windowMs: 10 * 60_000 };

/** The counts of every process, summed as the policy reads them: why the canary must be withdrawn, or undefined. */
export function withdrawalReason(counts: CanaryCounts[], now: number, policy: WithdrawalPolicy = DEFAULT_WITHDRAWAL): string | undefined {
  const since = now - policy.windowMs;
  let renders = 0;
  for (const { renders: byMinute } of counts) {
    for (const [minute, n] of Object.entries(byMinute)) if (Number(minute) + 60_000 > since) renders += n;
  }
  const failures = counts.flatMap((c) => c.failures).filter((f) => Date.parse(f.at) > since);
  // A browser's report counts once per client.
  const reporters = new Set(failures.filter((f) => f.kind === 'hydration').map((f) => f.client ?? ''));
  const count = failures.filter((f) => f.kind !== 'hydration').length + reporters.size;
  const minutes = Math.round(policy.windowMs / 60_000);
  const kinds = [...new Set(failures.map((f) => f.kind))].join(', ');
  if (count >= policy.maxFailures) return `${count} failures (${kinds}) within ${minutes} minutes, the most allowed being ${policy.maxFailures - 1}`;
  if (renders >= policy.minRenders && count / renders >= policy.maxFailureRate) {
    return `${count} failures (${kinds}) in ${renders} renders within ${minutes} minutes, at least ${policy.maxFailureRate * 100}%`;
  }
  return undefined;
}
