// The plain shapes of SPEC.md §3 that every rule and the contract use: dates, times, ids, a coupon.
// This file imports nothing, so anything in the domain can use it without a loop. What the browser
// and the API exchange is defined once, as the contract's schemas (./contract/), and its types come
// from there; shapes built on them live beside their rules (the wizard's draft in booking-draft.ts,
// a chosen item in selections.ts). Money fields are dollars as plain numbers.

/** A calendar date written yyyy-MM-dd, in the venue's time zone. */
export type IsoDate = string;
/** A 24-hour wall-clock time written HH:mm, in the venue's time zone. */
export type ClockTime = string;
/** Catalogue ids as a request may name them: the API's are text; a number is accepted too. */
export type Id = string | number;
/** Item id -> quantity, as kept in the browser's session storage. */
export type StoredQuantities = Readonly<Record<string, number>>;

export type CouponType = 'fixed' | 'percentage';

/** A coupon as the venue keeps it (SPEC.md §3 "Coupon list"); codes are never published. */
export interface Coupon {
  code: string;
  type: CouponType;
  /** Dollars for fixed coupons, percent of the total for percentage coupons. */
  amount: number;
  /** First and last valid days, inclusive. */
  validFrom: IsoDate;
  validTo: IsoDate;
  usedCount: number;
  maxUsage: number;
  minCartValue: number;
}
