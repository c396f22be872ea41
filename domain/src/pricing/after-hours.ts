import { percentOfCents, priceCents, toDollars } from '../money';
import type { ClockTime } from '../types';
import type { AfterHoursAddonSelection } from '../contract/after-hours';
import type { AfterHoursPricing, AfterHoursRates } from '../contract/after-hours-answers';
import type { AfterHoursAddon } from '../contract/catalogue';
import { afterHoursDurationHours } from '../after-hours/time-rules';

/** GST on an after-hours hire: 0 (SPEC.md §9). */
const GST_PERCENT = 0;

/** Time beyond the base hours is charged by the half hour, a started half hour counting whole. */
const BLOCK_MINUTES = 30;

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** An add-on's quantity runs 0 to its maxQuantity (at most 1 for a selectable add-on). */
export function clampAfterHoursAddonQuantity(quantity: number, addon: Pick<AfterHoursAddon, 'type' | 'maxQuantity'>): number {
  const max = addon.type === 'selectable' ? Math.min(1, count(addon.maxQuantity)) : count(addon.maxQuantity);
  return Math.min(count(quantity), max);
}

export interface AfterHoursPriceInput {
  startTime: ClockTime;
  endTime: ClockTime;
  expectedKids: number;
  expectedAdults: number;
  addons?: readonly AfterHoursAddonSelection[];
  /** The add-on catalogue: its prices and maximum quantities win over the selections' own. */
  catalogue?: readonly AfterHoursAddon[];
  /**
   * The rates: the venue's of today (GET /api/after-hours-terms) for a new hire, the hire's own,
   * kept from when it was sold, for an edit (decision 040).
   */
  rates: AfterHoursRates;
}

/** The cost of the time beyond the base hours (the spec's 2): the half-hour price (the spec's $75) for each half hour, a started one counting whole. */
export function additionalDurationCents(durationHours: number, rates: Pick<AfterHoursRates, 'baseHours' | 'halfHourPrice'>): number {
  const extraMinutes = Math.max(0, Math.round(durationHours * 60) - Math.round(rates.baseHours * 60));
  return Math.ceil(extraMinutes / BLOCK_MINUTES) * priceCents(rates.halfHourPrice);
}

/**
 * Prices an after-hours booking with its rates: the base price for the base hours, add-ons, the
 * guest fee, the extra time; GST is 0; the deposit is the rates' percentage of the total (the
 * spec's: $300 for 2 hours, $75 a half hour more, $150 above 80 guests, a 50 % deposit).
 */
export function priceAfterHours(input: AfterHoursPriceInput): AfterHoursPricing {
  const { rates } = input;
  const baseCents = priceCents(rates.basePrice);
  const addonCents = (input.addons ?? []).reduce((sum, selection) => {
    const entry = input.catalogue?.find((addon) => String(addon.id) === String(selection.id));
    const quantity = entry ? clampAfterHoursAddonQuantity(selection.quantity, entry) : count(selection.quantity);
    return sum + priceCents(entry?.price ?? selection.price) * quantity;
  }, 0);
  const guests = count(input.expectedKids) + count(input.expectedAdults);
  const guestFeeCents = guests > rates.guestFeeAbove ? priceCents(rates.guestFee) : 0;
  const durationCents = additionalDurationCents(afterHoursDurationHours(input.startTime, input.endTime), rates);
  const subtotalCents = baseCents + addonCents + guestFeeCents + durationCents;
  const gstCents = percentOfCents(subtotalCents, GST_PERCENT);
  const totalCents = subtotalCents + gstCents;
  return {
    basePrice: toDollars(baseCents),
    addonCosts: toDollars(addonCents),
    guestFee: toDollars(guestFeeCents),
    additionalDurationCost: toDollars(durationCents),
    subtotal: toDollars(subtotalCents),
    gst: toDollars(gstCents),
    total: toDollars(totalCents),
    deposit: toDollars(percentOfCents(totalCents, rates.depositPercent)),
  };
}
