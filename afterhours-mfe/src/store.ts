import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, defineRemoteStore } from '@party/shared-ui';

/** This remote's store: the shared API's cache only. `getStore()` is the page's own. */
export const { makeStore, getStore } = defineRemoteStore(combineSlices(baseApi));

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
