/** Sends the browser to the hosted checkout. In a module of its own so that tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
