import { API_PATHS } from '@party/domain';
import type { ServerApi } from '@party/shared-ui';
import { signalWithin } from './deadline-signal';

// How a render reaches the API (docs/decisions/035). Every request it makes stops when the render
// stops waiting: at the end of the page's data stage, or when the visitor goes away, so that
// a hung API holds no page and a page nobody waits for holds no connection to the API. What every
// visitor is answered alike (the catalogue, the closed and full dates, the venue) is asked once for
// all the renders that want it at the same time, and kept a second: at 50 pages a second the
// home page would otherwise ask the API for the same full dates 50 times.

/**
 * How long an answer every visitor shares is kept: a second, so that a change made in the staff
 * console (a closed day, a new package) is on the next page a visitor opens (decision 040), while
 * 50 pages a second still ask the API about once a second.
 */
export const SHARED_ANSWER_MAX_AGE_MS = 1000;

/** The API's answers that are the same for every visitor and change only now and then. */
const sharedPaths: ReadonlySet<string> = new Set([
  API_PATHS.venue,
  API_PATHS.packages,
  API_PATHS.foodItems,
  API_PATHS.adultsFood,
  API_PATHS.addons,
  API_PATHS.afterHoursAddons,
  API_PATHS.unavailableDates,
  API_PATHS.fullPartyDates,
]);

interface Answer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

interface SharedAnswer {
  answer: Promise<Answer>;
  /** When it arrived; undefined while it is on its way. */
  at?: number;
  /** Renders waiting for it: when the last one stops waiting, the request is given up. */
  waiting: number;
  stop: AbortController;
}

/** Each shared answer by its URL: one API's few addresses. */
const sharedAnswers = new Map<string, SharedAnswer>();

/** `promise`, or the signal's reason once it is aborted, whichever comes first. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function askShared(url: string): SharedAnswer {
  const stop = new AbortController();
  const entry: SharedAnswer = {
    waiting: 0,
    stop,
    answer: fetch(url, { signal: stop.signal }).then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    })),
  };
  entry.answer.then(
    // Only a good answer is kept: a failure is asked again by the next render.
    ({ status }) => (status === 200 ? (entry.at = Date.now()) : sharedAnswers.delete(url)),
    () => sharedAnswers.delete(url),
  );
  return entry;
}

async function sharedFetch(url: string, signal: AbortSignal): Promise<Response> {
  let entry = sharedAnswers.get(url);
  if (entry?.at !== undefined && Date.now() - entry.at > SHARED_ANSWER_MAX_AGE_MS) entry = undefined;
  if (!entry) {
    entry = askShared(url);
    sharedAnswers.set(url, entry);
  }
  entry.waiting += 1;
  try {
    const { body, ...init } = await untilAborted(entry.answer, signal);
    return new Response(body.byteLength > 0 ? body : null, init);
  } finally {
    entry.waiting -= 1;
    if (entry.waiting === 0 && entry.at === undefined) {
      entry.stop.abort();
      if (sharedAnswers.get(url) === entry) sharedAnswers.delete(url);
    }
  }
}

/** The API as one render reaches it, and whether it failed that render. */
export interface RenderApi extends ServerApi {
  /** Whether a request of the render got no answer (the API unreachable, or given up on) or a 5xx. */
  failed(): boolean;
}

/** The API at `origin` for one render: every request stops when `signal` is aborted. */
export function serverApi(origin: string, signal: AbortSignal): RenderApi {
  let failed = false;
  const ask = (request: Request): Promise<Response> => {
    const path = request.url.startsWith(origin) ? request.url.slice(origin.length) : undefined;
    if (request.method === 'GET' && path !== undefined && sharedPaths.has(path)) return sharedFetch(request.url, signal);
    return fetch(request, { signal: signalWithin(undefined, request.signal, signal) });
  };
  const serverFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    try {
      const response = await ask(new Request(input, init));
      if (response.status >= 500) failed = true;
      return response;
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  return { origin, fetch: serverFetch as typeof fetch, failed: () => failed };
}
