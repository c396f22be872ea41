import { useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { hydrateApiCache } from '../api/base-api';
import type { PageData, PageRequest } from '../ssr/page-data';
import { makeRemoteStore } from './make-store';

const onServer = typeof window === 'undefined';

/**
 * A remote's store, defined once in its `store.ts`: `makeStore` builds one (tests pass the state
 * to start from), `usePageStore` is the page's own. In the browser that is one store per page
 * load, built on first use and kept, so moving between the remote's pages keeps it: from the data
 * the server rendered the page with when there is some (hydration), else from `loadState()` (what
 * the remote kept, e.g. in session storage; a hydrated page restores that itself, once hydrated, so
 * that its first render matches the server's). On the server, one store per render:
 * `prepareStore(request)` for `preparePage`, which reads through the request's API, then one the
 * page renders with, from what that read. Each remote has its own: remotes share no state.
 */
export function defineRemoteStore<S, P>(reducer: Reducer<S, UnknownAction, P>, loadState?: () => P | undefined) {
  const makeStore = (preloadedState?: P) => makeRemoteStore(reducer, preloadedState);
  const prepareStore = (request: PageRequest) => makeRemoteStore(reducer, undefined, [], { serverApi: request.api });
  let pageStore: ReturnType<typeof makeStore> | undefined;

  function storeFor(data: PageData | undefined) {
    if (onServer) return hydrated(makeStore(), data);
    pageStore ??= data ? hydrated(makeStore(), data) : makeStore(loadState?.());
    return pageStore;
  }

  /** The page's store, for its page component; `data` is what the server rendered it with. */
  function usePageStore(data?: PageData) {
    return useState(() => storeFor(data))[0];
  }

  /** The browser's page store, without server data (tests reset it between pages). */
  const getStore = () => storeFor(undefined);

  return { makeStore, prepareStore, usePageStore, getStore, loadState };
}

function hydrated<T extends Store>(store: T, data: PageData | undefined): T {
  if (data?.api) store.dispatch(hydrateApiCache({ api: data.api }));
  return store;
}

/** The React-Redux hooks typed for one remote's store, for its `hooks.ts`. */
export function remoteStoreHooks<AppStore extends Store>() {
  return {
    useAppDispatch: useDispatch.withTypes<AppStore['dispatch']>(),
    useAppSelector: useSelector.withTypes<ReturnType<AppStore['getState']>>(),
    useAppStore: useStore.withTypes<AppStore>(),
  };
}
