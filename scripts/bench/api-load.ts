import autocannon from 'autocannon';

export interface ApiLoad {
  path: string;
  /** Why the endpoint was not measured (it does not exist yet, or fails). */
  skipped?: string;
  requestsPerSecond?: number;
  p50Ms?: number;
  p99Ms?: number;
  /** Connection errors and timeouts, plus answers that were not 2xx. */
  errors?: number;
  requests?: number;
}

/**
 * Loads one GET endpoint with 10 connections for `seconds`, after checking that it answers 200
 * at all: an endpoint that is not there (404) is skipped and reported so, not measured.
 */
export async function loadEndpoint(apiUrl: string, path: string, seconds = 5): Promise<ApiLoad> {
  const probe = await fetch(`${apiUrl}${path}`);
  await probe.arrayBuffer();
  if (probe.status === 404) return { path, skipped: 'answers 404 (not there yet)' };
  if (!probe.ok) return { path, skipped: `answers ${probe.status}` };

  const result = await autocannon({ url: `${apiUrl}${path}`, connections: 10, duration: seconds });
  return {
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}
