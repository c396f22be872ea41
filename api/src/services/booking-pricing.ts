import {
  atKeptPackagePrices,
  atKeptPrices,
  checkCoupon,
  complimentaryLimit,
  DEPOSIT_AMOUNT,
  includedInPackageLine,
  includedKidsFoodMessage,
  isIncludedInPackage,
  kidsFoodQuantity,
  mainBookingTotals,
  priceEditBooking,
  priceMainBooking,
  toCents,
  type Coupon,
  type EditQuoteLine,
  type PaymentOption,
  type PricedLine,
  type PriceBreakdown,
} from '@party/domain';
import { apiError } from '../http-errors';
import { keptPackagePricesOf, type KeptPackagePrices, type StoredKidsFood, type StoredLine } from '../repositories/booking-row';
import type { CatalogueRepository, CatalogueScope } from '../repositories/catalogue-repository';
import type { CouponsRepository } from '../repositories/coupons-repository';

// The server prices every booking from its own catalogue with the domain's rules; whatever
// totals the browser sent are ignored.

export interface ChosenItem {
  id: string | number;
  quantity?: number | null;
}

export interface BookingChoices {
  packageId: string | number;
  /**
   * Which packages a new booking may choose: those the public pages offer (the default), or every
   * one, hidden ones included (a party booked by phone: decision 054).
   */
  packages?: CatalogueScope;
  numberOfKids: number;
  kidsFood: readonly ChosenItem[];
  adultsFood: readonly ChosenItem[];
  addons: readonly ChosenItem[];
}

type Package = NonNullable<Awaited<ReturnType<CatalogueRepository['findPackage']>>>;

/**
 * The booking an edit changes: what it has stays choosable when the venue has hidden it since
 * (decision 040), at the price it was sold at (decision 041); what it does not have must be on
 * offer, at today's price.
 */
export interface EditedBooking extends KeptPackagePrices {
  package_id: string;
  kids_food: ReadonlyArray<{ id: string }>;
  adults_food: readonly StoredLine[];
  addons: readonly StoredLine[];
}

/** The package's prices a new booking keeps. */
export const packagePricesOf = (pkg: Package): KeptPackagePrices => ({
  package_price_cents: toCents(pkg.pricePackage),
  price_per_child_cents: toCents(pkg.pricePerChild),
  package_min_children: pkg.minChildren,
});

export interface ResolvedChoices {
  pkg: Package;
  kidsFood: StoredKidsFood[];
  price: (breakdown: PriceBreakdown) => { adultsFood: StoredLine[]; addons: StoredLine[] };
  /** Each platter and add-on as priced, at the booking's price ('booked') or today's (an edit's answer, decision 041). */
  quoteLines: (breakdown: PriceBreakdown) => EditQuoteLine[];
  input: Parameters<typeof priceMainBooking>[0];
}

function findAll<T extends { id: string }>(list: readonly T[], chosen: readonly ChosenItem[], what: string): T[] {
  const ids = chosen.map((item) => String(item.id));
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated !== undefined) throw apiError('unknown-item', `The ${what} '${repeated}' is listed more than once`);
  return ids.map((id) => {
    const found = list.find((entry) => entry.id === id);
    if (!found) throw apiError('unknown-item', `Unknown ${what} '${id}'`);
    return found;
  });
}

function storedLine(line: PricedLine, item: { description: string; imageUrl: string; priceType?: string }): StoredLine {
  return {
    id: String(line.id),
    name: line.name,
    description: item.description,
    imageUrl: item.imageUrl,
    quantity: line.quantity,
    unitPriceCents: toCents(line.unitPrice),
    ...(item.priceType === undefined ? {} : { priceType: item.priceType }),
  };
}

/**
 * Checks the chosen package, food and add-ons against the catalogue ('unknown-item' for an unknown
 * or repeated id, 'too-many-kids-food' beyond what the package includes, 'included-in-package'
 * for an add-on the package already has) and prepares the domain's pricing input.
 */
export async function resolveChoices(catalogue: CatalogueRepository, choices: BookingChoices, edited?: EditedBooking): Promise<ResolvedChoices> {
  const found = edited
    ? await catalogue.findAnyPackage(edited.package_id)
    : choices.packages === 'all'
      ? await catalogue.findAnyPackage(choices.packageId)
      : await catalogue.findPackage(choices.packageId);
  const pkg = found && edited ? atKeptPackagePrices(found, keptPackagePricesOf(edited)) : found;
  if (!pkg) {
    const hidden = await catalogue.findAnyPackage(choices.packageId);
    throw apiError('unknown-item', hidden ? `The package '${hidden.name}' is not offered any more` : `Unknown package '${choices.packageId}'`);
  }
  const offered = <T extends { id: string; hidden: boolean }>(items: T[], had: ReadonlyArray<{ id: string }> = []) =>
    items.filter((item) => !item.hidden || had.some((line) => line.id === item.id));
  const [kidsMenu, adultMenu, addonMenu] = await Promise.all([
    catalogue.kidsFood('all').then((items) => offered(items, edited?.kids_food)),
    catalogue.adultFood('all').then((items) => atKeptPrices(offered(items, edited?.adults_food), edited?.adults_food)),
    catalogue.addons('all').then((items) => atKeptPrices(offered(items, edited?.addons), edited?.addons)),
  ]);
  const kidsFood = findAll(kidsMenu, choices.kidsFood, "kids' food item");
  const limit = complimentaryLimit(pkg);
  if (kidsFood.length > limit) {
    throw apiError('too-many-kids-food', `${includedKidsFoodMessage(pkg.name, limit)} Please choose at most ${limit}.`);
  }
  const adultItems = findAll(adultMenu, choices.adultsFood, 'adult food item');
  const addonItems = findAll(addonMenu, choices.addons, 'add-on');
  const included = addonItems.find((addon) => isIncludedInPackage(addon, pkg));
  if (included) throw apiError('included-in-package', `${included.name}: ${includedInPackageLine(pkg.name)}, so it cannot be added again.`);
  return {
    pkg,
    kidsFood: kidsFood.map((item) => ({ ...item, quantity: kidsFoodQuantity(choices.numberOfKids, item.maxChildComplementory) })),
    input: {
      selectedPackage: pkg,
      numberOfKids: choices.numberOfKids,
      // Only ids and quantities come from the browser; names and prices come from the catalogue.
      adultsFood: adultItems.map((item, i) => ({ id: item.id, name: item.name, quantity: choices.adultsFood[i].quantity })),
      addons: addonItems.map((item, i) => ({ id: item.id, name: item.name, quantity: choices.addons[i].quantity })),
      adultFoodPrices: adultMenu,
      addonPrices: addonMenu,
    },
    price: (breakdown) => ({
      adultsFood: breakdown.adultFood.map((line, i) => storedLine(line, adultItems[i])),
      addons: breakdown.addons.map((line, i) => storedLine(line, addonItems[i])),
    }),
    quoteLines: (breakdown) => {
      const booked = (list: readonly StoredLine[] | undefined, id: string | number) => (list?.some((line) => line.id === String(id)) ? 'booked' : 'today');
      const quoted = (kind: EditQuoteLine['kind'], list: readonly StoredLine[] | undefined) => (line: PricedLine): EditQuoteLine => ({
        kind,
        id: String(line.id),
        name: line.name,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        cost: line.cost,
        priced: booked(list, line.id),
      });
      return [...breakdown.adultFood.map(quoted('adult-food', edited?.adults_food)), ...breakdown.addons.map(quoted('addon', edited?.addons))];
    },
  };
}

/** Checks a coupon code against a total with the domain's rules; 'coupon-refused' with the spec's message when it fails. */
export async function couponFor(coupons: CouponsRepository, code: string, total: number, now: Date, timeZone: string) {
  const found = await coupons.findByCode(code);
  const check = checkCoupon({ code, coupons: found ? [found] : [], total, now, timeZone });
  if (!check.ok || !found) throw apiError('coupon-refused', check.message);
  return { coupon: found, discount: check.discount };
}

/** Prices a new booking (main flow), with its coupon when one is given. */
export async function priceNewBooking(
  resolved: ResolvedChoices,
  coupons: CouponsRepository,
  couponCode: string,
  now: Date,
  venue: { timeZone: string },
) {
  const breakdown = priceMainBooking(resolved.input);
  const applied = couponCode.trim() === '' ? undefined : await couponFor(coupons, couponCode, breakdown.total, now, venue.timeZone);
  const totals = mainBookingTotals(breakdown.total, applied?.discount ?? 0, DEPOSIT_AMOUNT);
  return { breakdown, lines: resolved.price(breakdown), couponId: applied?.coupon.id ?? null, totals };
}

export interface EditPricingContext {
  guestCount: number;
  coupon: Pick<Coupon, 'type' | 'amount'> | undefined;
  recordedDiscount: number;
  totalPaid: number;
  paymentOption: PaymentOption;
  /** The venue's deposit: what a deposit takes now while nothing is paid. */
  depositAmount: number;
  /** The bill's fees beyond the order (rebooking fees), in dollars. */
  fees: number;
}

/** Prices an edited booking with the edit flow's rules (per_child by guests or kids, capped discount). */
export function priceEditedBooking(resolved: ResolvedChoices, context: EditPricingContext) {
  const quote = priceEditBooking({
    ...resolved.input,
    guestCount: context.guestCount,
    coupon: context.coupon ?? null,
    appliedDiscountAmount: context.recordedDiscount,
    totalPaid: context.totalPaid,
    paymentOption: context.paymentOption,
    depositAmount: context.depositAmount,
    fees: context.fees,
  });
  return { quote, lines: resolved.price(quote), quoteLines: resolved.quoteLines(quote) };
}
