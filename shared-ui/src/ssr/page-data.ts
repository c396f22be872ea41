import type { ComponentType } from 'react';
import type { Venue } from '@party/domain';

// The contract between the shell's server and a remote page it renders (docs/decisions/029). An
// exposed page module default-exports its page, which takes the data the server prepared (none
// when the page is rendered in the browser alone: `npm run dev`, or after moving to it in the
// browser), and may export `preparePage`, which the server calls before rendering it. Everything a
// render needs travels in its request, never in a module's state: two pages rendered at once by one
// server must not see each other's venue, API or clock (docs/decisions/035).

/** What a page is asked to prepare for, by the shell's server, for one visitor's request. */
export interface PageRequest {
  pathname: string;
  /** The query string asked for, as `?session_id=cs_1` (empty without one). */
  search: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The API as this render reaches it. */
  api: ServerApi;
  /** The venue's details the server read for this page (null: it could not), so no page asks again. */
  venue: Venue | null;
  /**
   * The page's clock: the instant the server prepares it at (ms since the epoch). What the page
   * shows as of "now" is shown as of this, and the browser hydrates with it (`withPreparedAt`).
   */
  now: number;
  /**
   * The site's own origin, as the visitor asked for the page: what the page links to by its full
   * address (the invitation link) is built on it, in the server's markup and the browser's alike
   * (`withSiteOrigin`).
   */
  siteOrigin: string;
}

/**
 * How a render on the server reaches the API: its address, and the server's own fetch, which gives
 * up at the page's deadline and when the visitor goes away, and shares with other renders the
 * answers every visitor gets alike.
 */
export interface ServerApi {
  origin: string;
  fetch: typeof fetch;
}

/** What a page prepared: the data it renders with (it travels in the page as JSON), and its meta. */
export interface PreparedPage {
  data?: PageData;
  /** The browser tab's title, when the page's own data names it (the invitation does). */
  title?: string;
  /** A description for link previews (`og:description`), naming nothing private. */
  description?: string;
}

/** A page's data, as JSON. */
export type PageData = Record<string, unknown>;

/** The props of an exposed page component. */
export interface RemotePageProps {
  /** What `preparePage` returned on the server, for the browser to hydrate with. */
  data?: PageData;
}

/** An exposed page module. */
export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
  preparePage?: (request: PageRequest) => Promise<PreparedPage>;
}
