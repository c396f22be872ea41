import {
  bookingCalendarEvent,
  bookingEventUid,
  escapeIcsText,
  foldIcsLine,
  googleCalendarUrl,
  icsCalendar,
  partyEventTimes,
  utcStamp,
  yahooCalendarUrl,
} from './calendar';
import type { Venue } from './contract/venue';

const SYDNEY = 'Australia/Sydney';

const venue: Venue = {
  name: 'Jumping Jellybeans Play Centre',
  phone: '(02) 9555 0123',
  email: 'parties@jumpingjellybeans.com.au',
  address: '12 Playful Lane, Parramatta NSW 2150',
  openingHours: [{ days: 'Mon-Sun', hours: '9:30am-5:30pm' }],
  timeZone: SYDNEY,
};

/** A link split into its address and decoded query (the domain has no URL type: no DOM, no Node). */
function parseLink(link: string): { address: string; params: Record<string, string> } {
  const [address, query = ''] = link.split('?');
  const params = Object.fromEntries(
    query.split('&').map((pair) => pair.split('=').map((part) => decodeURIComponent(part)) as [string, string]),
  );
  return { address, params };
}

/** UTF-8 octets of a string. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;

test.each([
  { name: 'in summer time (AEDT, +11)', date: '2024-03-03', time: '10:00', start: '2024-03-02T23:00:00.000Z', end: '2024-03-03T01:00:00.000Z' },
  { name: 'in winter (AEST, +10)', date: '2024-07-01', time: '14:30', start: '2024-07-01T04:30:00.000Z', end: '2024-07-01T06:30:00.000Z' },
  { name: 'the Saturday before summer time starts is still +10', date: '2024-10-05', time: '16:00', start: '2024-10-05T06:00:00.000Z', end: '2024-10-05T08:00:00.000Z' },
  { name: 'the Sunday summer time starts is +11', date: '2024-10-06', time: '16:00', start: '2024-10-06T05:00:00.000Z', end: '2024-10-06T07:00:00.000Z' },
  { name: 'the Sunday summer time ends is +10', date: '2024-04-07', time: '16:00', start: '2024-04-07T06:00:00.000Z', end: '2024-04-07T08:00:00.000Z' },
  { name: 'a party spanning the clocks going back still lasts 2 real hours', date: '2024-04-07', time: '01:30', start: '2024-04-06T14:30:00.000Z', end: '2024-04-06T16:30:00.000Z' },
  { name: 'a party spanning the clocks going forward still lasts 2 real hours', date: '2024-10-06', time: '01:30', start: '2024-10-05T15:30:00.000Z', end: '2024-10-05T17:30:00.000Z' },
])('the event starts at the booking date and start time in Sydney and lasts 2 hours: $name', ({ date, time, start, end }) => {
  const times = partyEventTimes(date, time, SYDNEY);
  expect([times.start.toISOString(), times.end.toISOString()]).toEqual([start, end]);
});

const booking = { childfName: 'Mia', date: '2024-03-03', startTime: '10:00', room: { name: 'Jungle Room' } };
const event = bookingCalendarEvent(booking, venue);

test('a booking becomes a calendar event at the venue', () => {
  expect(event).toEqual({
    title: "Mia's Birthday Party at Jumping Jellybeans Play Centre",
    description:
      'Party in the Jungle Room at Jumping Jellybeans Play Centre. Questions? Call (02) 9555 0123 or email parties@jumpingjellybeans.com.au.',
    location: 'Jumping Jellybeans Play Centre, 12 Playful Lane, Parramatta NSW 2150',
    start: new Date('2024-03-02T23:00:00.000Z'),
    end: new Date('2024-03-03T01:00:00.000Z'),
  });
});

test.each([
  { name: 'the start time comes from startTime', input: { childfName: 'Mia', date: '2024-03-03', startTime: '10:00', timeSlot: { time: '12:00' } }, start: '2024-03-02T23:00:00.000Z' },
  { name: 'or else from the time slot', input: { childfName: 'Mia', date: '2024-03-03', timeSlot: { time: '12:00' } }, start: '2024-03-03T01:00:00.000Z' },
])('bookingCalendarEvent: $name', ({ input, start }) => {
  expect(bookingCalendarEvent(input, venue).start.toISOString()).toBe(start);
});

test('a venue in another time zone places the party in its own zone', () => {
  const perth = { ...venue, timeZone: 'Australia/Perth' };
  expect(bookingCalendarEvent(booking, perth).start.toISOString()).toBe('2024-03-03T02:00:00.000Z');
});

test('a booking without a start time cannot become an event', () => {
  expect(() => bookingCalendarEvent({ childfName: 'Mia', date: '2024-03-03' }, venue)).toThrow(RangeError);
});

test('utcStamp writes the UTC basic form', () => {
  expect(utcStamp(new Date('2024-03-02T23:00:00.000Z'))).toBe('20240302T230000Z');
});

test('the Google link carries the title, UTC start/end, details and location', () => {
  const { address, params } = parseLink(googleCalendarUrl(event));
  expect(address).toBe('https://calendar.google.com/calendar/render');
  expect(params).toEqual({
    action: 'TEMPLATE',
    text: event.title,
    dates: '20240302T230000Z/20240303T010000Z',
    details: event.description,
    location: event.location,
  });
});

test('the Yahoo link carries the title, UTC start/end, description and location', () => {
  const { address, params } = parseLink(yahooCalendarUrl(event));
  expect(address).toBe('https://calendar.yahoo.com/');
  expect(params).toEqual({
    v: '60',
    view: 'd',
    type: '20',
    title: event.title,
    st: '20240302T230000Z',
    et: '20240303T010000Z',
    desc: event.description,
    in_loc: event.location,
  });
});

const ics = icsCalendar(event, { uid: bookingEventUid('abc123', venue), now: Date.parse('2024-02-01T09:30:00Z'), productName: venue.name });
const unfolded = ics.replace(/\r\n /g, '');

test.each([
  { name: 'begins a VCALENDAR', line: 'BEGIN:VCALENDAR' },
  { name: 'is iCalendar 2.0', line: 'VERSION:2.0' },
  { name: 'names its product', line: 'PRODID:-//Jumping Jellybeans Play Centre//Party Booking//EN' },
  { name: 'carries a UID', line: 'UID:booking-abc123@jumpingjellybeans.com.au' },
  { name: 'carries a DTSTAMP from now', line: 'DTSTAMP:20240201T093000Z' },
  { name: 'starts at the party start in UTC', line: 'DTSTART:20240302T230000Z' },
  { name: 'ends 2 hours later in UTC', line: 'DTEND:20240303T010000Z' },
  { name: 'escapes commas and apostrophes stay as they are', line: "SUMMARY:Mia's Birthday Party at Jumping Jellybeans Play Centre" },
  { name: 'escapes commas in the location', line: 'LOCATION:Jumping Jellybeans Play Centre\\, 12 Playful Lane\\, Parramatta NSW 2150' },
  { name: 'ends the VCALENDAR', line: 'END:VCALENDAR' },
])('the .ics file (RFC 5545) $name', ({ line }) => {
  expect(unfolded.split('\r\n')).toContain(line);
});

test('the .ics file uses CRLF line endings only and ends with one', () => {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('the .ics file folds every line to 75 octets or fewer', () => {
  const long = icsCalendar({ ...event, description: 'ü'.repeat(120) }, { uid: 'x', now: 0, productName: venue.name });
  for (const line of long.split('\r\n')) {
    expect(octets(line)).toBeLessThanOrEqual(75);
  }
  expect(long.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'ü'.repeat(120)}`);
});

test.each([
  { name: 'backslash', text: 'a\\b', escaped: 'a\\\\b' },
  { name: 'semicolon', text: 'a;b', escaped: 'a\\;b' },
  { name: 'comma', text: 'a,b', escaped: 'a\\,b' },
  { name: 'line break', text: 'a\nb', escaped: 'a\\nb' },
])('.ics text escapes the $name', ({ text, escaped }) => {
  expect(escapeIcsText(text)).toBe(escaped);
});

test('folding never splits a character of several bytes', () => {
  const folded = foldIcsLine(`DESCRIPTION:${'😀'.repeat(40)}`);
  expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'😀'.repeat(40)}`);
  const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
  expect(folded.split('\r\n').some((line) => loneSurrogate.test(line))).toBe(false);
  expect(folded.split('\r\n').length).toBeGreaterThan(1);
});

test('a booking event UID uses the domain of the venue email', () => {
  expect(bookingEventUid(42, venue)).toBe('booking-42@jumpingjellybeans.com.au');
});
