import { afterHoursDurationHours } from './after-hours/time-rules';
import type { AfterHoursBooking } from './contract/after-hours-answers';
import type { PaymentOption } from './contract/bookings';
import { formatAud, formatDisplayDate, formatHours, formatTimeRange } from './format';
import { PAYMENT_OPTION_NAMES } from './payment-messages';
import { isPerChildAddon, type PartyOrder } from './order';

// What an edit changed, one sentence per field, for a party and an after-hours hire alike: each
// kind says what it holds as labelled facts and items, and one rule compares them (decision 034).

/** A fact of a booking as its change list names it: 'Date', 'Fri, June 20th, 2031'. */
export interface ComparedFact {
  label: string;
  value: string;
  /** Free text (the customer's notes): said to be added, changed or removed; the email shows it whole. */
  freeText?: boolean;
}

/** Something ordered, with the quantity that is the customer's choice (none where it follows the number of kids). */
export interface ComparedItem {
  key: string;
  name: string;
  quantity?: number;
}

/** A booking as its change list compares it, in the order the changes are told. */
export interface ComparableBooking {
  /** What the event is: its date, times and guests. */
  event: readonly ComparedFact[];
  /** What is ordered. */
  items: readonly ComparedItem[];
  /** What is arranged around it: the customer's notes and details, how it is paid, its price. */
  terms: readonly ComparedFact[];
}

const withQuantity = (item: ComparedItem) => (item.quantity === undefined ? item.name : `${item.name} × ${item.quantity}`);

function factChanges(before: readonly ComparedFact[], after: readonly ComparedFact[]): string[] {
  const was = new Map(before.map((fact) => [fact.label, fact.value]));
  return after.flatMap(({ label, value, freeText }) => {
    const old = was.get(label) ?? '';
    if (old === value) return [];
    if (freeText) return [`${label} ${old === '' ? 'added' : value === '' ? 'removed' : 'changed'}.`];
    return [`${label}: ${old || 'none'} → ${value || 'none'}.`];
  });
}

function itemChanges(before: readonly ComparedItem[], after: readonly ComparedItem[]): string[] {
  const was = new Map(before.map((item) => [item.key, item]));
  const now = new Set(after.map((item) => item.key));
  return [
    ...after.flatMap((item) => {
      const old = was.get(item.key);
      if (!old) return [`Added ${withQuantity(item)}.`];
      return old.quantity === item.quantity ? [] : [`${item.name}: ${old.quantity ?? 1} → ${item.quantity ?? 1}.`];
    }),
    ...before.filter((item) => !now.has(item.key)).map((item) => `Removed ${item.name}.`),
  ];
}

/**
 * What an edit changed, one sentence each, in the booking's order: 'Date: Fri, June 20th, 2031 →
 * Sat, June 21st, 2031.', 'Added Face Painting × 1.', 'Sandwich Platter: 1 → 2.', 'Removed Fairy
 * Bread.', 'Notes changed.', 'Price: $560.00 → $625.00.' Empty when nothing changed.
 */
export function bookingChanges(before: ComparableBooking, after: ComparableBooking): string[] {
  return [...factChanges(before.event, after.event), ...itemChanges(before.items, after.items), ...factChanges(before.terms, after.terms)];
}

const paymentOptionFact = (option: PaymentOption): ComparedFact => ({ label: 'Payment option', value: PAYMENT_OPTION_NAMES[option] });
const priceFact = (price: number): ComparedFact => ({ label: 'Price', value: formatAud(price) });

/** A party as an edit may change it: its kids, order, payment option and final price. */
export interface PartyChangeInput {
  order: PartyOrder;
  paymentOption: PaymentOption;
  finalPrice: number;
}

/** Kids' food portions and per-child add-ons follow the number of kids, so only that change is told for them. */
export function partyComparable({ order, paymentOption, finalPrice }: PartyChangeInput): ComparableBooking {
  return {
    event: [{ label: 'Number of kids', value: String(order.numberOfKids) }],
    items: [
      ...order.kidsFood.map((item) => ({ key: `kids-${item.id}`, name: item.name })),
      ...order.adultsFood.map((item) => ({ key: `food-${item.id}`, name: item.name, quantity: item.quantity })),
      ...order.addons.map((item) => ({ key: `addon-${item.id}`, name: item.name, ...(isPerChildAddon(item) ? {} : { quantity: item.quantity }) })),
    ],
    terms: [paymentOptionFact(paymentOption), priceFact(finalPrice)],
  };
}

/** An after-hours hire as an edit may change it: everything the form holds, and its total. */
export type AfterHoursChangeInput = Pick<
  AfterHoursBooking,
  'date' | 'startTime' | 'endTime' | 'expectedKids' | 'expectedAdults' | 'notes' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'address' | 'paymentOption'
> & {
  addons: ReadonlyArray<{ id: string; name: string; quantity: number }>;
  total: number;
};

export function afterHoursComparable(hire: AfterHoursChangeInput): ComparableBooking {
  return {
    event: [
      { label: 'Date', value: formatDisplayDate(hire.date) },
      { label: 'Time', value: formatTimeRange(hire.startTime, hire.endTime) },
      { label: 'Duration', value: formatHours(afterHoursDurationHours(hire.startTime, hire.endTime)) },
      { label: 'Expected kids', value: String(hire.expectedKids) },
      { label: 'Expected adults', value: String(hire.expectedAdults) },
    ],
    items: hire.addons.map((addon) => ({ key: `addon-${addon.id}`, name: addon.name, quantity: addon.quantity })),
    terms: [
      { label: 'Notes', value: hire.notes.trim(), freeText: true },
      { label: 'Name', value: `${hire.firstName} ${hire.lastName}`.trim() },
      { label: 'Email', value: hire.email },
      { label: 'Mobile', value: hire.mobile },
      { label: 'Address', value: hire.address },
      paymentOptionFact(hire.paymentOption),
      priceFact(hire.total),
    ],
  };
}
