/** The API: `/api` on the page's own origin (the shell's server proxies it), spelled out because
 * Node's fetch (in tests) does not resolve relative URLs. */
export const apiBaseUrl = `${globalThis.location?.origin ?? ''}/api`;

/**
 * What an answer of the API carries: its JSON when it is OK (null when empty), its text when it is
 * not (a JSON `{ message }` or plain words, read by `describeApiError`).
 */
export async function readApiBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) return text;
  return text ? (JSON.parse(text) as unknown) : null;
}
