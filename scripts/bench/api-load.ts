import autocannon from 'autocannon';

export interface ApiLoad {
  path: string;
  /** Why the endpoint was not measured (it does not exist yet, or fails). */
  skipped?: string;
  /** The rate asked for, requests a second (undefined: as fast as 10 connections go). */
  offeredRate?: number;
  requestsPerSecond?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** Connection errors and timeouts, plus answers that were not 2xx. */
  errors?: number;
  requests?: number;
}

/**
 * Loads one GET endpoint for `seconds` after checking that it answers 200 at all (an endpoint that
 * is not there is skipped and reported so). With `rate`, the requests are offered at that steady
 * rate, whatever the answers' pace, as visitors arrive (enough connections that none waits for
 * another's answer); without, 10 connections ask as fast as they are answered.
 */
export async function loadEndpoint(apiUrl: string, path: string, { rate, seconds = 10 }: { rate?: number; seconds?: number } = {}): Promise<ApiLoad> {
  const probe = await fetch(`${apiUrl}${path}`);
  await probe.arrayBuffer();
  if (probe.status === 404) return { path, skipped: 'answers 404 (not there yet)' };
  if (!probe.ok) return { path, skipped: `answers ${probe.status}` };

  // Warm: the route's code compiled, its queries planned.
  await autocannon({ url: `${apiUrl}${path}`, connections: 10, amount: 300 });
  const result = await autocannon({
    url: `${apiUrl}${path}`,
    duration: seconds,
    ...(rate ? { connections: 50, overallRate: rate } : { connections: 10 }),
  });
  return {
    path,
    offeredRate: rate,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
