import { useDispatch, useSelector, useStore } from 'react-redux';
import type { Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import { makeRemoteStore } from './make-store';

/**
 * A remote's store, defined once in its `store.ts`: `makeStore` builds one (tests pass the state
 * to start from), `getStore` is the page's own, built on first use from `loadState()` (what the
 * remote kept, e.g. in session storage) and kept for the page load, so moving between the
 * remote's pages keeps it. Each remote has its own: remotes share no state.
 */
export function defineRemoteStore<S, P>(reducer: Reducer<S, UnknownAction, P>, loadState?: () => P | undefined) {
  const makeStore = (preloadedState?: P) => makeRemoteStore(reducer, preloadedState);
  let pageStore: ReturnType<typeof makeStore> | undefined;
  const getStore = () => (pageStore ??= makeStore(loadState?.()));
  return { makeStore, getStore };
}

/** The React-Redux hooks typed for one remote's store, for its `hooks.ts`. */
export function remoteStoreHooks<AppStore extends Store>() {
  return {
    useAppDispatch: useDispatch.withTypes<AppStore['dispatch']>(),
    useAppSelector: useSelector.withTypes<ReturnType<AppStore['getState']>>(),
    useAppStore: useStore.withTypes<AppStore>(),
  };
}
