/** One request of a page load, with times in ms from the same clock. */
export interface TimedRequest {
  url: string;
  /** When the browser sent it. */
  sentMs: number;
  /** When its response had fully arrived. */
  doneMs: number;
}

/**
 * The round trips a page waited for before its largest paint: the longest chain of requests,
 * each sent only after the previous one's response had arrived, among the requests done before
 * `lcpMs`. A request sent while another is still on the way runs beside it, not after it, so a
 * page that asks for everything it needs at once counts one round trip, and one that finds each
 * file in the previous (HTML, then main.js, then remotes.json...) counts one per step.
 */
export function roundTripsTo(lcpMs: number, requests: TimedRequest[]): RoundTrips {
  const done = requests.filter((request) => request.doneMs <= lcpMs).sort((a, b) => a.sentMs - b.sentMs);
  // depth[i]: the longest chain that ends with done[i]; before[i]: the request before it.
  const depth: number[] = [];
  const before: (number | undefined)[] = [];
  done.forEach((request, i) => {
    depth[i] = 1;
    for (let j = 0; j < i; j++) {
      if (done[j]!.doneMs <= request.sentMs && depth[j]! + 1 > depth[i]!) {
        depth[i] = depth[j]! + 1;
        before[i] = j;
      }
    }
  });
  let last = depth.indexOf(Math.max(0, ...depth));
  const chain: string[] = [];
  while (last >= 0 && done[last]) {
    chain.unshift(done[last]!.url);
    last = before[last] ?? -1;
  }
  return { count: chain.length, chain };
}

export interface RoundTrips {
  count: number;
  /** The requests of the longest chain, first to last. */
  chain: string[];
}
