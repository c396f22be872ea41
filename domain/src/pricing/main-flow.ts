import { priceCents, toDollars } from '../money';
import type { AddonSelection, AdultFoodSelection } from '../selections';
import type { StoredQuantities } from '../types';
import type { Package } from '../contract/catalogue';
import {
  addonLine,
  adultFoodLine,
  headCount,
  minChildrenOf,
  sumCents,
  toPricedLine,
  type PricedLine,
  type PriceListEntry,
} from './line-items';

export interface BookingPriceInput {
  /** A package that names no minimum covers 8 kids. */
  selectedPackage?: (Pick<Package, 'pricePackage' | 'pricePerChild'> & { minChildren?: number | null }) | null;
  numberOfKids: number;
  adultsFood?: readonly AdultFoodSelection[];
  addons?: readonly AddonSelection[];
  /** The server's adult food list (GET /api/adults-food): its prices win over the items' own. */
  adultFoodPrices?: readonly PriceListEntry[];
  /** The server's add-on list (GET /api/addons): its prices and price types win over the items' own. */
  addonPrices?: readonly PriceListEntry[];
  /** Quantities kept in session storage, by item id. */
  storedAdultFoodQuantities?: StoredQuantities;
  storedAddonQuantities?: StoredQuantities;
}

/** The price of a booking before any coupon, in dollars. */
export interface PriceBreakdown {
  /** The kids the package price covers. */
  minChildren: number;
  packagePrice: number;
  additionalKids: number;
  pricePerChild: number;
  additionalKidsCost: number;
  adultFood: PricedLine[];
  adultFoodCost: number;
  addons: PricedLine[];
  addonsCost: number;
  /** Package + additional kids + food + add-ons. */
  total: number;
}

/**
 * Prices a booking. The package price covers minChildren kids (8 when none given; 0 without a
 * package); each kid above that costs pricePerChild; per_child add-ons count `perChildCount` kids.
 */
export function priceBooking(input: BookingPriceInput, perChildCount: number): PriceBreakdown {
  const kids = headCount(input.numberOfKids);
  const minChildren = minChildrenOf(input.selectedPackage);
  const packageCents = priceCents(input.selectedPackage?.pricePackage);
  const perChildCents = priceCents(input.selectedPackage?.pricePerChild);
  const additionalKids = input.selectedPackage ? Math.max(0, kids - minChildren) : 0;
  const additionalKidsCents = perChildCents * additionalKids;

  const food = (input.adultsFood ?? []).map((item) =>
    adultFoodLine(item, input.adultFoodPrices, input.storedAdultFoodQuantities),
  );
  const addons = (input.addons ?? []).map((item) =>
    addonLine(item, input.addonPrices, input.storedAddonQuantities, perChildCount),
  );
  const foodCents = sumCents(food);
  const addonCents = sumCents(addons);

  return {
    minChildren,
    packagePrice: toDollars(packageCents),
    additionalKids,
    pricePerChild: toDollars(perChildCents),
    additionalKidsCost: toDollars(additionalKidsCents),
    adultFood: food.map(toPricedLine),
    adultFoodCost: toDollars(foodCents),
    addons: addons.map(toPricedLine),
    addonsCost: toDollars(addonCents),
    total: toDollars(packageCents + additionalKidsCents + foodCents + addonCents),
  };
}

/** Main flow: per_child add-ons cost their price times the number of kids. */
export function priceMainBooking(input: BookingPriceInput): PriceBreakdown {
  return priceBooking(input, input.numberOfKids);
}
