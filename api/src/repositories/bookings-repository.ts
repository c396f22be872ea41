import type { Database, Queryable } from '../db/queryable';
import { SQLSTATE, sqlState } from '../db/sql-errors';
import { newPublicId } from '../ids';
import type { ClosedSession } from './checkout-sessions-repository';
import { createCouponsRepository } from './coupons-repository';
import { createClosuresRepository } from './closures-repository';
import { CentreHiredError, CouponUsedUpError, RoomTakenError, VenueClosedError, violatedConstraint } from './errors';
import { lockCentreDaySql, releaseRanOutHiresSql } from './hire-time';
import { cancelSql } from './booking-kinds';
import { partyRangeSql, releaseRanOutHoldsSql } from './party-time';
import { netSums, paymentSumsSql, type PaymentSumsRow } from './payment-sums';
import { venueAskedSql } from './venue-changes-repository';
import type { BookingEdit, BookingRow, NewBooking } from './booking-row';

// The main booking aggregate: the booking row (its shape: booking-row.ts) and what it has paid
// (derived from payments).

const SELECT_BOOKING = `
  select b.id, b.public_id, b.invitation_id, b.status, b.payment_option, b.child_first_name,
         b.child_last_name, b.child_age, b.number_of_kids, b.package_id, b.package_price_cents,
         b.price_per_child_cents, b.package_min_children, b.room_id,
         r.name as room_name, r.max_capacity as room_max_capacity, b.time_slot_id,
         b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time,
         to_char(upper(b.during), 'HH24:MI') as end_time, b.parent_name, b.email, b.phone, b.address,
         b.kids_food, b.adults_food, b.addons, b.guest_names, b.coupon_id, c.code as coupon_code,
         c.type as coupon_type, c.amount_hundredths as coupon_amount_hundredths,
         c.min_cart_value_cents as coupon_min_cart_value_cents, b.dropped_coupon_code,
         b.total_price_cents, b.discount_cents, b.fees_cents, b.final_price_cents, b.canceled_reason, b.kept_cents,
         coalesce((select json_agg(json_build_object('fromDate', m.from_date::text, 'feeCents', m.fee_cents, 'at', m.moved_at) order by m.id)
                     from booking_moves m where m.booking_id = b.id and m.fee_cents > 0), '[]') as fee_lines,
         b.bill_cents, (select json_build_object('lines', pb.lines, 'closedAt', pb.closed_at) from party_bills pb where pb.booking_id = b.id) as final_bill,
         (select count(*) from booking_moves m where m.booking_id = b.id)::int as moves,
         (select count(*) from booking_moves m where m.booking_id = b.id and not m.for_venue)::int as customer_moves,
         ${venueAskedSql('b')} as venue_asked,
         case when b.status = 'pending' then b.hold_expires_at end as hold_expires_at, b.refund_due_cents, b.confirmation_email_to, b.version, b.created_at,
         coalesce(p.received_cents, 0)::int as received_cents, coalesce(p.paid_cents, 0)::int as paid_cents,
         coalesce(p.deposit_paid_cents, 0)::int as deposit_paid_cents, coalesce(p.refunded_cents, 0)::int as refunded_cents
    from bookings b
    join rooms r on r.id = b.room_id
    left join coupons c on c.id = b.coupon_id
    left join lateral (${paymentSumsSql('booking_id', 'b.id')}) p on true`;

const json = (value: unknown) => JSON.stringify(value);

/** More writes in a repository's transaction, given the booking's internal id (the emails a change causes). */
export type AlsoWrite = (tx: Queryable, id: number) => Promise<void>;

/** The booking `where` picks (over SELECT_BOOKING's aliases), its money net of the refunds made. */
async function findOne(db: Queryable, where: string, value: unknown): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow & PaymentSumsRow>(`${SELECT_BOOKING} where ${where}`, [value]);
  return row && netSums(row);
}

/** The booking with this internal id, read with `db` (a transaction's, to see its own writes). */
export const findBookingById = (db: Queryable, id: number) => findOne(db, 'b.id = $1', id);

/** Notes the address the booking's confirmation was queued to, with `db` (the transaction that queued it). */
export async function recordConfirmationEmailTo(db: Queryable, id: number, address: string): Promise<void> {
  await db.query('update bookings set confirmation_email_to = $2 where id = $1', [id, address]);
}

export function createBookingsRepository(db: Database) {
  return {
    /**
     * Inserts a booking: pending and holding its room until its hold deadline, or confirmed at once
     * when it is free (its coupon's use counted in the same transaction: CouponUsedUpError when
     * none is left). First, in the same transaction, bookings of the room whose hold has run out
     * lose it (canceled: 'room-taken'); the exclusion constraint then refuses an overlap with any
     * booking still holding it (RoomTakenError), whichever process inserted it; a closure of the
     * room or the centre then refuses it (VenueClosedError).
     * `replacesPublicId` names the parent's earlier, unpaid version of this booking: it is
     * canceled first ('replaced', only while nothing has been paid on it), so the two never clash.
     * Answers the checkouts it closed on the way, to be expired at the provider. `alsoWrite` runs in
     * the same transaction once the booking is in (its emails).
     */
    async create(
      booking: NewBooking,
      now: Date,
      replacesPublicId?: string,
      alsoWrite?: AlsoWrite,
    ): Promise<{ id: number; publicId: string; invitationId: string; closedSessions: ClosedSession[] }> {
      try {
        return await db.transaction(async (tx) => {
          // The venue day's lock first (decision 014): bookings of one day take turns, instead of
          // meeting in the exclusion constraints, where rows inserted at once deadlock each other.
          await tx.query(lockCentreDaySql('$1'), [booking.date]);
          const closedSessions: ClosedSession[] = [];
          if (replacesPublicId) {
            const unpaid = `o.public_id = $1 and o.status = 'pending' and not exists (select 1 from payments p where p.booking_id = o.id)`;
            closedSessions.push(...(await tx.query<ClosedSession>(cancelSql('party', unpaid, 'replaced', '$2'), [replacesPublicId, now])));
          }
          const during = partyRangeSql('$2', '$3', '$4');
          const timeParams = [booking.roomId, booking.date, booking.startTime, booking.durationMinutes, now];
          closedSessions.push(...(await tx.query<ClosedSession>(releaseRanOutHoldsSql('$1', during, '$5'), timeParams)));
          // An unpaid after-hours hire whose hold ran out gives way too (it would keep the whole centre).
          closedSessions.push(...(await tx.query<ClosedSession>(releaseRanOutHiresSql(partyRangeSql('$1', '$2', '$3'), '$4'), timeParams.slice(1))));
          // Under the day's lock, which a closure takes too: a closure made meanwhile is seen here.
          if (await createClosuresRepository(tx).isRoomClosed('$1', during, timeParams.slice(0, 4))) throw new VenueClosedError();
          if (booking.status === 'confirmed' && booking.couponId !== null && !(await createCouponsRepository(tx).countUse(booking.couponId))) {
            throw new CouponUsedUpError();
          }
          const [row] = await tx.query<{ id: number; public_id: string; invitation_id: string }>(
            `insert into bookings (public_id, invitation_id, status, payment_option, child_first_name,
               child_last_name, child_age, number_of_kids, package_id, room_id, time_slot_id, event_date,
               during, holds_room, hold_expires_at, parent_name, email, phone, address, kids_food,
               adults_food, addons, guest_names, coupon_id, total_price_cents, discount_cents,
               final_price_cents, created_at, updated_at, package_price_cents, price_per_child_cents, package_min_children)
             values ($1, $2, $28, $3, $4, $5, $6, $7, $8, $9, $10, $11, ${partyRangeSql('$11', '$12', '$13')},
               true, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $27, $29, $30, $31)
             returning id, public_id, invitation_id`,
            [
              newPublicId(), newPublicId(), booking.paymentOption, booking.childFirstName, booking.childLastName,
              booking.childAge, booking.numberOfKids, booking.packageId, booking.roomId, booking.timeSlotId,
              booking.date, booking.startTime, booking.durationMinutes, booking.holdExpiresAt, booking.parentName,
              booking.email, booking.phone, booking.address, json(booking.kidsFood), json(booking.adultsFood),
              json(booking.addons), json(booking.guestNames), booking.couponId, booking.totalCents,
              booking.discountCents, booking.finalCents, now, booking.status, booking.packagePrices.package_price_cents,
              booking.packagePrices.price_per_child_cents, booking.packagePrices.package_min_children,
            ],
          );
          await alsoWrite?.(tx, row.id);
          return { id: row.id, publicId: row.public_id, invitationId: row.invitation_id, closedSessions };
        });
      } catch (error) {
        if (sqlState(error) === SQLSTATE.exclusionViolation) {
          throw violatedConstraint(error) === 'bookings_not_during_hires' ? new CentreHiredError() : new RoomTakenError();
        }
        throw error;
      }
    },

    findByPublicId: (publicId: string) => findOne(db, 'b.public_id = $1', publicId),

    findByInvitationId: (invitationId: string) => findOne(db, 'b.invitation_id = $1', invitationId),

    /**
     * A pending booking whose renewed hold has run out too is over: canceled ('hold-expired') the
     * first time anyone looks at it. Answers the checkouts it closed.
     */
    async closeIfHoldOver(publicId: string, now: Date): Promise<ClosedSession[]> {
      const over = `o.public_id = $1 and o.status = 'pending' and o.hold_renewed and o.hold_expires_at <= $2::timestamptz`;
      return db.query<ClosedSession>(cancelSql('party', over, 'hold-expired', '$2'), [publicId, now]);
    },

    /**
     * A pending booking whose start has passed is over: canceled ('event-passed') once the caller,
     * which read it, saw its start pass (the domain's hasEventStarted). Only while it is still
     * pending: a payment that confirmed it meanwhile wins. Answers the checkouts it closed.
     */
    async closeUnpaidStarted(id: number, now: Date): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(cancelSql('party', `o.id = $1 and o.status = 'pending'`, 'event-passed', '$2'), [id, now]);
    },

    /**
     * Saves an edit made from the booking as read at `version`, and closes the booking's open
     * checkouts (they asked for the old amount). `saved` is false (nothing changed) when someone
     * else changed the booking in between; CouponUsedUpError when the edit confirms a free booking
     * whose coupon has no use left. `alsoWrite` runs in the same transaction once it is saved.
     */
    async saveEdit(id: number, version: number, edit: BookingEdit, now: Date, alsoWrite?: AlsoWrite): Promise<{ saved: boolean; closedSessions: ClosedSession[] }> {
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `update bookings set number_of_kids = $3, payment_option = $4, kids_food = $5, adults_food = $6,
              addons = $7, guest_names = $8, total_price_cents = $9, discount_cents = $10,
              final_price_cents = $11, status = $13, refund_due_cents = $14, version = version + 1, updated_at = $12
            where id = $1 and version = $2 returning id`,
          [
            id, version, edit.numberOfKids, edit.paymentOption, json(edit.kidsFood), json(edit.adultsFood),
            json(edit.addons), json(edit.guestNames), edit.totalCents, edit.discountCents,
            edit.finalCents, now, edit.status, edit.refundDueCents,
          ],
        );
        if (rows.length === 0) return { saved: false, closedSessions: [] };
        if (edit.countCouponId !== null && !(await createCouponsRepository(tx).countUse(edit.countCouponId))) throw new CouponUsedUpError();
        const closedSessions = await tx.query<ClosedSession>(
          `update checkout_sessions set status = 'expired' where booking_id = $1 and status = 'open' returning provider, provider_session_id`,
          [id],
        );
        await alsoWrite?.(tx, id);
        return { saved: true, closedSessions };
      });
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
