import { render, screen } from '@testing-library/react';
import type { CalendarEvent } from '@party/domain';
import { serveTestVenue } from '../test/venue-fixtures';
import { CalendarLinks } from './calendar-links';

serveTestVenue();

const event: CalendarEvent = {
  title: "Mia's Birthday Party at Jumping Jellybeans Play Centre",
  description: 'Party in the Ocean Room.',
  location: 'Jumping Jellybeans Play Centre, 12 Playful Lane, Parramatta NSW 2150',
  start: new Date('2031-06-20T00:00:00Z'),
  end: new Date('2031-06-20T02:00:00Z'),
};

test.each([
  { yahoo: false, links: ['Add to Google Calendar (opens in a new tab)', 'Add to Apple or Outlook Calendar (.ics)'] },
  {
    yahoo: true,
    links: ['Add to Google Calendar (opens in a new tab)', 'Add to Yahoo Calendar (opens in a new tab)', 'Add to Apple or Outlook Calendar (.ics)'],
  },
])('offers Google, Yahoo only when asked (yahoo: $yahoo), and an .ics file', ({ yahoo, links }) => {
  render(<CalendarLinks event={event} uid="party-1@example.com" fileName="party.ics" now={Date.UTC(2031, 0, 1)} yahoo={yahoo} />);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(links);
  const google = new URL(screen.getByRole('link', { name: /Google/ }).getAttribute('href') ?? '');
  expect(google.searchParams.get('dates')).toBe('20310620T000000Z/20310620T020000Z');
  const ics = screen.getByRole('link', { name: /\.ics/ });
  expect(ics).toHaveAttribute('download', 'party.ics');
  const body = decodeURIComponent((ics.getAttribute('href') ?? '').replace('data:text/calendar;charset=utf-8,', ''));
  expect(body).toContain('UID:party-1@example.com\r\nDTSTAMP:20310101T000000Z\r\nDTSTART:20310620T000000Z\r\nDTEND:20310620T020000Z');
  // The file names its maker: the venue of GET /api/venue.
  expect(body).toContain('PRODID:-//Test Play Centre//Party Booking//EN');
});
