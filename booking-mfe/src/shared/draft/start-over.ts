import { useCallback } from 'react';
import { useFormikContext } from 'formik';
import { createBookingDraft } from '@party/domain';
import { useAppDispatch } from '../../hooks';
import { toFormValues, type BookingFormValues } from './form-values';
import { startedOver } from './wizard-slice';

/**
 * Start Over: every field of the draft back to its default, the coupon and the booking made from
 * it forgotten, and the wizard back at step 1 (inside BookingForm).
 */
export function useStartOver(): () => void {
  const { resetForm } = useFormikContext<BookingFormValues>();
  const dispatch = useAppDispatch();
  return useCallback(() => {
    resetForm({ values: toFormValues(createBookingDraft()) });
    dispatch(startedOver());
  }, [resetForm, dispatch]);
}
