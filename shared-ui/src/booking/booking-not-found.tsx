import { BOOKING_NOT_FOUND_MESSAGE, BOOKING_NOT_FOUND_TITLE } from '@party/domain';
import { ButtonLink } from '../components/button-link';
import { PageMessage } from '../components/page-message';

/**
 * 'Booking Not Found' with a Return Home button, when a page cannot load its booking: the spec's
 * 'We couldn't find your booking information…', or `detail` (the edit page gives the error).
 */
export function BookingNotFound({ detail = BOOKING_NOT_FOUND_MESSAGE }: { detail?: string }) {
  return (
    <PageMessage title={BOOKING_NOT_FOUND_TITLE} actions={<ButtonLink to="/">Return Home</ButtonLink>}>
      <p>{detail}</p>
    </PageMessage>
  );
}
