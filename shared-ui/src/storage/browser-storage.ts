/**
 * The browser's session or local storage, when it lets the page use it: some private modes refuse
 * it (reading it throws), and the server has none. Undefined then: nothing is kept.
 */
export function browserStorage(kind: 'sessionStorage' | 'localStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}
