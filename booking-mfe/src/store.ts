import { combineSlices } from '@reduxjs/toolkit';
import { baseApi, defineRemoteStore } from '@party/shared-ui';
import { bookingDraftSlice } from './shared/draft/checkout-slice';
import { loadPersistedState, savePersistedState } from './shared/draft/persistence';
import { wizardSlice } from './shared/draft/wizard-slice';

const { makeStore } = defineRemoteStore(combineSlices(baseApi, bookingDraftSlice, wizardSlice));
export { makeStore };

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** Session storage, when the browser lets the page use it (it may refuse, e.g. in some private modes). */
function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves the draft and the wizard's place whenever either changes. */
function persistWizard(store: AppStore, storage: Storage | undefined): () => void {
  let last = store.getState();
  return store.subscribe(() => {
    const state = store.getState();
    if (state.bookingDraft === last.bookingDraft && state.wizard === last.wizard) return;
    last = state;
    savePersistedState(storage, { bookingDraft: state.bookingDraft, wizard: state.wizard });
  });
}

/** A store restored from `storage` and saved back to it as the wizard changes. */
export function makePersistentStore(storage: Storage | undefined): AppStore {
  const store = makeStore(loadPersistedState(storage));
  persistWizard(store, storage);
  return store;
}

let browserStore: AppStore | undefined;

/** This remote's store in the browser: one per page load, kept in session storage. */
export function getStore(): AppStore {
  browserStore ??= makePersistentStore(sessionStorageOrUndefined());
  return browserStore;
}
