import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Venue } from '@party/domain';
import { requestVenue } from './venue-request';

// The venue's details (GET /api/venue) for the shell and every remote page: read once per page
// load, whichever asks first. Each container bundles its own shared-ui, so this module is shared
// at run time as one module per page (tooling/webpack-config.ts, as the toasts are): the request
// the shell starts is the one every remote page reads. docs/decisions/023.
//
// The state below is the browser's, whose process is one page load. A server renders many pages
// at once, each with the venue its own request read: it hands that one down the page's tree
// (`VenueOfRequest`), which every reader below takes before the browser's (docs/decisions/035).

export type VenueStatus =
  | { status: 'loading'; settled: Promise<void> }
  | { status: 'loaded'; venue: Venue }
  | { status: 'failed' };

let current: VenueStatus | undefined;
const listeners = new Set<() => void>();

function start(request: () => Promise<Venue>): Promise<void> {
  const settled = request().then(
    (venue) => update({ status: 'loaded', venue }),
    // The failed request is the only trace: the pages show the failure, with Try again.
    () => update({ status: 'failed' }),
  );
  const first = current === undefined;
  // Nothing can be listening before the first request: a component subscribes only once it exists.
  if (first) current = { status: 'loading', settled };
  else update({ status: 'loading', settled });
  return settled;
}

function update(next: VenueStatus) {
  current = next;
  listeners.forEach((listener) => listener());
}

/**
 * Starts reading the venue, once per page load: `request` makes the first request (the shell hands
 * over the one its entry script started); a later call gets the same one. Settles, never rejects,
 * once the venue is read or has failed.
 */
export function loadVenue(request: () => Promise<Venue> = requestVenue): Promise<void> {
  if (current === undefined) return start(request);
  return current.status === 'loading' ? current.settled : Promise.resolve();
}

/**
 * In the browser, before it hydrates a page the server rendered: the venue the server read for it
 * (from the page's data), so that both render the same and the browser does not ask again. `null`:
 * the server could not read it (the API is down), and the page says so.
 */
export function setVenue(venue: Venue | null): void {
  update(venue ? { status: 'loaded', venue } : { status: 'failed' });
}

/** On the server: the venue a render's request read (null: it could not), for everything in `children`. */
const RequestVenue = createContext<VenueStatus | undefined>(undefined);

export function VenueOfRequest({ venue, children }: { venue: Venue | null; children: ReactNode }) {
  const status: VenueStatus = venue ? { status: 'loaded', venue } : { status: 'failed' };
  return createElement(RequestVenue.Provider, { value: status }, children);
}

/** Try again, after the venue could not be read. */
export function reloadVenue(): Promise<void> {
  return current?.status === 'failed' ? start(requestVenue) : loadVenue();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current as VenueStatus;

/**
 * Where the venue is: loading, loaded or failed, without waiting for it. For what shows with or
 * without it (the header, the footer, an error message's phone number).
 */
export function useVenueStatus(): VenueStatus {
  const ofRequest = useContext(RequestVenue);
  if (!ofRequest && current === undefined) void loadVenue();
  const ofPage = useSyncExternalStore(subscribe, snapshot, snapshot);
  return ofRequest ?? ofPage;
}

/**
 * The venue's details, for a page's content: PageRoot shows it only once they are read (VenueGate),
 * with the page's loading state until then and its failure, with Try again, in its place.
 */
export function useVenue(): Venue {
  const state = useVenueStatus();
  if (state.status === 'loaded') return state.venue;
  throw new Error(`useVenue() read the venue while it was ${state.status}: it is for a page's content, inside PageRoot`);
}
