import { BOOKING_NOT_FOUND_MESSAGE, BOOKING_NOT_FOUND_TITLE } from '@party/domain';
import { ButtonLink, PageMessage } from '@party/shared-ui';

/** What the confirmation and pay-now pages show when the booking cannot be loaded. */
export function BookingNotFound() {
  return (
    <PageMessage title={BOOKING_NOT_FOUND_TITLE} actions={<ButtonLink to="/">Return Home</ButtonLink>}>
      <p>{BOOKING_NOT_FOUND_MESSAGE}</p>
    </PageMessage>
  );
}
