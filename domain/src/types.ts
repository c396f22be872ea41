// Shapes of SPEC.md §3 that are not the API's: the wizard's draft and the rules' own inputs. What
// the browser and the API exchange is defined once, as the contract's schemas (./contract/), and
// its types come from there. Field names follow the spec's payloads exactly (including its
// spellings `childfName`, `complementoryMenu` and `maxChildComplementory`). Money fields are
// dollars as plain numbers.

import type { Addon, AdultFoodItem, Package, Room, TimeSlot } from './contract/catalogue';
import type { ContactInfo, MainPaymentOption } from './contract/bookings';
import type { SelectedKidsFood } from './contract/booking-answers';

/** A calendar date written yyyy-MM-dd, in the venue's time zone. */
export type IsoDate = string;
/** A 24-hour wall-clock time written HH:mm, in the venue's time zone. */
export type ClockTime = string;
/** Catalogue ids as a request may name them: the API's are text; a number is accepted too. */
export type Id = string | number;
/** Item id -> quantity, as kept in the browser's session storage. */
export type StoredQuantities = Readonly<Record<string, number>>;

/** An adult food item as chosen in a draft or held in a booking: only the id is certain. */
export interface AdultFoodSelection extends Partial<Omit<AdultFoodItem, 'id'>> {
  id: Id;
  quantity?: number | null;
}

/** `per_child` add-ons cost their price per kid; any other price type costs per unit. */
export type AddonPriceType = 'per_child' | (string & {});

/** An add-on as chosen in a draft or held in a booking: only the id is certain. */
export interface AddonSelection extends Partial<Omit<Addon, 'id' | 'priceType'>> {
  id: Id;
  priceType?: AddonPriceType;
  quantity?: number | null;
}

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

export interface GuestName {
  name: string;
}

/** The booking held in the browser during the main wizard. */
export interface BookingDraft {
  childfName: string;
  childlName: string;
  /** 1-11 once chosen; 0 before. */
  childAge: number;
  numberOfKids: number;
  date: IsoDate;
  timeSlot: TimeSlot | null;
  room: Room | null;
  selectedPackage: Package | null;
  kidsFood: SelectedKidsFood[];
  adultsFood: AdultFoodSelection[];
  addons: AddonSelection[];
  contactInfo: ContactInfo;
  guestNames: GuestName[];
  paymentOption: MainPaymentOption;
  coupon: string;
  totalPrice: number;
  finalPrice: number;
  appliedDiscountAmount: number;
}
