import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { serveTestVenue, TEST_VENUE_TEL } from '../test/venue-fixtures';
import { BookingMoneyNotices, BookingOverNotice } from './booking-notices';

serveTestVenue();

test.each([
  { reason: 'room-taken', says: 'the room has since been booked by someone else' },
  { reason: 'hold-expired', says: 'was not paid in time to keep its room' },
  { reason: 'replaced', says: 'replaced by a newer one made from the same details' },
] as const)('a booking over ($reason) says why, links the phone and offers to book again', ({ reason, says }) => {
  render(<BookingOverNotice reason={reason} />, { wrapper: MemoryRouter });
  const notice = screen.getByRole('alert');
  expect(notice).toHaveTextContent('This Booking Has Been Canceled');
  expect(notice).toHaveTextContent(says);
  expect(notice).toHaveTextContent('Please make a new booking, or call us on (02) 9555 0199.');
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', TEST_VENUE_TEL);
  expect(screen.getByRole('link', { name: 'Make a New Booking' })).toHaveAttribute('href', '/book-your-party');
});

test.each([
  { name: 'nothing owed back and no coupon taken off', booking: { amountOwedBack: 0, droppedCoupon: null }, notices: [] },
  {
    name: 'money owed back',
    booking: { amountOwedBack: 280, droppedCoupon: null },
    notices: ['A refund is owed to youWe owe you $280.00 back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.'],
  },
  {
    name: 'a coupon taken off',
    booking: { amountOwedBack: 0, droppedCoupon: { code: 'SAVE50', reason: 'used-up' as const } },
    notices: ['Your coupon no longer appliesThe coupon SAVE50 ran out before your payment arrived (its last use went to another booking), so the full price applies.'],
  },
  {
    name: 'both',
    booking: { amountOwedBack: 0.5, droppedCoupon: { code: 'PARTY10', reason: 'used-up' as const } },
    notices: [expect.stringContaining('We owe you $0.50 back.'), expect.stringContaining('The coupon PARTY10 ran out')],
  },
])('the money notices for $name', ({ booking, notices }) => {
  render(<BookingMoneyNotices booking={booking} />);
  expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(notices);
});
