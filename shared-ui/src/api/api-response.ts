/**
 * Where the API's addresses (the contract's API_PATHS, all under /api) are: the page's own origin
 * (the shell's server proxies /api), spelled out because Node's fetch (in tests) does not resolve
 * relative URLs.
 */
export const apiOrigin = globalThis.location?.origin ?? '';

/**
 * What an answer of the API carries: its JSON when it is OK (null when empty), its text when it is
 * not (a JSON `{ message }` or plain words, read by `describeApiError`).
 */
export async function readApiBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? (JSON.parse(text) as unknown) : null;
}
