let serverApiOrigin: string | undefined;

/**
 * Where the API's addresses (the contract's API_PATHS, all under /api) are: in the browser the
 * page's own origin (the shell's server proxies /api), spelled out because Node's fetch (in tests)
 * does not resolve relative URLs; on the server, the API's own address (`setServerApiOrigin`).
 */
export function apiOrigin(): string {
  return serverApiOrigin ?? globalThis.location?.origin ?? '';
}

/**
 * On the server, where a page's data is read from: the API's address, which the shell's server is
 * given. Each container bundles its own copy of this module, so each remote page sets it as it
 * prepares (ssr/prepare-page.ts).
 */
export function setServerApiOrigin(origin: string): void {
  serverApiOrigin = origin;
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
