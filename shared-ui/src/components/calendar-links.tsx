import { useMemo } from 'react';
import { googleCalendarUrl, icsCalendar, yahooCalendarUrl, type CalendarEvent } from '@party/domain';
import { useVenue } from '../venue/venue';
import { AnchorButton } from './button-link';

export interface CalendarLinksProps {
  /** The party, as the domain's calendar helpers make it (bookingCalendarEvent, invitationCalendarEvent). */
  event: CalendarEvent;
  /** The .ics event's stable id (bookingEventUid, invitationEventUid). */
  uid: string;
  /** The .ics file's name. */
  fileName: string;
  /** When the .ics file is made (its DTSTAMP). */
  now: number;
  /** Also offer Yahoo Calendar (the confirmation page does, as the spec asks). */
  yahoo?: boolean;
}

const newTab = <span className="visually-hidden"> (opens in a new tab)</span>;

/**
 * Add to Google Calendar (and Yahoo Calendar where asked), and an .ics file for Apple and Outlook:
 * the parent's confirmation page and the guest's invitation offer the same choices.
 */
export function CalendarLinks({ event, uid, fileName, now, yahoo = false }: CalendarLinksProps) {
  const { name: productName } = useVenue();
  const links = useMemo(
    () => ({
      google: googleCalendarUrl(event),
      yahoo: yahooCalendarUrl(event),
      ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(icsCalendar(event, { uid, now, productName }))}`,
    }),
    [event, uid, now, productName],
  );

  return (
    <ul className="stack-list">
      <li>
        <AnchorButton fullWidth href={links.google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar{newTab}
        </AnchorButton>
      </li>
      {yahoo ? (
        <li>
          <AnchorButton fullWidth href={links.yahoo} target="_blank" rel="noopener noreferrer">
            Add to Yahoo Calendar{newTab}
          </AnchorButton>
        </li>
      ) : null}
      <li>
        <AnchorButton fullWidth href={links.ics} download={fileName}>
          Add to Apple or Outlook Calendar (.ics)
        </AnchorButton>
      </li>
    </ul>
  );
}
