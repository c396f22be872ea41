// What a visitor reads about a coupon: entering it, an edit below its minimum, and its loss at payment.

import { formatAud } from './format';

export const COUPON_MESSAGES = {
  invalidCode: 'Invalid coupon code',
  notValid: 'Coupon is not valid',
  maxUsageExceeded: 'Coupon has exceeded maximum usage',
  minimumCartValueNotMet: 'Minimum cart value not met',
  added: 'Coupon added successfully',
} as const;

/** An edit that would take the total below its coupon's minimum cart value (it is refused). */
export function couponMinimumMessage(code: string, minCartValue: number, total: number): string {
  return `This change brings the total to ${formatAud(total)}, below the ${formatAud(minCartValue)} your coupon ${code} needs, so it cannot be saved. Keep the total at ${formatAud(minCartValue)} or more, or call us.`;
}

/** A coupon taken off at payment because its last use went to another booking first. */
export function couponDroppedMessage(code: string): string {
  return `The coupon ${code} ran out before your payment arrived (its last use went to another booking), so the full price applies.`;
}
