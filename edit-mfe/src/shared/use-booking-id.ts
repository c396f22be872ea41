import { useParams, useSearchParams } from 'react-router-dom';

/** The booking id of the route (`/booking-edit/:id`, `/booking-payment/:id`). */
export function useBookingId(): string {
  return useParams().id ?? '';
}

/**
 * The confirmation page reads bookingId from the query string or else the route's id, and an
 * optional session_id (a return from the checkout).
 */
export function useConfirmationIds(): { bookingId: string; sessionId: string | null } {
  const [search] = useSearchParams();
  const params = useParams();
  return { bookingId: search.get('bookingId') || params.id || '', sessionId: search.get('session_id') || null };
}
