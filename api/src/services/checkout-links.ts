import {
  afterHoursEditPath,
  bookingPaymentPath,
  bookingSuccessPath,
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  formatDisplayDate,
  formatTime12h,
  formatTimeRange,
  PAYMENT_OPTION_NAMES,
  type ChargeKind,
} from '@party/domain';

// Where a checkout sends the browser back to, and how it names what is being paid.

/** The booking a checkout pays for: a party (main flow) or an after-hours event. */
export type CheckoutTarget = { type: 'party'; publicId: string } | { type: 'after-hours'; publicId: string };

/** Replaced by the provider with its session id (Stripe's own placeholder, used by the test checkout too). */
export const SESSION_ID_PLACEHOLDER = CHECKOUT_SESSION_ID_PLACEHOLDER;

/**
 * A party returns to its confirmation page after paying and to its pay-now page when the payment
 * is abandoned; an after-hours event has neither, so both return to its edit page.
 */
export function returnUrls(siteUrl: string, target: CheckoutTarget): { successUrl: string; cancelUrl: string } {
  const id = target.publicId;
  const sessionId = SESSION_ID_PLACEHOLDER;
  if (target.type === 'party') {
    return {
      successUrl: `${siteUrl}${bookingSuccessPath(id, { sessionId })}`,
      cancelUrl: `${siteUrl}${bookingPaymentPath(id)}`,
    };
  }
  return { successUrl: `${siteUrl}${afterHoursEditPath(id, { sessionId })}`, cancelUrl: `${siteUrl}${afterHoursEditPath(id)}` };
}

/** The success address with the session's id in place of the placeholder. */
export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId));
}

/** "Deposit for Mia's party on Fri, June 20th, 2031 at 10:00 AM (Ocean Room), booking JJ1002". */
export function describePartyCharge(kind: ChargeKind, party: { childName: string; date: string; startTime: string; roomName: string; reference: string }): string {
  const when = `${formatDisplayDate(party.date)} at ${formatTime12h(party.startTime)}`;
  return `${PAYMENT_OPTION_NAMES[kind]} for ${party.childName}'s party on ${when} (${party.roomName}), booking ${party.reference}`;
}

/** "Deposit (50 %) for the after-hours event on Fri, June 20th, 2031, 6:00 PM - 9:00 PM, booking JJ1002". */
export function describeAfterHoursCharge(kind: ChargeKind, event: { date: string; startTime: string; endTime: string; reference: string }): string {
  const label = kind === 'deposit' ? 'Deposit (50 %)' : PAYMENT_OPTION_NAMES[kind];
  return `${label} for the after-hours event on ${formatDisplayDate(event.date)}, ${formatTimeRange(event.startTime, event.endTime)}, booking ${event.reference}`;
}
