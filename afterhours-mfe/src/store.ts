import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, makeRemoteStore } from '@party/shared-ui';

const rootReducer = combineSlices(baseApi);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return makeRemoteStore(rootReducer, preloadedState);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

let browserStore: AppStore | undefined;

/** This remote's store in the browser: one per page load, kept while moving between its pages. */
export function getStore(): AppStore {
  browserStore ??= makeStore();
  return browserStore;
}
