import {
  RELEASE_STATE_PATHS,
  RELEASE_STATE_TOKEN_HEADER,
  type Canaries,
  type Canary,
  type CanaryCountsReport,
  type FailureKind,
  type ReleaseState,
} from '@party/domain';

// The page server's side of the release state (decision 073): the
// API keeps what is live and the canaries; each page-server process keeps the last state it knew in
// memory, asks for it again every half second (an unchanged one is a 304), and so sees a change
// made from any machine within a second. When the API cannot be reached it keeps serving the last
// state it knew, and says so in its log, once when it loses the API and once when it is back. It
// counts each server render of a canary and each failure, and sends them to the API, which sums
// every process's and withdraws a canary past the threshold (decision 047): renders about once a
// second, a failure at once, whose answer says whether the canary is withdrawn now.

export interface ReleaseStateClientOptions {
  apiUrl: string;
  token: string;
  /** How often the state is asked for. */
  pollMs?: number;
  /** How long renders wait before they are sent (a failure is sent at once). */
  flushMs?: number;
  log?: Pick<Console, 'info' | 'error'>;
}

export interface ReleaseStateClient {
  /** What is live (remote -> manifest, the promoted ones only) and the canaries running, as last known. */
  current(): { live: Record<string, string>; canaries: Canaries };
  /** Resolves once the first answer (or failure) is in: a server starting waits for it before its first page. */
  ready: Promise<void>;
  /** A server render of the canary began. */
  rendered(canary: Canary): void;
  /** A failure of the canary; resolves once the API has counted it (and withdrawn the canary, if it was one too many). */
  failed(canary: Canary, kind: FailureKind, client?: string): Promise<void>;
  /** Sends what is not sent yet and stops asking. */
  close(): Promise<void>;
}

const minuteOf = (ms: number) => Math.floor(ms / 60_000) * 60_000;

export function releaseStateClient({ apiUrl, token, pollMs = 500, flushMs = 1000, log = console }: ReleaseStateClientOptions): ReleaseStateClient {
  const headers = { [RELEASE_STATE_TOKEN_HEADER]: token };
  let state: ReleaseState = { version: 0, live: {}, canaries: {} };
  let etag: string | undefined;
  let lost = false;
  let closed = false;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  /** Renders not sent yet, by canary id and minute. */
  const pendingRenders = new Map<number, Map<number, number>>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  async function poll(): Promise<void> {
    try {
      const response = await fetch(`${apiUrl}${RELEASE_STATE_PATHS.state}`, { headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) }, signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        state = (await response.json()) as ReleaseState;
        etag = response.headers.get('etag') ?? undefined;
      } else if (response.status !== 304) {
        throw new Error(`it answered ${response.status}`);
      }
      if (lost) log.info('[releases] the release state is back: serving what it says.');
      lost = false;
    } catch (error) {
      if (!lost) log.error(`[releases] the release state cannot be read (${error instanceof Error ? error.message : String(error)}): serving the last one known until it can.`);
      lost = true;
    }
  }

  function pollLoop(): void {
    if (closed) return;
    pollTimer = setTimeout(() => void poll().finally(pollLoop), pollMs);
  }
  const ready = poll().finally(pollLoop);

  /** Sends a canary's counts; on an answer that it is withdrawn, it is gone from this process at once. */
  async function send(canary: Canary, counts: CanaryCountsReport): Promise<void> {
    const path = RELEASE_STATE_PATHS.canaryCounts.replace(':id', String(canary.id));
    const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(counts) });
    if (!response.ok) throw new Error(`the API answered ${response.status}`);
    const { withdrawn } = (await response.json()) as { withdrawn: boolean };
    if (withdrawn && state.canaries[canary.remote]?.id === canary.id) {
      const canaries = { ...state.canaries };
      delete canaries[canary.remote];
      state = { ...state, canaries };
    }
  }

  function takeRenders(id: number): CanaryCountsReport['renders'] {
    const byMinute = pendingRenders.get(id);
    pendingRenders.delete(id);
    return [...(byMinute ?? [])].map(([minute, count]) => ({ minute, count }));
  }

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const running = Object.values(state.canaries);
    await Promise.all(
      [...pendingRenders.keys()].map(async (id) => {
        const canary = running.find((c) => c.id === id);
        const renders = takeRenders(id);
        // A canary no longer running: its renders no longer matter.
        if (!canary) return;
        await send(canary, { renders, failures: [] }).catch((error: unknown) => log.error(`[canary] renders not counted: ${String(error)}`));
      }),
    );
  }

  return {
    current: () => ({ live: Object.fromEntries(Object.entries(state.live).map(([remote, { url }]) => [remote, url])), canaries: state.canaries }),
    ready,
    rendered(canary) {
      const byMinute = pendingRenders.get(canary.id) ?? new Map<number, number>();
      const minute = minuteOf(Date.now());
      byMinute.set(minute, (byMinute.get(minute) ?? 0) + 1);
      pendingRenders.set(canary.id, byMinute);
      flushTimer ??= setTimeout(() => void flush(), flushMs);
    },
    async failed(canary, kind, client) {
      const failure = { at: new Date().toISOString(), kind, ...(client ? { client } : {}) };
      await send(canary, { renders: takeRenders(canary.id), failures: [failure] });
    },
    async close() {
      closed = true;
      if (pollTimer) clearTimeout(pollTimer);
      if (flushTimer) clearTimeout(flushTimer);
      await flush();
    },
  };
}
