import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useAppDispatch } from '../../hooks';
import { draftUpdated } from '../draft/checkout-slice';
import { toDraft, type BookingFormValues } from '../draft/form-values';

/** Keeps the store's draft (and so the summary and session storage) in step with the form. */
export function DraftSync() {
  const { values } = useFormikContext<BookingFormValues>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(draftUpdated(toDraft(values)));
  }, [dispatch, values]);
  return null;
}
