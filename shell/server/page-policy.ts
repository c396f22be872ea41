// The Content-Security-Policy of the site's pages. Module Federation loads each remote's manifest
// (fetch), its remoteEntry.js and chunks (script elements) and its images from the remote's own
// origin, so those origins are allowed, read from the deployed remotes.json on each page load:
// editing remotes.json at deploy time moves the policy with it, without a rebuild. Nothing else
// is: no other script, no plugin, no framing. The origins are the live remotes' (remotes.json with
// the release state's promotions over it, page-server.ts), so a promotion moves the policy too. A server-rendered page's inline data carries the
// response's nonce. A server-rendered page carries its stylesheets in <style> elements, a page the
// browser navigates to links them from each container's origin, and the toasts add a <style>
// element at run time, so style-src keeps 'unsafe-inline'. No script may be inline but the
// server's own under the nonce: the page's data, and its first script, which keeps the taps made
// before the page is live (issue 41).

/** The http(s) origins of the manifests named (site-relative ones are 'self'). */
export function remoteOrigins(remotesJson: unknown): string[] {
  if (typeof remotesJson !== 'object' || remotesJson === null || Array.isArray(remotesJson)) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotesJson)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) continue;
    try {
      origins.add(new URL(entry).origin);
    } catch {
      // Not a URL: the shell will not load it either.
    }
  }
  return [...origins];
}

/** The policy of a page of the site that loads remotes from these origins; `nonce` is the response's. */
export function pagePolicy(remotes: readonly string[], nonce?: string): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...remotes]],
    ['connect-src', ["'self'", ...remotes]],
    ['img-src', ["'self'", 'data:', ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}
