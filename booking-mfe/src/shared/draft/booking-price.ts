import {
  couponDiscount,
  mainBookingTotals,
  priceMainBooking,
  type BookingDraft,
  type MainBookingTotals,
  type PriceBreakdown,
  type PriceListEntry,
} from '@party/domain';
import { catalogueApi } from '@party/shared-ui';
import { useAppSelector } from '../../hooks';
import { useDraft } from './booking-form';
import { selectAppliedCoupon } from './checkout-slice';
import type { AppliedCoupon } from './checkout-state';

export interface BookingPrice {
  breakdown: PriceBreakdown;
  /** The coupon's discount on the current total (0 without one). */
  discount: number;
  totals: MainBookingTotals;
  coupon: AppliedCoupon | null;
}

export interface PriceLists {
  adultFoodPrices?: readonly PriceListEntry[];
  addonPrices?: readonly PriceListEntry[];
}

/** The draft's price with the domain's main-flow rules, its coupon's discount, deposit and balance. */
export function priceDraft(draft: BookingDraft, coupon: AppliedCoupon | null, lists: PriceLists = {}): BookingPrice {
  const breakdown = priceMainBooking({
    selectedPackage: draft.selectedPackage,
    numberOfKids: draft.numberOfKids,
    adultsFood: draft.adultsFood,
    addons: draft.addons,
    ...lists,
  });
  // The server's discount holds for the total it was given; a total changed since then is
  // discounted by the same rule until the coupon is checked again (see coupon-keeper.tsx).
  const discount = !coupon ? 0 : coupon.totalPrice === breakdown.total ? coupon.discount : couponDiscount(coupon, breakdown.total);
  return { breakdown, discount, totals: mainBookingTotals(breakdown.total, discount), coupon };
}

/** The server's price lists once the food step has loaded them (read from the cache, never fetched here). */
function usePriceLists(): PriceLists {
  const food = catalogueApi.endpoints.getFoodItems.useQueryState();
  const addons = catalogueApi.endpoints.getAddons.useQueryState();
  return { adultFoodPrices: food.data?.adultsFood, addonPrices: addons.data };
}

/**
 * The live price of the draft (inside BookingForm): the one price that the summary shows, the
 * coupon is checked against and the booking is made with.
 */
export function useBookingPrice(): BookingPrice {
  return priceDraft(useDraft(), useAppSelector(selectAppliedCoupon), usePriceLists());
}
