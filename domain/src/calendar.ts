import { zonedInstant, type Instant } from './dates';
import { CALENDAR_EVENT_HOURS } from './limits';
import type { ClockTime, IsoDate } from './types';
import type { Venue } from './contract/venue';

// "Add to calendar" links and an .ics file for a party. Times are sent as UTC instants, worked out
// from the venue's wall clock, so a calendar in any time zone shows the party at the right moment.

export interface CalendarEvent {
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
}

export interface PartyForCalendar {
  childfName: string;
  date: IsoDate;
  startTime?: ClockTime | null;
  timeSlot?: { time: ClockTime } | null;
  room?: { name: string } | null;
}

/** A party's calendar event starts at the booking's date and start time (venue time) and lasts 2 hours. */
export function partyEventTimes(date: IsoDate, startTime: ClockTime, timeZone: string): { start: Date; end: Date } {
  const start = zonedInstant(date, startTime, timeZone);
  // Two hours of elapsed time, so a daylight-saving change during the party does not stretch it.
  return { start, end: new Date(start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000) };
}

/** The calendar event of a booking at the venue. */
export function bookingCalendarEvent(booking: PartyForCalendar, venue: Venue): CalendarEvent {
  const startTime = booking.startTime || booking.timeSlot?.time;
  if (!startTime) throw new RangeError('A calendar event needs the booking start time');
  const who = booking.childfName.trim();
  const room = booking.room?.name ? ` in the ${booking.room.name}` : '';
  return {
    title: who ? `${who}'s Birthday Party at ${venue.name}` : `Birthday Party at ${venue.name}`,
    description: `Party${room} at ${venue.name}. Questions? Call ${venue.phone} or email ${venue.email}.`,
    location: `${venue.name}, ${venue.address}`,
    ...partyEventTimes(booking.date, startTime, venue.timeZone),
  };
}

/** An instant in the iCalendar / calendar-link UTC form: 20240303T000000Z. */
export function utcStamp(instant: Instant): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The Google Calendar "add event" link. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    details: event.description,
    location: event.location,
  })}`;
}

/** The Yahoo Calendar "add event" link. */
export function yahooCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.yahoo.com/?${query({
    v: '60',
    view: 'd',
    type: '20',
    title: event.title,
    st: utcStamp(event.start),
    et: utcStamp(event.end),
    desc: event.description,
    in_loc: event.location,
  })}`;
}

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** RFC 5545 folding: lines longer than 75 octets continue on lines that start with a space. */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines spend one octet on the leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsOptions {
  /** A globally unique, stable id for the event, e.g. booking-{id}@{venue domain}. */
  uid: string;
  /** When the file is made (DTSTAMP). */
  now: Instant;
  /** Names the product in PRODID: the venue's name. */
  productName: string;
  /**
   * How many times the event has changed (SEQUENCE, RFC 5545 3.8.7.4): a calendar that has the event
   * takes a file with the same UID and a higher sequence as its new time. 0 when left out.
   */
  sequence?: number;
  /** 'CANCELLED' for an event that is not going ahead (STATUS, RFC 5545 3.8.1.11). */
  status?: 'CANCELLED';
}

/** An .ics file body (RFC 5545) holding one event, with CRLF line endings. */
export function icsCalendar(event: CalendarEvent, { uid, now, productName, sequence = 0, status }: IcsOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Party Booking//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `SEQUENCE:${sequence}`,
    ...(status ? [`STATUS:${status}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** A stable event UID for a booking: booking-{id}@{the domain of the venue's email}. */
export function bookingEventUid(bookingId: string | number, venue: Pick<Venue, 'email'>): string {
  const domain = venue.email.split('@')[1] || 'localhost';
  return `booking-${bookingId}@${domain}`;
}
