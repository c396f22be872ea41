import * as domain from './index';

// The barrel is the package's whole public surface: the API and the remotes import only from it.
test.each([
  'DEPOSIT_AMOUNT',
  'BOOKING_REFERENCE_PREFIX',
  'TERMS',
  'SITE_ROUTES',
  'bookingSuccessPath',
  'priceMainBooking',
  'priceEditBooking',
  'editNumberOfKids',
  'checkCoupon',
  'mainBookingTotals',
  'kidsFoodQuantity',
  'toggleKidsFood',
  'areOnlineChangesOpen',
  'afterHoursDateWindow',
  'afterHoursStartTimes',
  'afterHoursEndTimes',
  'priceAfterHours',
  'AFTER_HOURS_SAMPLE_PACKAGES',
  'AFTER_HOURS_SAMPLE_ADDONS',
  'formatAud',
  'formatDisplayDate',
  'formatTime12h',
  'bookingReference',
  'formatPriceType',
  'googleCalendarUrl',
  'yahooCalendarUrl',
  'icsCalendar',
  'bookingStep1Schema',
  'bookingStep3Schema',
  'bookingCreateBody',
  'bookingUpdateBody',
  'editStep2Schema',
  'contactMessageSchema',
  'rsvpBody',
  'rsvpTotals',
  'invitationShare',
  'afterHoursSchema',
  'firstValidationMessage',
  'API_PATHS',
  'apiPath',
  'API_ERROR_STATUS',
  'TOAST_TITLES',
  'TOAST_MESSAGES',
])('the package exports %s', (name) => {
  expect(domain).toHaveProperty(name);
});

// The venue's details are the deployment's (GET /api/venue): no bundle carries a venue of its own.
test.each(['venue', 'createVenue', 'DEFAULT_OPENING_HOURS'])('the package exports no %s', (name) => {
  expect(domain).not.toHaveProperty(name);
});
