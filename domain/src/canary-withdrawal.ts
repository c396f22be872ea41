// The canary's withdrawal rule (docs/decisions/047): how many failures, counted by every page-server
// process and summed by the API (decision 073), take a canary's release away from
// its visitors. Pure: the API applies it to the counts it holds.

export type FailureKind = 'render' | 'load' | 'timeout' | 'hydration';

export interface Failure {
  /** ISO 8601, UTC. */
  at: string;
  kind: FailureKind;
  /**
   * A hydration error is reported by a browser: the reporting client (a hash of its address), so
   * that one client counts once however often it reports.
   */
  client?: string;
}

/** A canary's counts from every process: its server renders by the minute they began in, and its failures. */
export interface CanaryCounts {
  /** `minute`: ms since the epoch, floored to the minute. */
  renders: Array<{ minute: number; count: number }>;
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

/** Why the canary must be withdrawn, from the counts of every process, or undefined. */
export function withdrawalReason(counts: CanaryCounts, now: number, policy: WithdrawalPolicy = DEFAULT_WITHDRAWAL): string | undefined {
  const since = now - policy.windowMs;
  let renders = 0;
  for (const { minute, count } of counts.renders) if (minute + 60_000 > since) renders += count;
  const failures = counts.failures.filter((f) => Date.parse(f.at) > since);
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
