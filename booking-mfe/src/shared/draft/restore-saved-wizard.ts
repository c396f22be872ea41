import { useEffect, useState } from 'react';
import { createBookingDraft } from '@party/domain';
import { browserStorage } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { toFormValues, type BookingFormValues } from './form-values';
import { loadSavedWizard, storeStateOf } from './persistence';
import { savedWizardRestored, selectRestored } from './wizard-slice';

export interface StartingDraft {
  /** The values the booking form starts from. */
  values: BookingFormValues;
  /** Changes when the saved draft takes the place of the one the server rendered: the form starts again. */
  key: string;
  /** Whether the saved wizard is in the store and the form: only then is the wizard written back. */
  restored: boolean;
}

/**
 * The draft the booking form starts from. Rendered in the browser alone, the page starts from what
 * session storage kept, as the store did (store.ts). Hydrated from the server's markup, it first
 * renders what the server rendered, a new draft at step 1 (the server has no session storage, and
 * the browser's first render must match its markup); once hydrated, the saved wizard is put back
 * in one update of the store, its step, coupon and booking, with which the form starts again from
 * the saved draft.
 */
export function useStartingDraft(): StartingDraft {
  const dispatch = useAppDispatch();
  const restored = useAppSelector(selectRestored);
  // Read on the first render, before anything writes the wizard back (that waits for `restored`).
  const [saved] = useState(() => loadSavedWizard(browserStorage('sessionStorage')));
  const [draft] = useState(() => ({ fresh: toFormValues(createBookingDraft()), saved: saved && toFormValues(saved.draft) }));

  useEffect(() => {
    if (!restored) dispatch(savedWizardRestored(storeStateOf(saved)));
  }, [restored, saved, dispatch]);

  const showsSaved = restored && draft.saved !== undefined;
  return { values: (showsSaved && draft.saved) || draft.fresh, key: showsSaved ? 'saved' : 'new', restored };
}
