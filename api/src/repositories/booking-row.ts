import type { BookingStatus, CanceledReason, ClosedBill, CouponType, Guest, KeptPackagePrices as DomainKeptPackagePrices, PaymentOption } from '@party/domain';
import type { VenueAsked } from './venue-changes-repository';

// A party booking as stored: its row as bookings-repository.ts reads it, and the shapes of the
// columns it keeps (its food and add-on lines, its guests, the package prices it was sold at).

/** A kids' food item as held in a booking (complimentary: no price). */
export interface StoredKidsFood {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  maxChildComplementory: number;
  quantity: number;
}

/** An adult food item or add-on as priced by the server when the booking was last saved. */
export interface StoredLine {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  quantity: number;
  unitPriceCents: number;
  priceType?: string;
}

/** A guest on the booking's list, as the contract answers it. */
export type StoredGuest = Guest;

/** What a booking holds that an edit can change. */
export interface BookingSelections {
  numberOfKids: number;
  paymentOption: PaymentOption;
  kidsFood: StoredKidsFood[];
  adultsFood: StoredLine[];
  addons: StoredLine[];
  guestNames: StoredGuest[];
  totalCents: number;
  discountCents: number;
  finalCents: number;
}

/** An edit as saved: its selections, and what follows from them for the booking's money. */
export interface BookingEdit extends BookingSelections {
  /** Confirmed when an edit brings a pending booking's price to $0. */
  status: BookingStatus;
  /** What the venue owes back once the edit is saved. */
  refundDueCents: number;
  /** A coupon whose use is counted now (the edit confirms a free booking): refused when used up. */
  countCouponId: number | null;
}

/** A party's package prices as it was sold (decision 041): its edits, page and money use these, never the catalogue's of the day. */
export interface KeptPackagePrices {
  package_price_cents: number;
  price_per_child_cents: number;
  package_min_children: number;
}

/** The package prices a party keeps, as the domain's rule (kept-prices.ts) reads them. */
export const keptPackagePricesOf = (row: KeptPackagePrices): DomainKeptPackagePrices => ({
  packagePriceCents: row.package_price_cents,
  pricePerChildCents: row.price_per_child_cents,
  minChildren: row.package_min_children,
});

export interface NewBooking extends BookingSelections {
  /** Pending (holding its room until holdExpiresAt), or confirmed at once when its price is $0. */
  status: 'pending' | 'confirmed';
  childFirstName: string;
  childLastName: string;
  childAge: number;
  packageId: string;
  /** The package's prices it is sold at, kept for good (decision 041). */
  packagePrices: KeptPackagePrices;
  roomId: string;
  timeSlotId: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  holdExpiresAt: Date | null;
  parentName: string;
  email: string;
  phone: string;
  address: string;
  couponId: number | null;
}

export interface BookingRow {
  id: number;
  public_id: string;
  invitation_id: string;
  status: BookingStatus;
  payment_option: PaymentOption;
  child_first_name: string;
  child_last_name: string;
  child_age: number;
  number_of_kids: number;
  package_id: string;
  package_price_cents: number;
  price_per_child_cents: number;
  package_min_children: number;
  room_id: string;
  room_name: string;
  room_max_capacity: number;
  time_slot_id: string;
  date: string;
  start_time: string;
  end_time: string;
  parent_name: string;
  email: string;
  phone: string;
  address: string;
  kids_food: StoredKidsFood[];
  adults_food: StoredLine[];
  addons: StoredLine[];
  guest_names: StoredGuest[];
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_type: CouponType | null;
  coupon_amount_hundredths: number | null;
  coupon_min_cart_value_cents: number | null;
  dropped_coupon_code: string | null;
  total_price_cents: number;
  discount_cents: number;
  /** The bill's fees beyond the order (rebooking fees, decision 052): final = total - discount + fees. */
  fees_cents: number;
  /** Each fee as charged, oldest first: the move that charged it (the date it moved from). */
  fee_lines: Array<{ fromDate: string; feeCents: number; at: string }>;
  /** What the party's final bill charges, in the final price (decision 064). */
  bill_cents: number;
  /** The party's final bill once closed at the counter, its lines as closed (any waived); null before. */
  final_bill: ClosedBill | null;
  /** How many times the party has been moved. */
  moves: number;
  /** How many of those moves were the customer's own: not the venue's, nor made because it asked (decision 059). */
  customer_moves: number;
  /** The venue asked the parent to move the party (a closure, or the hours), until it moves (decision 059). */
  venue_asked: VenueAsked | null;
  final_price_cents: number;
  canceled_reason: CanceledReason | null;
  /** What the venue keeps of what was paid, once canceled (decision 052). */
  kept_cents: number;
  hold_expires_at: Date | null;
  /** Everything received; what of it counts toward the booking; the deposit that counts: all net of refunds made. */
  received_cents: number;
  paid_cents: number;
  deposit_paid_cents: number;
  refund_due_cents: number;
  /** Where the confirmation email was queued to; null until one was. */
  confirmation_email_to: string | null;
  version: number;
  created_at: Date;
}
