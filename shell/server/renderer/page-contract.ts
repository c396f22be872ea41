import type { RemotesConfig } from '../../src/federation/remotes-config';
import type { PageState } from '../../src/routing/server-page';

// What the site's server (shell/server/page-server.ts) asks of the shell's renderer, and what it
// gets back. Without React or CSS, so that the server's own code can import it.

/**
 * The one deadline of a page (docs/decisions/035): from the moment the site's server takes its
 * request, the whole page, data included, is answered within this, with its content or with its
 * fallback (the failure message with Try again, or the page's own error state).
 */
export const PAGE_DEADLINE_MS = 3000;

/** What the site's server asks the renderer for: one visitor's page, with everything it is rendered with. */
export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  /** The deployed remotes.json, read by the site's server for this request. */
  remotes: RemotesConfig;
  /** The API's address, as this server reaches it. */
  apiOrigin: string;
  /** The site's public origin (SITE_URL), or the one the visitor asked for without it: full links in the page are built on it. */
  siteOrigin: string;
  /** The response's nonce, for any inline script React writes. */
  nonce: string;
  /** When the page's deadline passes (ms since the epoch). */
  deadline: number;
  /** Aborted at the deadline, or when the visitor goes away: whatever the render waits for stops. */
  signal: AbortSignal;
}

/** The renderer, as the shell's Node build exports it (renderer/index.ts). */
export interface Renderer {
  prepareResponse(request: RenderRequest): Promise<PreparedResponse>;
}

export interface PreparedResponse {
  /**
   * 404 for an unknown address; 503 or 504 for a page shown with a failure in place of what the API
   * or its remote did not give in time (decision 055). Decided before the body is rendered: a page
   * that fails while rendering, its head already sent, keeps its status.
   */
  status: 200 | 404 | 503 | 504;
  /** A page of one booking or invitation (its address names it): no cache may keep it. */
  private: boolean;
  /** The page's title (the browser tab's), and its description for link previews. */
  title: string;
  description?: string;
  /** The route's remote page's stylesheets, for the page's head. */
  stylesheets: Stylesheet[];
  /** The origins the browser will fetch the route's remote page from, which the page's head connects to at once. */
  remoteOrigins: string[];
  /** What the browser hydrates with (#page-state). */
  state: PageState;
  /** Renders the page's markup, the content of #root, by the page's deadline (its fallback past it). */
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
