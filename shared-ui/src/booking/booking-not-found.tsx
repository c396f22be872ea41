import type { ReactNode } from 'react';
import { BOOKING_NOT_FOUND_MESSAGE, BOOKING_NOT_FOUND_TITLE, SITE_ROUTES } from '@party/domain';
import { ButtonLink } from '../components/button-link';
import { PageMessage } from '../components/page-message';

export interface BookingNotFoundProps {
  /** The spec's 'We couldn't find your booking information…', or the edit page's error. */
  detail?: string;
  /** Return Home, unless the page offers another way on (the invitation page, outside the site). */
  actions?: ReactNode;
  /** Anything more to say below the detail (e.g. the venue's contact). */
  children?: ReactNode;
}

const RETURN_HOME = <ButtonLink to={SITE_ROUTES.home}>Return Home</ButtonLink>;

/** 'Booking Not Found', when a page cannot load its booking or invitation. */
export function BookingNotFound({ detail = BOOKING_NOT_FOUND_MESSAGE, actions = RETURN_HOME, children }: BookingNotFoundProps) {
  return (
    <PageMessage title={BOOKING_NOT_FOUND_TITLE} actions={actions}>
      <p>{detail}</p>
      {children}
    </PageMessage>
  );
}
