import { screen } from '@testing-library/react';
import { freshBrowserForEachTest, renderBookingPage } from '../../test/render';
import { serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshBrowserForEachTest();

test('the hero invites parents to book and says when to phone instead', async () => {
  await renderBookingPage();
  // Arriving at the page leaves the keyboard at the top, where the hero is.
  expect(document.body).toHaveFocus();
  expect(screen.getByRole('heading', { level: 1, name: 'Book Your Party Online!' })).toBeInTheDocument();
  const hero = screen.getByRole('region', { name: 'Book Your Party Online!' });
  expect(hero).toHaveTextContent('For any queries, please call us on (02) 9555 0199. If your child is over 11 years, please call (02) 9555 0199 to book a party.');
  // The venue is the one GET /api/venue answers.
  expect(hero).toHaveTextContent('Plan a birthday celebration your child will love at Test Play Centre:');
});

test("'Start Booking Now' scrolls to the booking section and puts the keyboard there", async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
  const { user } = await renderBookingPage();
  await user.click(screen.getByRole('button', { name: 'Start Booking Now' }));
  const section = screen.getByRole('region', { name: 'Book your party' });
  expect(section).toHaveAttribute('id', 'booking-section');
  expect(scrolled).toEqual([section]);
  expect(section).toHaveFocus();
});
