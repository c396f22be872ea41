import type { Venue } from '@party/domain';
import type { Block } from './layout';

// What every email ends with: the venue's contact facts (to a customer or guest) and its footer.

/** Who sent it and how to reach them, under every email. */
export function venueFooter(venue: Venue): string[] {
  return [venue.name, venue.address, `Phone ${venue.phone} · ${venue.email}`];
}

/** The venue's phone, email and address, near the end of every email to a customer or guest. */
export const venueFacts = (venue: Venue): Block => ({
  type: 'facts',
  title: 'Questions? Contact us',
  rows: [
    ['Phone', venue.phone],
    ['Email', venue.email],
    ['Address', venue.address],
  ],
});
