import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, makeRemoteStore } from '@party/shared-ui';
import { bookingDraftSlice } from './features/booking-draft/booking-draft-slice';
import { loadPersistedState, savePersistedState } from './features/booking-draft/persistence';
import { wizardSlice } from './features/booking-draft/wizard-slice';

const rootReducer = combineSlices(baseApi, bookingDraftSlice, wizardSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return makeRemoteStore(rootReducer, preloadedState);
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** Session storage, when the browser lets the page use it (it may refuse, e.g. in some private modes). */
export function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves the draft and the wizard's place whenever either changes. */
export function persistWizard(store: AppStore, storage: Storage | undefined): () => void {
  let last = store.getState();
  return store.subscribe(() => {
    const state = store.getState();
    if (state.bookingDraft === last.bookingDraft && state.wizard === last.wizard) return;
    last = state;
    savePersistedState(storage, { bookingDraft: state.bookingDraft, wizard: state.wizard });
  });
}

let browserStore: AppStore | undefined;

/** This remote's store in the browser: one per page load, restored from and saved to session storage. */
export function getStore(): AppStore {
  if (!browserStore) {
    const storage = sessionStorageOrUndefined();
    browserStore = makeStore(loadPersistedState(storage));
    persistWizard(browserStore, storage);
  }
  return browserStore;
}
