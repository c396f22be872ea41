// Bounds and patterns of form fields, apart from the Yup schemas that use them (schemas/fields.ts),
// so that a page validating a field or two by hand (the invitation's RSVP form) needs no Yup.

/** The spec's simple {email} pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 200,
  coupon: 50,
  subject: 150,
  message: 5000,
  notes: 2000,
  listItems: 50,
  quantity: 100,
  money: 1_000_000,
} as const;
