import {
  CANARY_REPORT_LIMITS,
  canaryCountsAnswer,
  RELEASE_STATE_PATHS,
  RELEASE_STATE_TOKEN_HEADER,
  releaseStateSchema,
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
// second, a failure at once, whose answer says whether the canary is withdrawn now. Counts the API
// did not take are kept and sent with the next ones (the newest a report can carry), so a moment
// without the API loses no failure; an answer that is not the contract's is a state not read.

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
  /** Each canary's reports, one after another: a failure's call resolves once a report carrying it is answered. */
  const sending = new Map<number, Promise<void>>();
  /** Counts not sent yet, by canary id: renders by minute, and failures. */
  const pending = new Map<number, { renders: Map<number, number>; failures: CanaryCountsReport['failures'] }>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the last report failed: said once in the log, not at every retry. */
  let reportsFailing = false;

  async function poll(): Promise<void> {
    try {
      const response = await fetch(`${apiUrl}${RELEASE_STATE_PATHS.state}`, { headers: { ...headers, ...(etag ? { 'if-none-match': etag } : {}) }, signal: AbortSignal.timeout(2000) });
      if (response.status === 200) {
        state = releaseStateSchema.parse(await response.json());
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

  function pendingOf(id: number) {
    let counts = pending.get(id);
    if (!counts) pending.set(id, (counts = { renders: new Map(), failures: [] }));
    return counts;
  }

  /** The canary's counts not sent yet, taken out to be sent: at most what one report carries, the newest. */
  function take(id: number): CanaryCountsReport {
    const counts = pending.get(id);
    pending.delete(id);
    const renders = [...(counts?.renders ?? [])].map(([minute, count]) => ({ minute, count }));
    return { renders: renders.slice(-CANARY_REPORT_LIMITS.minutes), failures: (counts?.failures ?? []).slice(-CANARY_REPORT_LIMITS.failures) };
  }

  /** Counts the API did not take, back among those to send, after any counted since. */
  function putBack(id: number, counts: CanaryCountsReport): void {
    const kept = pendingOf(id);
    for (const { minute, count } of counts.renders) kept.renders.set(minute, (kept.renders.get(minute) ?? 0) + count);
    kept.failures = [...counts.failures, ...kept.failures];
    flushTimer ??= setTimeout(() => void flush(), flushMs);
  }

  /**
   * Sends a canary's counts; on an answer that it is withdrawn, it is gone from this process at once.
   * Counts not taken are put back, to go with the next ones.
   */
  async function send(canary: Canary): Promise<void> {
    const counts = take(canary.id);
    if (counts.renders.length === 0 && counts.failures.length === 0) return;
    const path = RELEASE_STATE_PATHS.canaryCounts.replace(':id', String(canary.id));
    let withdrawn: boolean;
    try {
      const response = await fetch(`${apiUrl}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(counts), signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`the API answered ${response.status}`);
      ({ withdrawn } = canaryCountsAnswer.parse(await response.json()));
    } catch (error) {
      const kept = !closed && state.canaries[canary.remote]?.id === canary.id;
      if (kept) putBack(canary.id, counts);
      if (!reportsFailing) log.error(`[canary] counts not sent (${error instanceof Error ? error.message : String(error)})${kept ? ': kept, and sent with the next report' : ''}.`);
      reportsFailing = true;
      throw error;
    }
    if (reportsFailing) log.info('[canary] counts are sent again.');
    reportsFailing = false;
    if (withdrawn && state.canaries[canary.remote]?.id === canary.id) {
      const canaries = { ...state.canaries };
      delete canaries[canary.remote];
      state = { ...state, canaries };
    }
  }

  function sendInTurn(canary: Canary): Promise<void> {
    const next = (sending.get(canary.id) ?? Promise.resolve()).catch(() => undefined).then(() => send(canary));
    sending.set(canary.id, next);
    next.then(
      () => sending.get(canary.id) === next && sending.delete(canary.id),
      () => sending.get(canary.id) === next && sending.delete(canary.id),
    );
    return next;
  }

  async function flush(): Promise<void> {
    flushTimer = undefined;
    const running = Object.values(state.canaries);
    await Promise.all(
      [...pending.keys()].map(async (id) => {
        const canary = running.find((c) => c.id === id);
        // A canary no longer running: its counts no longer matter.
        if (!canary) return void pending.delete(id);
        // A failed report is in the log already (once), and its counts are kept.
        await sendInTurn(canary).catch(() => undefined);
      }),
    );
  }

  return {
    current: () => ({ live: Object.fromEntries(Object.entries(state.live).map(([remote, { url }]) => [remote, url])), canaries: state.canaries }),
    ready,
    rendered(canary) {
      const { renders } = pendingOf(canary.id);
      const minute = minuteOf(Date.now());
      renders.set(minute, (renders.get(minute) ?? 0) + 1);
      flushTimer ??= setTimeout(() => void flush(), flushMs);
    },
    async failed(canary, kind, client) {
      pendingOf(canary.id).failures.push({ at: new Date().toISOString(), kind, ...(client ? { client } : {}) });
      await sendInTurn(canary);
    },
    async close() {
      closed = true;
      if (pollTimer) clearTimeout(pollTimer);
      if (flushTimer) clearTimeout(flushTimer);
      await flush();
    },
  };
}
