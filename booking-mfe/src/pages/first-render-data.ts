import { useEffect } from 'react';
import { catalogueApi, type PageData } from '@party/shared-ui';
import type { AppDispatch, AppStore } from '../store';

// What the page's first render shows of the API, on the server and while the browser hydrates its
// markup: step 1 of a new draft, with the packages and the calendar's closed and full days. A
// saved draft is put back only once hydrated (restore-saved-wizard.ts); the time slots and rooms
// wait for a date.

const { getPackages, getUnavailableDates, getFullPartyDates } = catalogueApi.endpoints;

/** Asks for the data of the page's first render; each request holds its data until unsubscribed. */
export function startFirstRenderQueries(dispatch: AppDispatch) {
  return [dispatch(getPackages.initiate()), dispatch(getUnavailableDates.initiate()), dispatch(getFullPartyDates.initiate())];
}

/** Each store's hold on the data it was hydrated with, taken once (a render may be tried twice). */
const holds = new WeakMap<AppStore, Array<{ unsubscribe(): void }>>();

function holdOnce(store: AppStore): void {
  if (holds.has(store)) return;
  const state = store.getState();
  const answered = [getPackages.select()(state), getUnavailableDates.select()(state), getFullPartyDates.select()(state)];
  // What failed on the server is asked for again once hydrated, not now: asking now would change
  // the page while it hydrates. Nothing is held then.
  holds.set(store, answered.every((query) => query.isSuccess) ? startFirstRenderQueries(store.dispatch) : []);
}

/**
 * Keeps the data the server rendered the page with in the browser's store until the page's own
 * queries have subscribed to it. RTK Query drops rehydrated data nobody uses once its
 * `keepUnusedDataFor` has passed, counted from the rehydration: 0 s for the full days. Hydrating
 * can take longer than that (the page's code or a chunk may still be on its way), and the date
 * picker would then ask for them again, and render without them.
 */
export function useFirstRenderDataHeld(store: AppStore, data: PageData | undefined): void {
  // From the first render on, before the rehydrated data can be dropped.
  if (data) holdOnce(store);
  // The page's effects run after those of everything in it: its queries have subscribed by now.
  useEffect(() => {
    for (const subscription of holds.get(store)?.splice(0) ?? []) subscription.unsubscribe();
  }, [store]);
}
