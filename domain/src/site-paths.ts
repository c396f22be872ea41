import type { Id } from './types';

// Every page address of the site (SPEC.md §2), in one place: the route patterns the shell's route
// table and each remote's standalone router match, and the builders every link, navigation, email
// and checkout return address is made with (the API joins them to SITE_URL). A builder encodes the
// ids it is given, so a caller passes them as they are.

/** The route patterns, as react-router writes them (`:name` is one path segment). */
export const SITE_ROUTES = {
  home: '/',
  bookYourParty: '/book-your-party',
  bookNow: '/book-now',
  bookingEdit: '/booking-edit/:id',
  bookingPayment: '/booking-payment/:id',
  bookingSuccess: '/booking-success/:id',
  bookingInvitation: '/booking-invitation/:id',
  afterHours: '/book-your-party/after-hours',
  afterHoursEdit: '/book-your-party/after-hours/edit/:bookingId',
  findBooking: '/find-my-booking',
  /** A family's attendance form (decision 061), by the form's own id: the family's link, nobody else's. */
  attendanceForm: '/attendance-form/:formId',
} as const;

/** The id of the booking page's Contact Us section, which the header's Contact link scrolls to. */
export const CONTACT_SECTION_ID = 'contact';

/**
 * The provider's placeholder for its session id in a success address (Stripe's
 * `{CHECKOUT_SESSION_ID}`; the test checkout fills in the same one). The provider replaces it as
 * written, so a builder leaves it as it is instead of encoding it.
 */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** A return from the checkout carries the checkout session's id. */
export interface CheckoutReturn {
  sessionId?: string;
}

/** A pattern with its one parameter (its last segment) filled in with the id, encoded. */
const fill = (pattern: string, id: Id) => pattern.replace(/:\w+$/, () => encodeURIComponent(id));

function withSession(path: string, { sessionId }: CheckoutReturn): string {
  if (sessionId === undefined) return path;
  const value = sessionId === CHECKOUT_SESSION_ID_PLACEHOLDER ? sessionId : encodeURIComponent(sessionId);
  return `${path}?session_id=${value}`;
}

/** The home page's Contact Us section. */
export const contactUsPath = (): string => `${SITE_ROUTES.home}#${CONTACT_SECTION_ID}`;

/** Where a parent who lost the email asks for the links of their upcoming bookings. */
export const findBookingPath = (): string => SITE_ROUTES.findBooking;

/** The edit page of a party booking. */
export const bookingEditPath = (bookingId: Id): string => fill(SITE_ROUTES.bookingEdit, bookingId);

/** The pay-now page of a party booking. */
export const bookingPaymentPath = (bookingId: Id): string => fill(SITE_ROUTES.bookingPayment, bookingId);

/** The confirmation page of a party booking; with the checkout session's id on a return from the checkout. */
export const bookingSuccessPath = (bookingId: Id, checkoutReturn: CheckoutReturn = {}): string =>
  withSession(fill(SITE_ROUTES.bookingSuccess, bookingId), checkoutReturn);

/** The invitation page guests open, by the invitation's own id (never the booking's). */
export const invitationPath = (invitationId: string): string => fill(SITE_ROUTES.bookingInvitation, invitationId);

/** The edit page of an after-hours booking; with the checkout session's id on a return from the checkout. */
export const afterHoursEditPath = (bookingId: Id, checkoutReturn: CheckoutReturn = {}): string =>
  withSession(fill(SITE_ROUTES.afterHoursEdit, bookingId), checkoutReturn);

/** A family's attendance form, by the form's own id (sent only to that family). */
export const attendanceFormPath = (formId: string): string => fill(SITE_ROUTES.attendanceForm, formId);
