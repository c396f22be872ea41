import { render, screen } from '@testing-library/react';
import { onlineChangesClosedMessage } from '@party/domain';
import { serveTestVenue, testVenue as venue, TEST_VENUE_TEL } from '../test/venue-fixtures';
import { VenueContactText } from './venue-contact-text';

serveTestVenue();

test("a domain message keeps its words, with the venue's phone and email as links", () => {
  const text = onlineChangesClosedMessage(venue);
  const { container } = render(
    <p>
      <VenueContactText text={text} />
    </p>,
  );
  expect(container).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: venue.phone })).toHaveAttribute('href', TEST_VENUE_TEL);
  expect(screen.getByRole('link', { name: venue.email })).toHaveAttribute('href', `mailto:${venue.email}`);
});
