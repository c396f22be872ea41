import { percentOfCents, priceCents, toDollars } from '../money';
import type { ClockTime } from '../types';
import type { AfterHoursAddonSelection } from '../contract/after-hours';
import type { AfterHoursPricing } from '../contract/after-hours-answers';
import type { AfterHoursAddon, Package } from '../contract/catalogue';
import { afterHoursDurationHours } from './time-rules';

export const AFTER_HOURS_PRICING = {
  /** The package price covers the first 2 hours. */
  baseHours: 2,
  /** Each started 30-minute block beyond the base hours costs $75. */
  blockMinutes: 30,
  blockPrice: 75,
  /** A $150 guest fee applies when kids plus adults exceed 80. */
  guestFeeAbove: 80,
  guestFee: 150,
  gstPercent: 0,
  depositPercent: 50,
} as const;

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** An add-on's quantity runs 0 to its maxQuantity (at most 1 for a selectable add-on). */
export function clampAfterHoursAddonQuantity(quantity: number, addon: Pick<AfterHoursAddon, 'type' | 'maxQuantity'>): number {
  const max = addon.type === 'selectable' ? Math.min(1, count(addon.maxQuantity)) : count(addon.maxQuantity);
  return Math.min(count(quantity), max);
}

export interface AfterHoursPriceInput {
  selectedPackage?: Pick<Package, 'pricePackage'> | null;
  startTime: ClockTime;
  endTime: ClockTime;
  expectedKids: number;
  expectedAdults: number;
  addons?: readonly AfterHoursAddonSelection[];
  /** The add-on catalogue: its prices and maximum quantities win over the selections' own. */
  catalogue?: readonly AfterHoursAddon[];
}

/** The cost of the time beyond the base 2 hours: $75 for each 30-minute block, a started block counting whole. */
export function additionalDurationCents(durationHours: number): number {
  const extraMinutes = Math.max(0, Math.round(durationHours * 60) - AFTER_HOURS_PRICING.baseHours * 60);
  return Math.ceil(extraMinutes / AFTER_HOURS_PRICING.blockMinutes) * priceCents(AFTER_HOURS_PRICING.blockPrice);
}

/**
 * Prices an after-hours booking: the package price for the base 2 hours, add-ons, the guest fee,
 * the extra time; GST is 0; the deposit is 50 % of the total.
 */
export function priceAfterHours(input: AfterHoursPriceInput): AfterHoursPricing {
  const baseCents = priceCents(input.selectedPackage?.pricePackage);
  const addonCents = (input.addons ?? []).reduce((sum, selection) => {
    const entry = input.catalogue?.find((addon) => String(addon.id) === String(selection.id));
    const quantity = entry ? clampAfterHoursAddonQuantity(selection.quantity, entry) : count(selection.quantity);
    return sum + priceCents(entry?.price ?? selection.price) * quantity;
  }, 0);
  const guests = count(input.expectedKids) + count(input.expectedAdults);
  const guestFeeCents = guests > AFTER_HOURS_PRICING.guestFeeAbove ? priceCents(AFTER_HOURS_PRICING.guestFee) : 0;
  const durationCents = additionalDurationCents(afterHoursDurationHours(input.startTime, input.endTime));
  const subtotalCents = baseCents + addonCents + guestFeeCents + durationCents;
  const gstCents = percentOfCents(subtotalCents, AFTER_HOURS_PRICING.gstPercent);
  const totalCents = subtotalCents + gstCents;
  return {
    basePrice: toDollars(baseCents),
    addonCosts: toDollars(addonCents),
    guestFee: toDollars(guestFeeCents),
    additionalDurationCost: toDollars(durationCents),
    subtotal: toDollars(subtotalCents),
    gst: toDollars(gstCents),
    total: toDollars(totalCents),
    deposit: toDollars(percentOfCents(totalCents, AFTER_HOURS_PRICING.depositPercent)),
  };
}
