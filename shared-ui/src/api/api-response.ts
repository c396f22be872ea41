import type { ServerApi } from '../ssr/page-data';

/**
 * Where the API's addresses (the contract's API_PATHS, all under /api) are in the browser: the
 * page's own origin (the shell's server proxies /api), spelled out because Node's fetch (in tests)
 * does not resolve relative URLs. On the server a render is given the API's own address with its
 * request (`ServerApi`), never through this.
 */
export function pageOrigin(): string {
  return globalThis.location?.origin ?? '';
}

/** What a store's thunks are given: on the server, the API of the render the store was made for. */
export interface StoreExtra {
  serverApi?: ServerApi;
}

/**
 * What an answer of the API carries: its JSON when it is OK (null when empty), its text when it is
 * not (a JSON `{ message }` or plain words, read by `describeApiError`).
 */
export async function readApiBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? (JSON.parse(text) as unknown) : null;
}
