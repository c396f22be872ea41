import {
  afterHoursEditPath,
  bookingEditPath,
  bookingPaymentPath,
  bookingSuccessPath,
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  contactUsPath,
  findBookingPath,
  invitationPath,
  SITE_ROUTES,
} from './site-paths';

// Each builder against the address it must give, written out: a visitor's link, a navigation, an
// email's link or a checkout's return address all come from these.
test.each([
  { name: 'the edit page of a booking', path: bookingEditPath('b-123'), expected: '/booking-edit/b-123' },
  { name: 'the edit page of a booking by a numeric id', path: bookingEditPath(42), expected: '/booking-edit/42' },
  { name: 'the pay-now page of a booking', path: bookingPaymentPath('b-123'), expected: '/booking-payment/b-123' },
  { name: 'the confirmation page of a booking', path: bookingSuccessPath('b-123'), expected: '/booking-success/b-123' },
  {
    name: 'the confirmation page on a return from the checkout, with the session id',
    path: bookingSuccessPath('b-123', { sessionId: 'cs_test_1' }),
    expected: '/booking-success/b-123?session_id=cs_test_1',
  },
  {
    name: "the confirmation page's success address keeps Stripe's placeholder as written",
    path: bookingSuccessPath('b-123', { sessionId: CHECKOUT_SESSION_ID_PLACEHOLDER }),
    expected: '/booking-success/b-123?session_id={CHECKOUT_SESSION_ID}',
  },
  { name: 'the page that emails a parent the links of their bookings', path: findBookingPath(), expected: '/find-my-booking' },
  { name: 'the invitation page, by the invitation id', path: invitationPath('inv_9'), expected: '/booking-invitation/inv_9' },
  { name: 'the edit page of an after-hours booking', path: afterHoursEditPath('ah-7'), expected: '/book-your-party/after-hours/edit/ah-7' },
  {
    name: 'the after-hours edit page on a return from the checkout, with the session id',
    path: afterHoursEditPath('ah-7', { sessionId: 'cs_test_2' }),
    expected: '/book-your-party/after-hours/edit/ah-7?session_id=cs_test_2',
  },
  {
    name: "the after-hours success address keeps Stripe's placeholder as written",
    path: afterHoursEditPath('ah-7', { sessionId: CHECKOUT_SESSION_ID_PLACEHOLDER }),
    expected: '/book-your-party/after-hours/edit/ah-7?session_id={CHECKOUT_SESSION_ID}',
  },
  { name: "the home page's Contact Us section", path: contactUsPath(), expected: '/#contact' },
])('$name', ({ path, expected }) => {
  expect(path).toBe(expected);
});

// An id is one path segment whatever it holds: nothing in it can change the address's shape.
test.each([
  { name: 'a slash', id: 'a/b', segment: 'a%2Fb' },
  { name: 'a question mark and a hash', id: 'a?b#c', segment: 'a%3Fb%23c' },
  { name: 'a space and a percent sign', id: 'a b%', segment: 'a%20b%25' },
  { name: 'dots only', id: '..', segment: '..' },
  { name: "a replacement pattern's characters", id: "$&$'", segment: "%24%26%24'" },
  { name: 'letters outside ASCII', id: 'fête', segment: 'f%C3%AAte' },
])('an id with $name is encoded as one segment', ({ id, segment }) => {
  expect(bookingEditPath(id)).toBe(`/booking-edit/${segment}`);
  expect(bookingPaymentPath(id)).toBe(`/booking-payment/${segment}`);
  expect(bookingSuccessPath(id)).toBe(`/booking-success/${segment}`);
  expect(invitationPath(id)).toBe(`/booking-invitation/${segment}`);
  expect(afterHoursEditPath(id)).toBe(`/book-your-party/after-hours/edit/${segment}`);
});

test.each([
  { name: 'an ampersand and an equals sign', sessionId: 'cs&x=1', query: 'session_id=cs%26x%3D1' },
  { name: 'a hash', sessionId: 'cs#1', query: 'session_id=cs%231' },
  { name: 'braces that are not the placeholder', sessionId: '{other}', query: 'session_id=%7Bother%7D' },
])('a session id with $name is encoded', ({ sessionId, query }) => {
  expect(bookingSuccessPath('b', { sessionId })).toBe(`/booking-success/b?${query}`);
  expect(afterHoursEditPath('b', { sessionId })).toBe(`/book-your-party/after-hours/edit/b?${query}`);
});

// The route table of SPEC.md §2, as the shell and the remotes' own routers match it, and the
// page a parent who lost the email finds their bookings from, and a family's attendance form (decision 061).
test('the route patterns are the spec\'s route table, Find My Booking and the attendance form', () => {
  expect(Object.values(SITE_ROUTES).sort()).toEqual(
    [
      '/',
      '/book-your-party',
      '/book-now',
      '/booking-edit/:id',
      '/book-your-party/after-hours',
      '/book-your-party/after-hours/edit/:bookingId',
      '/booking-payment/:id',
      '/booking-success/:id',
      '/booking-invitation/:id',
      '/find-my-booking',
      '/attendance-form/:formId',
    ].sort(),
  );
});
