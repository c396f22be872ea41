import { atKeptPackagePrices, billFeeLines, bookingMoney, bookingReference, rebookingFeeLabel, rsvpByDate, toDollars, type BookingRecord, type Package } from '@party/domain';
import { keptPackagePricesOf, type BookingRow, type StoredLine } from '../repositories/booking-row';
import { findBooking } from './booking-lookup';
import type { ServiceDeps } from './service-deps';

// A stored booking in the shape SPEC.md §3 calls "Booking record (as read)", dollars in JSON, with
// what the API adds (docs/api-contract.md): why it is over, its hold, its coupon's terms, and its
// money as the payments recorded it.

const line = ({ unitPriceCents, ...rest }: StoredLine) => ({ ...rest, price: toDollars(unitPriceCents) });

function couponTerms(row: BookingRow): BookingRecord['couponTerms'] {
  if (row.coupon_type === null) return null;
  return {
    type: row.coupon_type,
    amount: (row.coupon_amount_hundredths ?? 0) / 100,
    minCartValue: toDollars(row.coupon_min_cart_value_cents ?? 0),
  };
}

/**
 * The bill's lines beyond the order: each rebooking fee, named by the date the party moved from
 * (decision 052), then the lines of the party's final bill once closed (decision 064).
 */
export const feesOf = (row: Pick<BookingRow, 'fee_lines' | 'final_bill'>): BookingRecord['fees'] => [
  ...row.fee_lines.map((fee) => ({ kind: 'rebooking' as const, label: rebookingFeeLabel(fee.fromDate), amount: toDollars(fee.feeCents), at: new Date(fee.at).toISOString() })),
  ...billFeeLines(row.final_bill).map(({ cents, ...line }) => ({ ...line, amount: toDollars(cents) })),
];

/** A stored booking as its record, read at `now` (its RSVP-by date depends on the day). */
export function toBookingRecord(row: BookingRow, pkg: Package, now: Date, timeZone: string): BookingRecord {
  const finalCents = row.final_price_cents;
  const money = bookingMoney({ status: row.status, finalCents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
  return {
    id: row.public_id,
    bookingId: row.public_id,
    reference: bookingReference(row.id),
    invitationId: row.invitation_id,
    status: row.status,
    canceledReason: row.status === 'canceled' ? row.canceled_reason : null,
    holdExpiresAt: row.hold_expires_at?.toISOString() ?? null,
    paymentOption: row.payment_option,
    childfName: row.child_first_name,
    childlName: row.child_last_name,
    childAge: row.child_age,
    numberOfKids: row.number_of_kids,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    timeSlot: { id: row.time_slot_id, time: row.start_time },
    room: { id: row.room_id, name: row.room_name, maxCapacity: row.room_max_capacity },
    rsvpDate: rsvpByDate(row.date, now, timeZone),
    selectedPackage: pkg,
    kidsFood: row.kids_food,
    adultsFood: row.adults_food.map(line),
    addons: row.addons.map(line),
    guestNames: row.guest_names,
    coupon: row.coupon_code ?? '',
    couponTerms: couponTerms(row),
    droppedCoupon: row.dropped_coupon_code === null ? null : { code: row.dropped_coupon_code, reason: 'used-up' },
    appliedDiscountAmount: toDollars(row.discount_cents),
    totalPrice: toDollars(row.total_price_cents),
    fees: feesOf(row),
    // The venue asked the parent to move it (decision 059): their move is free, their cancellation refunds everything.
    venueAskedToMove: row.status !== 'canceled' && row.venue_asked ? { cause: row.venue_asked.cause, at: new Date(row.venue_asked.at).toISOString() } : null,
    finalPrice: toDollars(finalCents),
    // What has been paid is derived from the payments table, never stored on the booking.
    totalPaidAmount: toDollars(row.received_cents),
    depositAmount: toDollars(row.deposit_paid_cents),
    remainingAmount: toDollars(money.remainingCents),
    // Worked out by the same rule whenever money or the price changed, and stored for the venue.
    amountOwedBack: toDollars(row.refund_due_cents),
    refundDue: row.refund_due_cents > 0,
    contactInfo: { parentName: row.parent_name, email: row.email, phone: row.phone },
    // Set in the transaction that confirmed the booking and queued its email (decision 017).
    confirmationEmailTo: row.confirmation_email_to,
  };
}

/** GET /api/bookings/{id}'s answer for the booking with this public id, or 404. */
export async function readBookingRecord(deps: ServiceDeps, publicId: string): Promise<BookingRecord> {
  const row = await findBooking(deps, publicId);
  const pkg = await deps.repos.catalogue.findAnyPackage(row.package_id);
  if (!pkg) throw new Error(`Booking ${row.id} names a package that no longer exists`);
  return toBookingRecord(row, atKeptPackagePrices(pkg, keptPackagePricesOf(row)), deps.now(), deps.venue.timeZone);
}
