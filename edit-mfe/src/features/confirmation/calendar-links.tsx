import { useMemo } from 'react';
import { bookingCalendarEvent, bookingEventUid, type BookingRecord, googleCalendarUrl, icsCalendar, yahooCalendarUrl } from '@party/domain';
import styles from './confirmation.module.css';

const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * Add to Google Calendar, Add to Yahoo Calendar, and an .ics file for Apple and Outlook: the party
 * starts at the booking's start time in the venue's time zone and lasts 2 hours.
 */
export function CalendarLinks({ booking, now }: { booking: BookingRecord; now: number }) {
  const links = useMemo(() => {
    const event = bookingCalendarEvent(booking);
    const ics = icsCalendar(event, { uid: bookingEventUid(booking.bookingId), now });
    return {
      google: googleCalendarUrl(event),
      yahoo: yahooCalendarUrl(event),
      ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`,
    };
  }, [booking, now]);

  return (
    <ul className={styles.calendarLinks}>
      <li>
        <a className={styles.linkButton} href={links.google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar{newTab}
        </a>
      </li>
      <li>
        <a className={styles.linkButton} href={links.yahoo} target="_blank" rel="noopener noreferrer">
          Add to Yahoo Calendar{newTab}
        </a>
      </li>
      <li>
        <a className={styles.linkButton} href={links.ics} download={`party-${booking.reference || booking.bookingId}.ics`}>
          Add to Apple or Outlook Calendar (.ics)
        </a>
      </li>
    </ul>
  );
}
