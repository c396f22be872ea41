import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, browserStorage, defineRemoteStore } from '@party/shared-ui';
import { checkoutSlice } from './shared/draft/checkout-slice';
import { savedStoreState } from './shared/draft/persistence';
import { wizardSlice } from './shared/draft/wizard-slice';

/**
 * This remote's store: the shared API's cache, the coupon and booking on the way to the checkout,
 * and the wizard's place, started from what session storage kept. (The draft itself is the
 * form's: see shared/draft/booking-form.tsx.)
 */
export const { makeStore, prepareStore, getStore, usePageStore } = defineRemoteStore(combineSlices(baseApi, checkoutSlice, wizardSlice), () =>
  savedStoreState(browserStorage('sessionStorage')),
);

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
