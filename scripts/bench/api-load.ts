import { steadyLoadApart } from './steady-load-process';

export interface ApiLoad {
  path: string;
  /** Why the endpoint was not measured (it does not exist yet, or fails). */
  skipped?: string;
  /** The rate asked for, requests a second. */
  offeredRate?: number;
  requestsPerSecond?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** Connection errors and timeouts, plus answers that were not 2xx. */
  errors?: number;
  requests?: number;
}

/**
 * Loads one GET endpoint at a steady `rate` for `seconds` (steady-load.ts) after checking that it
 * answers 200 at all (an endpoint that is not there is skipped and reported so) and a second of
 * the same load to warm it (its code compiled, its queries planned), both sent from a process of
 * their own (steady-load-process.ts).
 */
export async function loadEndpoint(apiUrl: string, path: string, { rate, seconds = 10 }: { rate: number; seconds?: number }): Promise<ApiLoad> {
  const probe = await fetch(`${apiUrl}${path}`);
  await probe.arrayBuffer();
  if (probe.status === 404) return { path, skipped: 'answers 404 (not there yet)' };
  if (!probe.ok) return { path, skipped: `answers ${probe.status}` };

  await steadyLoadApart(`${apiUrl}${path}`, rate, 1);
  const load = await steadyLoadApart(`${apiUrl}${path}`, rate, seconds);
  return {
    path,
    offeredRate: rate,
    requestsPerSecond: load.achievedRate,
    p50Ms: load.p50Ms,
    p99Ms: load.p99Ms,
    errors: load.errors,
    requests: load.requests,
  };
}
