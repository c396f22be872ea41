import type { Venue } from '@party/domain';
// By its path: this file is read by the site's server too, which loads no CSS.
import type { PageData } from '@party/shared-ui/src/ssr/page-data';
import type { RemotesConfig } from '../federation/remotes-config';

/**
 * What the server rendered a page with, embedded in it as JSON (`#page-state`), for the browser to
 * hydrate the same markup without asking again (docs/decisions/029).
 */
export interface PageState {
  /** The remotes the server loaded (its remotes.json when it rendered): the browser loads the same. */
  remotes: RemotesConfig;
  /** The venue's details, or null when the server could not read them. */
  venue: Venue | null;
  /** The remote page the server rendered, when the path has one. */
  page?: ServerPage;
  /** The canary release the page is of, when the visitor is in one: a hydration error is reported (docs/decisions/047). */
  canary?: { remote: string; release: string };
}

export interface ServerPage {
  /** The path it was rendered for: the data is for this path only. */
  pathname: string;
  /** What the page's `preparePage` returned. */
  data?: PageData;
  /** The page could not be loaded, or threw while rendering: the browser shows the same message. */
  failed?: 'load' | 'render';
}

export const PAGE_STATE_ID = 'page-state';

/** Where the browser reports a hydration error of a canary's page (the site's server counts it: shell/server/site-server.ts). */
export const HYDRATION_REPORT_PATH = '/canary/hydration-error';

/** The state the server embedded in this page, if it rendered it (not under `npm run dev`). */
export function readPageState(): PageState | undefined {
  const text = globalThis.document?.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
