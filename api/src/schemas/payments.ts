import { publicIdSchema } from './common';

// Bodies and answers of the checkout, session and webhook routes.

/** POST /api/create-dynamic-checkout-session and -full. */
export const checkoutBody = {
  type: 'object',
  properties: { bookingId: publicIdSchema },
  required: ['bookingId'],
} as const;

/** POST /api/create-dynamic-checkout-session-full-pending-payment. */
export const pendingPaymentBody = {
  type: 'object',
  properties: {
    bookingId: publicIdSchema,
    paymentType: { type: 'string', maxLength: 16, description: "'full' (what remains), 'deposit' (while pending, nothing paid) or 'later' (refused: paid at the venue)" },
  },
  required: ['bookingId', 'paymentType'],
} as const;

/** POST /api/create-dynamic-checkout-session-afterhours: the id itself is the body. */
export const afterHoursCheckoutBody = {
  type: 'string',
  maxLength: 256,
  description: "The after-hours booking's uniqueBookingId, as text/plain or as a JSON string",
} as const;

export const checkoutCreatedSchema = {
  type: 'object',
  properties: { url: { type: 'string', description: 'The hosted checkout to send the browser to' } },
  required: ['url'],
} as const;

/** A checkout session id: ours (22 characters) or Stripe's (cs_..., longer). */
export const sessionIdParams = {
  type: 'object',
  properties: { sessionId: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['sessionId'],
} as const;

/** The test checkout answers any id with a page, so it takes any text and says when it is unknown. */
export const checkoutPageParams = {
  type: 'object',
  // No minLength: '/checkout/' (an empty id) gets the same 'Checkout not found' page as any unknown id.
  properties: { sessionId: { type: 'string', maxLength: 255 } },
  required: ['sessionId'],
} as const;

const html = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } }) as const;

export const checkoutPageResponses = {
  200: html('The checkout: what is paid, the amount in AUD, Pay and Cancel'),
  404: html('No such checkout'),
  409: html('Already paid, or the booking cannot take this payment'),
  410: html('The checkout has expired'),
} as const;

export const checkoutActionResponses = {
  303: { description: 'Back to the site: the confirmation page after Pay, the pay-now page after Cancel', type: 'null' },
  404: checkoutPageResponses[404],
  409: checkoutPageResponses[409],
  410: checkoutPageResponses[410],
} as const;

export const webhookReceivedSchema = {
  type: 'object',
  properties: {
    received: { type: 'boolean' },
    outcome: { type: 'string', description: 'What the event did: recorded, already-completed, expired, unknown, ignored...' },
  },
} as const;
