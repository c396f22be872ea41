import {
  editKidsProblem,
  feesTotal,
  guestCount,
  paymentOptionsFor,
  priceEditBooking,
  withKidsFoodQuantities,
  type Addon,
  type AdultFoodItem,
  type BookingEditRequest,
  type BookingRecord,
  type BookingUpdateRequest,
  type EditBookingQuote,
  type Guest,
  type KidsFoodItem,
  type PaymentOption,
  type Rsvp,
  type SelectedKidsFood,
  type StoredQuantities,
} from '@party/domain';
import { missingItems, type MissingItems } from '@party/shared-ui';
import { countedPaid } from './edit-price';

// The edit form's values and how they become a price and the PUT /api/bookings/{id} body. The
// rules themselves (kids count, prices, payment options) come from @party/domain.

export type Timing = 'now' | 'later';

export interface EditValues {
  /** 'I will do it now' opens every section, 'I will do it later' closes them. */
  timing: Timing;
  /** The party's number of kids: the parent's, starting at the booked number (decision 031). */
  numberOfKids: number;
  kidsFood: SelectedKidsFood[];
  /** Chosen adult food platters: item id -> quantity. */
  adultsFood: StoredQuantities;
  /** Chosen add-ons: item id -> quantity (1 for per_child add-ons, which count the kids). */
  addons: StoredQuantities;
  guestNames: Guest[];
  paymentOption: PaymentOption | '';
  acceptTerms: boolean;
}

export interface EditCatalogue {
  kidsFood: KidsFoodItem[];
  adultsFood: AdultFoodItem[];
  addons: Addon[];
}

/** What an edit page item is, the booking's line stripped of its quantity. */
const withoutQuantity = <T extends { quantity: number }>({ quantity: _quantity, ...item }: T) => item;

/**
 * Today's items with the booking's own at the prices it was sold at, then the booking's items the
 * venue no longer offers (hidden since): they stay on it (decision 041).
 */
type BookedLine = { id: string; quantity: number; price?: number; priceType?: string };

function keptItems<T extends { id: string; price?: number; priceType?: string }>(offered: readonly T[], booked: readonly BookedLine[]): T[] {
  const atBookedPrice = offered.map((item) => {
    const line = booked.find((entry) => entry.id === item.id);
    if (!line) return item;
    return { ...item, ...(line.price === undefined ? {} : { price: line.price }), ...(line.priceType === undefined ? {} : { priceType: line.priceType }) };
  });
  const gone = booked.filter((line) => !offered.some((item) => item.id === line.id)).map((line) => withoutQuantity(line) as unknown as T);
  return [...atBookedPrice, ...gone];
}

/**
 * The catalogue the edit page offers (decision 041): what the booking has at the prices it was
 * sold at, kept when the venue has hidden it since; an item it does not have at today's price, as
 * the server's quote prices it.
 */
export function editCatalogue(booking: BookingRecord, offered: EditCatalogue): EditCatalogue {
  return {
    kidsFood: keptItems(offered.kidsFood, booking.kidsFood),
    adultsFood: keptItems(offered.adultsFood, booking.adultsFood),
    addons: keptItems(offered.addons, booking.addons),
  };
}

export interface StoredSelections {
  adultsFood: StoredQuantities;
  addons: StoredQuantities;
}

/** No edit in progress kept in this tab (and what the server sees: session storage is the browser's). */
export const NOTHING_KEPT: StoredSelections = { adultsFood: {}, addons: {} };

function quantitiesOf(items: ReadonlyArray<{ id: string | number; quantity?: number | null }>): StoredQuantities {
  return Object.fromEntries(items.map((item) => [String(item.id), item.quantity && item.quantity > 0 ? item.quantity : 1]));
}

const isEmpty = (quantities: StoredQuantities) => Object.keys(quantities).length === 0;

/** Whether an edit in progress kept any quantities. */
export const keepsAny = (stored: StoredSelections) => !isEmpty(stored.adultsFood) || !isEmpty(stored.addons);

const emptyGuest = (name = ''): Guest => ({ name, email: '', phone: '' });

/**
 * Where an edit starts: the booking's own food, add-ons and guests, except that quantities kept
 * in session storage (an edit in progress in this tab) win. The guest list always starts with the
 * Guest of Honour; the terms box starts ticked; the payment option is the booking's when its
 * status still offers it.
 */
export function initialEditValues(booking: BookingRecord, stored: StoredSelections): EditValues {
  const adultsFood = isEmpty(stored.adultsFood) ? quantitiesOf(booking.adultsFood ?? []) : stored.adultsFood;
  const addons = isEmpty(stored.addons) ? quantitiesOf(booking.addons ?? []) : stored.addons;
  const guests = (booking.guestNames ?? []).map((guest) => ({ ...emptyGuest(), ...guest }) as Guest);
  const child = [booking.childfName, booking.childlName].filter(Boolean).join(' ');
  const hasChoices = (booking.kidsFood ?? []).length > 0 || !isEmpty(adultsFood) || !isEmpty(addons);
  return {
    timing: hasChoices ? 'now' : 'later',
    numberOfKids: booking.numberOfKids,
    kidsFood: booking.kidsFood ?? [],
    adultsFood,
    addons,
    guestNames: guests.length > 0 ? guests : [emptyGuest(child)],
    paymentOption: paymentOptionsFor(booking.status).includes(booking.paymentOption) ? booking.paymentOption : '',
    acceptTerms: true,
  };
}

/** Why the number of kids on screen cannot be saved (beside the field, before Update), if it cannot. */
export function kidsProblem(values: Pick<EditValues, 'numberOfKids'>, booking: Pick<BookingRecord, 'room'>): string | undefined {
  return editKidsProblem(values.numberOfKids, booking.room);
}

function chosenAdultFood(values: EditValues, catalogue: EditCatalogue) {
  return catalogue.adultsFood
    .filter((item) => values.adultsFood[String(item.id)])
    .map((item) => ({ id: item.id, name: item.name, price: item.price, quantity: values.adultsFood[String(item.id)] }));
}

function chosenAddons(values: EditValues, catalogue: EditCatalogue) {
  return catalogue.addons
    .filter((item) => values.addons[String(item.id)])
    .map((item) => ({
      id: item.id,
      name: item.name,
      price: item.price,
      priceType: item.priceType,
      quantity: values.addons[String(item.id)],
    }));
}

/**
 * The price of the edit as it stands, worked out in the page with the edit flow's rules and the
 * booking's coupon terms, as the server works it out (its quote has the last word).
 */
export function quoteEdit(values: EditValues, booking: BookingRecord, catalogue: EditCatalogue): EditBookingQuote {
  return priceEditBooking({
    selectedPackage: booking.selectedPackage,
    numberOfKids: values.numberOfKids,
    adultsFood: chosenAdultFood(values, catalogue),
    addons: chosenAddons(values, catalogue),
    adultFoodPrices: catalogue.adultsFood,
    addonPrices: catalogue.addons,
    guestCount: guestCount(values.guestNames),
    // A percentage coupon is worked out again on the new total; without its terms, the recorded discount stands.
    coupon: booking.couponTerms,
    appliedDiscountAmount: booking.appliedDiscountAmount,
    totalPaid: countedPaid(booking),
    paymentOption: values.paymentOption || 'full',
    // A rebooking fee stays on the bill whatever the edit (decision 052).
    fees: feesTotal(booking.fees),
  });
}

const trimGuest = (guest: Guest): Guest => ({ name: guest.name.trim(), email: guest.email.trim(), phone: guest.phone.trim() });

/** The edit as the API takes it (its quote, and PUT without the terms box): empty guest rows after the Guest of Honour are left out. */
export function toBookingEdit(values: EditValues, booking: BookingRecord, catalogue: EditCatalogue): BookingEditRequest {
  const { numberOfKids } = values;
  const quote = quoteEdit(values, booking, catalogue);
  const guests = values.guestNames.map(trimGuest).filter((guest, index) => index === 0 || guestCount([guest]) > 0);
  return {
    kidsFood: withKidsFoodQuantities(values.kidsFood, numberOfKids).map(({ id, quantity }) => ({ id, quantity })),
    adultsFood: chosenAdultFood(values, catalogue).map(({ id, quantity, price }) => ({ id, quantity, price })),
    addons: chosenAddons(values, catalogue).map(({ id, quantity, price }) => ({ id, quantity, price })),
    guestNames: guests,
    paymentOption: values.paymentOption || 'full',
    totalPrice: quote.total,
    finalPrice: quote.finalPrice,
    numberOfKids,
    appliedDiscountAmount: quote.appliedDiscountAmount,
  };
}

/** The PUT /api/bookings/{id} body of an edit: the edit, its terms accepted (step 2 is not sent until they are). */
export function toBookingUpdate(values: EditValues, booking: BookingRecord, catalogue: EditCatalogue): BookingUpdateRequest {
  return { ...toBookingEdit(values, booking, catalogue), acceptTerms: true };
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The kids of a family's yes not yet on the guest list (no guest has the kid's name), as the guest
 * rows adding them makes: each kid's name with the family's email and phone. None for a can't-come.
 */
export function guestsToAdd(guests: readonly Guest[], answer: Pick<Rsvp, 'coming' | 'kids' | 'email' | 'phone'>): Guest[] {
  if (!answer.coming) return [];
  return answer.kids
    .filter((kid) => !guests.some((guest) => sameText(guest.name, kid.name)))
    .map((kid) => ({ name: kid.name, email: answer.email, phone: answer.phone }));
}

/** What the warning dialog names: no adult food or no add-ons chosen (undefined when both are). */
export function missingExtras(values: Pick<EditValues, 'adultsFood' | 'addons'>): MissingItems | undefined {
  return missingItems(Object.keys(values.adultsFood).length, Object.keys(values.addons).length);
}
