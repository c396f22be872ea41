import type { ComponentType } from 'react';
import type { Venue } from '@party/domain';

// The contract between the shell's server and a remote page it renders (docs/decisions/029). An
// exposed page module default-exports its page, which takes the data the server prepared (none
// when the page is rendered in the browser alone: `npm run dev`, or after moving to it in the
// browser), and may export `preparePage`, which the server calls before rendering it.

/** What a page is asked to prepare for: the path, its route parameters, and where the API is. */
export interface PageRequest {
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  /** The API's own address, as the server reaches it. */
  apiOrigin: string;
  /** The venue's details the server read for this page (null: it could not), so no page asks again. */
  venue?: Venue | null;
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

export interface RemotePageProps {
  /** What `preparePage` returned on the server, for the browser to hydrate with. */
  data?: PageData;
}

/** An exposed page module. */
export interface RemotePageModule {
  default: ComponentType<RemotePageProps>;
  preparePage?: (request: PageRequest) => Promise<PreparedPage>;
}
