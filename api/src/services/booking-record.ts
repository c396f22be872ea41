import { bookingReference, rsvpByDate, toDollars, type Package } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import type { BookingRow, StoredLine } from '../repositories/bookings-repository';
import { findBooking } from './booking-lookup';

// A stored booking in the shape SPEC.md §3 calls "Booking record (as read)", dollars in JSON.

const line = ({ unitPriceCents, ...rest }: StoredLine) => ({ ...rest, price: toDollars(unitPriceCents) });

export function toBookingRecord(row: BookingRow, pkg: Package, referencePrefix: string) {
  const finalCents = row.final_price_cents;
  return {
    id: row.public_id,
    bookingId: row.public_id,
    reference: bookingReference(row.id, referencePrefix),
    invitationId: row.invitation_id,
    status: row.status,
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
    rsvpDate: rsvpByDate(row.date),
    selectedPackage: pkg,
    kidsFood: row.kids_food,
    adultsFood: row.adults_food.map(line),
    addons: row.addons.map(line),
    guestNames: row.guest_names,
    coupon: row.coupon_code ?? '',
    appliedDiscountAmount: toDollars(row.discount_cents),
    totalPrice: toDollars(row.total_price_cents),
    finalPrice: toDollars(finalCents),
    // What has been paid is derived from the payments table, never stored on the booking.
    totalPaidAmount: toDollars(row.paid_cents),
    depositAmount: toDollars(row.deposit_paid_cents),
    remainingAmount: toDollars(Math.max(0, finalCents - row.paid_cents)),
    contactInfo: { parentName: row.parent_name, email: row.email, phone: row.phone },
    // Money was received that the booking does not owe (see docs/decisions/004-payments.md).
    refundDue: row.refund_due,
  };
}

/** GET /api/bookings/{id}'s answer for the booking with this public id, or 404. */
export async function readBookingRecord(app: FastifyInstance, publicId: string) {
  const row = await findBooking(app, publicId);
  const pkg = await app.repos.catalogue.findPackage(row.package_id);
  if (!pkg) throw new Error(`Booking ${row.id} names a package that no longer exists`);
  return toBookingRecord(row, pkg, app.apiConfig.venue.referencePrefix);
}

export type BookingRecordJson = ReturnType<typeof toBookingRecord>;
