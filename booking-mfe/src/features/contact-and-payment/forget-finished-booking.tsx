import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { apiErrorStatus, useGetBookingQuery } from '@party/shared-ui';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { initiatedBookingForgotten, selectInitiatedBooking } from '../../shared/draft/checkout-slice';
import { useStartOver } from '../../shared/draft/start-over';

/**
 * The draft is kept while its booking waits for payment (the parent may come back from the
 * checkout). Once that booking is paid or canceled the draft has done its job: it starts over, so
 * the next visit makes a new booking instead of paying for the old one again (inside BookingForm).
 */
export function ForgetFinishedBooking(): null {
  const dispatch = useAppDispatch();
  const startOver = useStartOver();
  const initiated = useAppSelector(selectInitiatedBooking);
  // Asked once, on arriving at the page: a booking made during this visit is still pending.
  const [bookingId] = useState(() => initiated?.bookingId);
  const { data, error } = useGetBookingQuery(bookingId ?? skipToken, { refetchOnMountOrArgChange: true });
  useEffect(() => {
    if (data && data.status !== 'pending') startOver();
    else if (apiErrorStatus(error) === 404) dispatch(initiatedBookingForgotten());
  }, [data, error, startOver, dispatch]);
  return null;
}
