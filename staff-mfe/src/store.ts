import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, defineRemoteStore } from '@party/shared-ui';

/** This remote's store: the shared API's cache only. `usePageStore` is the page's own (shared-ui remote-store.ts). */
export const { makeStore, getStore, usePageStore } = defineRemoteStore(combineSlices(baseApi));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
