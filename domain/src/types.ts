// Entities of SPEC.md §3. Field names follow the spec's payloads exactly (including its spellings
// `childfName`, `complementoryMenu` and `maxChildComplementory`), because the browser and the API
// exchange these objects as they are. Money fields are dollars as plain numbers.

/** A calendar date written yyyy-MM-dd, in the venue's time zone. */
export type IsoDate = string;
/** A 24-hour wall-clock time written HH:mm, in the venue's time zone. */
export type ClockTime = string;
/** Catalogue and booking ids: the API chooses numbers or strings. */
export type Id = string | number;
/** Item id -> quantity, as kept in the browser's session storage. */
export type StoredQuantities = Readonly<Record<string, number>>;

export type BookingStatus = 'pending' | 'confirmed' | 'canceled';
/**
 * Why a booking was canceled: its room was taken after its hold ran out, its hold ran out for good
 * (after its one renewal), or the parent replaced it with a newer booking from the same draft.
 */
export type CanceledReason = 'room-taken' | 'hold-expired' | 'replaced';
/** The main flow offers deposit and full; the edit flow adds later ('Pay on Event Day'). */
export type PaymentOption = 'deposit' | 'full' | 'later';
export type MainPaymentOption = Exclude<PaymentOption, 'later'>;

export interface TimeSlot {
  id: Id;
  time: ClockTime;
  isAvailable: boolean;
}

export interface Room {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
  maxCapacity: number;
  availability: { availableByDefault: boolean };
}

export interface Package {
  id: Id;
  name: string;
  description: string;
  /** Covers `minChildren` kids. */
  pricePackage: number;
  /** Defaults to 8 when absent. */
  minChildren?: number | null;
  /** Per child beyond `minChildren`. */
  pricePerChild: number;
  inclusions: string[];
  /** How many kids' food items are free. */
  complementoryMenu: number;
  /** In hours. */
  duration: number;
}

export interface KidsFoodItem {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
  /** One portion serves this many kids; defaults to 1. */
  maxChildComplementory?: number | null;
}

export interface SelectedKidsFood extends KidsFoodItem {
  quantity: number;
}

export interface AdultFoodItem {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
  price: number;
}

/** An adult food item as held in a booking: only the id is certain. */
export interface AdultFoodSelection extends Partial<Omit<AdultFoodItem, 'id'>> {
  id: Id;
  quantity?: number | null;
}

/** `per_child` add-ons cost their price per kid; any other price type costs per unit. */
export type AddonPriceType = 'per_child' | (string & {});

export interface Addon {
  id: Id;
  name: string;
  description: string;
  imageUrl: string;
  price: number;
  priceType: AddonPriceType;
}

/** An add-on as held in a booking: only the id is certain. */
export interface AddonSelection extends Partial<Omit<Addon, 'id'>> {
  id: Id;
  quantity?: number | null;
}

export type CouponType = 'fixed' | 'percentage';

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

export interface ContactInfo {
  parentName: string;
  email: string;
  phone: string;
  address: string;
}

export interface GuestName {
  name: string;
}

export interface Guest {
  name: string;
  email: string;
  phone: string;
}

export interface InvitationGuest extends Guest {
  kidsNames: string;
  allergies: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
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

/**
 * A party booking as the API reads it back (GET /api/bookings/{id}, GET /api/bookings/session/{sessionId}):
 * the spec's record plus what the API adds (docs/api-contract.md). Money is what the payments
 * recorded: `totalPaidAmount` is all received, `depositAmount` the deposit that counts,
 * `remainingAmount` what is still owed (0 once canceled), `amountOwedBack` what the venue must
 * refund (`refundDue` when above 0).
 */
export interface BookingRecord {
  id: Id;
  bookingId: Id;
  /** Shown to people: the venue's prefix + (1000 + internal number + 1). */
  reference: string;
  /** The invitation page's own id: it reads only what a guest needs. */
  invitationId: string;
  status: BookingStatus;
  /** Null unless the booking is canceled (or when it was canceled before the reason was recorded). */
  canceledReason: CanceledReason | null;
  /** ISO 8601: when an unpaid booking stops holding its room; null once paid, free or canceled. */
  holdExpiresAt: string | null;
  paymentOption: PaymentOption;
  childfName: string;
  childlName: string;
  childAge: number;
  numberOfKids: number;
  date: IsoDate;
  startTime: ClockTime;
  endTime: ClockTime;
  timeSlot: { id: Id; time: ClockTime };
  room: { id: Id; name: string; maxCapacity: number };
  rsvpDate: IsoDate;
  selectedPackage: Package;
  kidsFood: SelectedKidsFood[];
  adultsFood: AdultFoodSelection[];
  addons: AddonSelection[];
  guestNames: Array<Partial<Guest>>;
  coupon: string;
  /** The terms of the coupon on the booking (null without one), for pricing an edit as the server does. */
  couponTerms: CouponTerms | null;
  /** A coupon taken off at the first payment because it ran out meanwhile (null otherwise). */
  droppedCoupon: DroppedCoupon | null;
  appliedDiscountAmount: number;
  totalPrice: number;
  finalPrice: number;
  totalPaidAmount: number;
  depositAmount: number;
  remainingAmount: number;
  amountOwedBack: number;
  refundDue: boolean;
  /** The address the booking's confirmation email was queued to; null until it is confirmed and the email queued. */
  confirmationEmailTo: string | null;
  contactInfo: Pick<ContactInfo, 'parentName' | 'email' | 'phone'>;
}

/** GET /api/food-items: the kids' food and the adult food lists. */
export interface FoodItems {
  kidsFood: KidsFoodItem[];
  adultsFood: AdultFoodItem[];
}

/** A hosted checkout the browser is sent to (every create-dynamic-checkout-session call). */
export interface CheckoutSession {
  url: string;
}

/**
 * POST /api/booking-initiate's answer; one without bookingId is a failure. A booking that costs $0
 * (a 100 % coupon) comes back `confirmed`: it needs no checkout.
 */
export interface BookingInitiated {
  bookingId?: string;
  status?: BookingStatus;
}

/**
 * PUT /api/bookings/{id}'s answer: the edit as saved, with the same figures as its quote (what is
 * due now, what remains, what is owed back); one without bookingId is a failure.
 */
export interface BookingUpdated extends Partial<EditQuote> {
  bookingId?: Id;
  status: BookingStatus;
  paymentOption: PaymentOption;
}

/** POST /api/coupon/validate's answer: the discount on the cart's total, or the spec's reason why not. */
export type CouponCheckResult =
  | { valid: true; message: string; code: string; type: CouponType; amount: number; discount: number; totalPrice: number }
  | { valid: false; message: string };

/** One guest's answer to a booking's invitation, as the parent reads it (GET /api/bookings/{id}/rsvps). */
export interface Rsvp extends InvitationGuest {
  rsvpId: number;
  respondedAt: string;
}

/** A coupon's rule as the edit page prices with it (its code is the record's `coupon`). */
export interface CouponTerms {
  type: CouponType;
  amount: number;
  minCartValue: number;
}

/** A coupon taken off a booking at its first payment, and why ('used-up': another booking took its last use). */
export interface DroppedCoupon {
  code: string;
  reason: 'used-up';
}

/** POST /api/bookings/{id}/quote: what PUT /api/bookings/{id} would save and charge for the same body. */
export interface EditQuote {
  /** Counted by the server from the guest list. */
  numberOfKids: number;
  totalPrice: number;
  appliedDiscountAmount: number;
  finalPrice: number;
  totalPaidAmount: number;
  remainingAmount: number;
  amountOwedBack: number;
  /** What the chosen payment option pays now (0 for 'later'). */
  amountDueNow: number;
}

export type AfterHoursAddonType = 'quantity' | 'selectable';

export interface AfterHoursAddon {
  id: Id;
  name: string;
  price: number;
  type: AfterHoursAddonType;
  /** Quantity runs 0 to this (1 for a selectable add-on). */
  maxQuantity: number;
}

export interface AfterHoursAddonSelection {
  id: Id;
  name?: string;
  quantity: number;
  price?: number;
}

export interface AfterHoursPricing {
  basePrice: number;
  addonCosts: number;
  guestFee: number;
  additionalDurationCost: number;
  subtotal: number;
  gst: number;
  total: number;
  deposit: number;
}

export interface AfterHoursBooking {
  date: IsoDate;
  startTime: ClockTime;
  endTime: ClockTime;
  /** In hours. */
  duration: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  notes: string;
  expectedKids: number;
  expectedAdults: number;
  addons: AfterHoursAddonSelection[];
  selectedPackage: Package | null;
  paymentOption: MainPaymentOption;
  uniqueBookingId: string;
  pricing: AfterHoursPricing;
  status: BookingStatus;
  createdDate: string;
  updatedDate: string;
}

/** An after-hours booking as the API answers it, with its money as recorded (see BookingRecord). */
export interface AfterHoursBookingDetails extends AfterHoursBooking {
  reference: string;
  totalPaidAmount: number;
  /** The deposit actually paid; `pricing.deposit` keeps it too once paid. */
  depositAmount: number;
  remainingAmount: number;
  amountOwedBack: number;
  refundDue: boolean;
}
