import type { RemotesConfig } from '../../src/federation/remotes-config';
import type { PageState } from '../../src/routing/server-page';

// What the site's server (tooling/site/page-server.ts) asks of the shell's server renderer, and
// what it gets back. Without React or CSS, so that the server's own code can import it.

export interface PageRequest {
  /** The path and query asked for. */
  url: string;
  /** The deployed remotes.json, read by the site's server for this request. */
  remotes: RemotesConfig;
  /** The API's address, as this server reaches it. */
  apiOrigin: string;
  /** The response's nonce, for any inline script React writes. */
  nonce?: string;
}

export interface PreparedResponse {
  status: 200 | 404;
  /** A page of one booking or invitation (its address names it): no cache may keep it. */
  private: boolean;
  /** The page's title (the browser tab's), and its description for link previews. */
  title: string;
  description?: string;
  /** The route's remote page's stylesheets, for the page's head. */
  stylesheets: Stylesheet[];
  /** What the browser hydrates with (#page-state). */
  state: PageState;
  /** Renders the page's markup, the content of #root. */
  renderBody(): Promise<string>;
}

/**
 * A stylesheet of the page. Its text is written into the page's head when the server could read
 * it (no request stands between the first response and the first paint); `href` is where it is
 * (an absolute URL), linked instead when its text could not be read.
 */
export interface Stylesheet {
  href: string;
  css?: string;
}
