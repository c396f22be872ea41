import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { apiErrorStatus, useGetBookingQuery } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { draftReset, initiatedBookingForgotten, selectInitiatedBooking } from '../../shared/draft/checkout-slice';

/**
 * The draft is kept while its booking waits for payment (the parent may come back from the
 * checkout). Once that booking is paid or canceled the draft has done its job: it is reset, so the
 * next visit starts a new booking instead of paying for the old one again.
 */
export function useForgetFinishedBooking(): void {
  const dispatch = useAppDispatch();
  const initiated = useAppSelector(selectInitiatedBooking);
  // Asked once, on arriving at the page: a booking made during this visit is still pending.
  const [bookingId] = useState(() => initiated?.bookingId);
  const { data, error } = useGetBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (data && data.status !== 'pending') dispatch(draftReset());
    else if (apiErrorStatus(error) === 404) dispatch(initiatedBookingForgotten());
  }, [data, error, dispatch]);
}
