import { render, screen } from '@testing-library/react';
import { onlineChangesClosedMessage, venue } from '@party/domain';
import { VenueContactText } from './venue-contact-text';

test("a domain message keeps its words, with the venue's phone and email as links", () => {
  const text = onlineChangesClosedMessage(venue);
  const { container } = render(
    <p>
      <VenueContactText text={text} />
    </p>,
  );
  expect(container).toHaveTextContent(text);
  expect(screen.getByRole('link', { name: venue.phone })).toHaveAttribute('href', 'tel:0295550123');
  expect(screen.getByRole('link', { name: venue.email })).toHaveAttribute('href', `mailto:${venue.email}`);
});
