import {
  couponDiscount,
  mainBookingTotals,
  priceMainBooking,
  type BookingDraft,
  type MainBookingTotals,
  type PriceBreakdown,
  type PriceListEntry,
} from '@party/domain';
import { useAppSelector } from '../../hooks';
import { selectAppliedCoupon, selectDraft, type AppliedCoupon } from './checkout-slice';
import { catalogueApi } from '@party/shared-ui';

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
export function usePriceLists(): PriceLists {
  const food = catalogueApi.endpoints.getFoodItems.useQueryState();
  const addons = catalogueApi.endpoints.getAddons.useQueryState();
  return { adultFoodPrices: food.data?.adultsFood, addonPrices: addons.data };
}

/** The live price of the booking held in the store. */
export function useBookingPrice(): BookingPrice {
  const draft = useAppSelector(selectDraft);
  const coupon = useAppSelector(selectAppliedCoupon);
  return priceDraft(draft, coupon, usePriceLists());
}
