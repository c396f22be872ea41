// Every address of the API, written once: the API registers its routes at these patterns and the
// browser calls them through apiPath. Nothing but strings here, so a page that calls an endpoint
// carries no schema it does not use.

export const API_PATHS = {
  health: '/api/health',
  openApi: '/api/openapi.json',
  venue: '/api/venue',
  packages: '/api/packages',
  foodItems: '/api/food-items',
  adultsFood: '/api/adults-food',
  addons: '/api/addons',
  afterHoursAddons: '/api/afterhours-addons',
  singleFoodDetail: '/api/single-food-detail',
  unavailableDates: '/api/unavailable-dates',
  timeSlots: '/api/get-time-slots',
  rooms: '/api/roomss3',
  availability: '/api/availability',
  fullPartyDates: '/api/full-party-dates',
  afterHoursAvailability: '/api/afterhours-availability',
  /** When the centre can be hired and its rates, as the venue sets them (decision 040). */
  afterHoursTerms: '/api/after-hours-terms',
  coupons: '/api/coupon',
  couponCheck: '/api/coupon/validate',
  bookingInitiate: '/api/booking-initiate',
  booking: '/api/bookings/:id',
  bookingQuote: '/api/bookings/:id/quote',
  // Changes of plan (decision 052): the parent's move and cancellation, each quoted before it is made.
  bookingMoveOptions: '/api/bookings/:id/move-options',
  bookingMoveQuote: '/api/bookings/:id/move/quote',
  bookingMove: '/api/bookings/:id/move',
  bookingCancelQuote: '/api/bookings/:id/cancel/quote',
  bookingCancel: '/api/bookings/:id/cancel',
  afterHoursCancelQuote: '/api/bookings-afterhours/:id/cancel/quote',
  afterHoursCancel: '/api/bookings-afterhours/:id/cancel',
  bookingRsvps: '/api/bookings/:id/rsvps',
  bookingBySession: '/api/bookings/session/:sessionId',
  totalPaid: '/api/total-paid/:id',
  depositCheckout: '/api/create-dynamic-checkout-session',
  fullCheckout: '/api/create-dynamic-checkout-session-full',
  pendingPaymentCheckout: '/api/create-dynamic-checkout-session-full-pending-payment',
  afterHoursCheckout: '/api/create-dynamic-checkout-session-afterhours',
  afterHoursSave: '/api/bookings-afterhours/save',
  afterHoursBooking: '/api/bookings-afterhours/:id',
  invitation: '/api/invitations/:invitationId',
  invitationRsvps: '/api/invitations/:invitationId/rsvps',
  invitationCalendar: '/api/invitations/:invitationId/calendar.ics',
  // A family's attendance form by its own id (decision 061), and the guest of honour's family's by the booking's.
  attendanceForm: '/api/attendance-forms/:formId',
  bookingAttendanceForm: '/api/bookings/:id/attendance-form',
  contacts: '/api/contacts',
  findBooking: '/api/find-my-booking',
  stripeWebhook: '/api/payments/stripe/webhook',
  venueRefunds: '/api/venue/bookings/:reference/refunds',
  // The staff console's (decision 032): served to the staff site only, every one checked by role.
  staffSignIn: '/api/staff/sign-in',
  staffSignOut: '/api/staff/sign-out',
  staffSession: '/api/staff/session',
  staffInvitations: '/api/staff/invitations',
  staffInvitation: '/api/staff/invitations/:token',
  staffDay: '/api/staff/day/:date',
  staffKitchen: '/api/staff/kitchen/:date',
  // The door (decision 061): each party's children, checked in one by one; a child not on the list.
  staffDoor: '/api/staff/door/:date',
  staffBookingCheckIns: '/api/staff/bookings/:reference/check-ins',
  staffBookingWalkIns: '/api/staff/bookings/:reference/walk-ins',
  // The party's final bill, closed at the counter; a line waived with a reason.
  staffBookingBill: '/api/staff/bookings/:reference/bill',
  staffBookingBillWaive: '/api/staff/bookings/:reference/bill/waive',
  // The balance's pay link, emailed to the parent (decision 064).
  staffBookingPayLink: '/api/staff/bookings/:reference/pay-link',
  // The venue's reminders on or off, and how long forms are kept.
  staffVenueSettings: '/api/staff/venue-settings',
  /** GET: the search; POST: a party booked by phone (decision 054). */
  staffBookings: '/api/staff/bookings',
  /** What a phone booking can choose, and the times and rooms free for it (decision 054). */
  staffBookingChoices: '/api/staff/booking-choices',
  staffAvailability: '/api/staff/availability',
  staffBooking: '/api/staff/bookings/:reference',
  staffBookingArrival: '/api/staff/bookings/:reference/arrival',
  staffBookingNotes: '/api/staff/bookings/:reference/notes',
  staffBookingPayments: '/api/staff/bookings/:reference/payments',
  staffBookingRefunds: '/api/staff/bookings/:reference/refunds',
  staffBookingMoveOptions: '/api/staff/bookings/:reference/move-options',
  staffBookingMoveQuote: '/api/staff/bookings/:reference/move/quote',
  staffBookingMove: '/api/staff/bookings/:reference/move',
  staffBookingCancelQuote: '/api/staff/bookings/:reference/cancel/quote',
  staffBookingCancel: '/api/staff/bookings/:reference/cancel',
  staffBookingProviderRefunds: '/api/staff/bookings/:reference/provider-refunds',
  staffMoney: '/api/staff/money',
  staffTakings: '/api/staff/money/takings',
  staffBookingsCsv: '/api/staff/money/bookings.csv',
  staffAudit: '/api/staff/audit',
  staffAuditChain: '/api/staff/audit/chain',
  // The venue's controls (decision 040).
  staffClosures: '/api/staff/closures',
  staffClosureRemove: '/api/staff/closures/:id/remove',
  // A closure's or an hours change's bookings, before saving it (decision 059).
  staffClosurePreview: '/api/staff/closures/preview',
  staffCatalogue: '/api/staff/catalogue',
  staffCatalogueKind: '/api/staff/catalogue/:kind',
  staffCatalogueItem: '/api/staff/catalogue/:kind/:id',
  staffAfterHoursRates: '/api/staff/catalogue/after-hours-rates',
  staffCoupons: '/api/staff/coupons',
  staffCoupon: '/api/staff/coupons/:id',
  staffHours: '/api/staff/hours',
  staffHoursPreview: '/api/staff/hours/preview',
  staffMembers: '/api/staff/members',
  staffMember: '/api/staff/members/:id',
  staffMemberSecondFactorReset: '/api/staff/members/:id/second-factor/reset',
  staffOwnSessions: '/api/staff/sessions',
  staffOwnSessionEnd: '/api/staff/sessions/:id/end',
  staffOwnOtherSessionsEnd: '/api/staff/sessions/end-others',
} as const;

/** Every staff address starts so: the public site's server answers 404 for all of them. */
export const STAFF_API_PREFIX = '/api/staff/';

/** The catalogue's pictures, served by the API (a room's, a platter's): both sites forward them. */
export const CATALOGUE_IMAGES_PREFIX = '/api/images/';

/** The names of an address pattern's parameters: '/api/bookings/:id/quote' -> 'id'. */
export type PathParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** An address with its parameters filled in, each encoded: apiPath(API_PATHS.booking, { id }). */
export function apiPath<Pattern extends string>(pattern: Pattern, ...[params]: PathParams<Pattern> extends never ? [] : [Record<PathParams<Pattern>, string>]): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]));
}
