import { useParams, useSearchParams } from 'react-router-dom';

/** The booking id of the route (`/booking-edit/:id`, `/booking-payment/:id`). */
export function useBookingId(): string {
  return useParams().id ?? '';
}

/**
 * The confirmation page reads bookingId from the query string or else the route's id, and an
 * optional session_id (a return from the checkout): in the browser, and on the server, which reads
 * the same booking for the page.
 */
export function confirmationIdsOf(search: URLSearchParams, routeId: string | undefined): { bookingId: string; sessionId: string | null } {
  return { bookingId: search.get('bookingId') || routeId || '', sessionId: search.get('session_id') || null };
}

/** The confirmation page's ids (`confirmationIdsOf`), from the page's address. */
export function useConfirmationIds(): { bookingId: string; sessionId: string | null } {
  const [search] = useSearchParams();
  return confirmationIdsOf(search, useParams().id);
}
