// A steady load, as visitors arrive: one request every 1/rate seconds whatever the answers' pace
// (an open model: a slow answer does not hold the next request back), each timed from asking to
// the last byte. Load tools that pace each connection to so many requests a second (autocannon's
// overallRate) send each second's share at once at the second's start: a burst, not a rate
// (docs/decisions/048).

export interface SteadyLoad {
  /** Asked for, a second. */
  rate: number;
  requests: number;
  /** Connections that failed, timeouts, and answers that were not 2xx. */
  errors: number;
  /** Answers a second, from the first request to the last answer. */
  achievedRate: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** `init` goes with every request (a signed-in session's cookie, say). */
export async function steadyLoad(url: string, rate: number, seconds: number, init: RequestInit = {}): Promise<SteadyLoad> {
  const timings: number[] = [];
  let errors = 0;
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    pending.push(
      fetch(url, { ...init, signal: AbortSignal.timeout(60_000) }).then(
        async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors += 1;
          else timings.push(performance.now() - sent);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const elapsedSeconds = (performance.now() - started) / 1000;
  const sorted = timings.sort((a, b) => a - b);
  return {
    rate,
    requests: timings.length + errors,
    errors,
    achievedRate: timings.length / elapsedSeconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}
