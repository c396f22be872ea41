import type { BookingStatus, PaymentOption } from '@party/domain';
import { SQLSTATE, sqlState, type Database } from '../db/database';
import { newPublicId } from '../ids';
import { RoomTakenError } from './errors';
import { partyRangeSql, releaseRanOutHoldsSql } from './party-time';

// The main booking aggregate: the booking row and what it has paid (derived from payments).

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

export interface StoredGuest {
  name: string;
  email: string;
  phone: string;
}

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

export interface NewBooking extends BookingSelections {
  childFirstName: string;
  childLastName: string;
  childAge: number;
  packageId: string;
  roomId: string;
  timeSlotId: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  holdExpiresAt: Date;
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
  total_price_cents: number;
  discount_cents: number;
  final_price_cents: number;
  paid_cents: number;
  deposit_paid_cents: number;
  refund_due: boolean;
  version: number;
}

const SELECT_BOOKING = `
  select b.id, b.public_id, b.invitation_id, b.status, b.payment_option, b.child_first_name,
         b.child_last_name, b.child_age, b.number_of_kids, b.package_id, b.room_id,
         r.name as room_name, r.max_capacity as room_max_capacity, b.time_slot_id,
         b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time,
         to_char(upper(b.during), 'HH24:MI') as end_time, b.parent_name, b.email, b.phone, b.address,
         b.kids_food, b.adults_food, b.addons, b.guest_names, b.coupon_id, c.code as coupon_code,
         b.total_price_cents, b.discount_cents, b.final_price_cents, b.refund_due, b.version,
         coalesce(p.paid_cents, 0)::int as paid_cents, coalesce(p.deposit_paid_cents, 0)::int as deposit_paid_cents
    from bookings b
    join rooms r on r.id = b.room_id
    left join coupons c on c.id = b.coupon_id
    left join lateral (
      select sum(amount_cents) as paid_cents, sum(amount_cents) filter (where kind = 'deposit') as deposit_paid_cents
        from payments where booking_id = b.id
    ) p on true`;

const json = (value: unknown) => JSON.stringify(value);

export function createBookingsRepository(db: Database) {
  return {
    /**
     * Inserts a pending booking holding its room. In the same transaction, pending bookings whose
     * hold has expired stop holding the room first; the database's exclusion constraint then
     * refuses an overlap with any booking still holding it (RoomTakenError), whichever process
     * inserted it.
     * `replacesPublicId` names the parent's earlier, unpaid version of this booking: it is
     * canceled first (only while nothing has been paid on it), so the two never clash.
     */
    async create(
      booking: NewBooking,
      now: Date,
      replacesPublicId?: string,
    ): Promise<{ id: number; publicId: string; invitationId: string }> {
      try {
        return await db.transaction(async (tx) => {
          if (replacesPublicId) {
            await tx.query(
              `with replaced as (
                 update bookings b set status = 'canceled', holds_room = false, version = version + 1, updated_at = $2
                  where b.public_id = $1 and b.status = 'pending'
                    and not exists (select 1 from payments p where p.booking_id = b.id)
                  returning b.id)
               update checkout_sessions set status = 'expired'
                where booking_id in (select id from replaced) and status = 'open'`,
              [replacesPublicId, now],
            );
          }
          await tx.query(releaseRanOutHoldsSql('$1', partyRangeSql('$2', '$3', '$4'), '$5'), [
            booking.roomId,
            booking.date,
            booking.startTime,
            booking.durationMinutes,
            now,
          ]);
          const [row] = await tx.query<{ id: number; public_id: string; invitation_id: string }>(
            `insert into bookings (public_id, invitation_id, status, payment_option, child_first_name,
               child_last_name, child_age, number_of_kids, package_id, room_id, time_slot_id, event_date,
               during, holds_room, hold_expires_at, parent_name, email, phone, address, kids_food,
               adults_food, addons, guest_names, coupon_id, total_price_cents, discount_cents,
               final_price_cents, created_at, updated_at)
             values ($1, $2, 'pending', $3, $4, $5, $6, $7, $8, $9, $10, $11, ${partyRangeSql('$11', '$12', '$13')},
               true, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $27)
             returning id, public_id, invitation_id`,
            [
              newPublicId(), newPublicId(), booking.paymentOption, booking.childFirstName, booking.childLastName,
              booking.childAge, booking.numberOfKids, booking.packageId, booking.roomId, booking.timeSlotId,
              booking.date, booking.startTime, booking.durationMinutes, booking.holdExpiresAt, booking.parentName,
              booking.email, booking.phone, booking.address, json(booking.kidsFood), json(booking.adultsFood),
              json(booking.addons), json(booking.guestNames), booking.couponId, booking.totalCents,
              booking.discountCents, booking.finalCents, now,
            ],
          );
          return { id: row.id, publicId: row.public_id, invitationId: row.invitation_id };
        });
      } catch (error) {
        if (sqlState(error) === SQLSTATE.exclusionViolation) throw new RoomTakenError();
        throw error;
      }
    },

    async findByPublicId(publicId: string): Promise<BookingRow | undefined> {
      const [row] = await db.query<BookingRow>(`${SELECT_BOOKING} where b.public_id = $1`, [publicId]);
      return row;
    },

    async findByInvitationId(invitationId: string): Promise<BookingRow | undefined> {
      const [row] = await db.query<BookingRow>(`${SELECT_BOOKING} where b.invitation_id = $1`, [invitationId]);
      return row;
    },

    /**
     * Saves an edit made from the booking as read at `version`; false (nothing saved) when someone
     * else changed the booking in between.
     */
    async updateSelections(id: number, version: number, changes: BookingSelections, now: Date): Promise<boolean> {
      const rows = await db.query(
        `update bookings set number_of_kids = $3, payment_option = $4, kids_food = $5, adults_food = $6,
            addons = $7, guest_names = $8, total_price_cents = $9, discount_cents = $10,
            final_price_cents = $11, version = version + 1, updated_at = $12
          where id = $1 and version = $2 returning id`,
        [
          id, version, changes.numberOfKids, changes.paymentOption, json(changes.kidsFood), json(changes.adultsFood),
          json(changes.addons), json(changes.guestNames), changes.totalCents, changes.discountCents,
          changes.finalCents, now,
        ],
      );
      return rows.length > 0;
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
