/** The Find My Booking page: a parent who lost the email asks for the links of their upcoming bookings. */
export const FIND_BOOKING_MESSAGES = {
  emailRequired: 'Please enter the email address you booked with',
  emailInvalid: 'Please enter a valid email address',
  /** The answer, whatever address was entered: it never tells who has booked. */
  sent: "If this address has upcoming bookings, we've emailed their links to it.",
} as const;
