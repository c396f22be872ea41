import { useMemo } from 'react';
import { bookingCalendarEvent, bookingEventUid, type BookingRecord } from '@party/domain';
import { CalendarLinks as CalendarChoices, useVenue } from '@party/shared-ui';

/**
 * Add to Google Calendar, Add to Yahoo Calendar, and an .ics file for Apple and Outlook: the party
 * starts at the booking's start time in the venue's time zone and lasts 2 hours.
 */
export function CalendarLinks({ booking, now }: { booking: BookingRecord; now: number }) {
  const venue = useVenue();
  const event = useMemo(() => bookingCalendarEvent(booking, venue), [booking, venue]);
  return (
    <CalendarChoices
      event={event}
      uid={bookingEventUid(booking.bookingId, venue)}
      fileName={`party-${booking.reference || booking.bookingId}.ics`}
      now={now}
      yahoo
    />
  );
}
