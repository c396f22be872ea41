import type { Database, Queryable } from '../db/queryable';
import { SQLSTATE, sqlState } from '../db/sql-errors';
import { idOf, KIND_TABLES, kindOf, type BookingRef } from './booking-kinds';
import type { ClosedSession } from './checkout-sessions-repository';
import { createClosuresRepository } from './closures-repository';
import { CentreHiredError, RoomTakenError, VenueClosedError, violatedConstraint } from './errors';
import { lockCentreDaySql, releaseRanOutHiresSql } from './hire-time';
import { partyRangeSql, releaseRanOutHoldsSql } from './party-time';

// Moves and cancellations of bookings (decision 052): a party's change of slot under the same
// locks and constraints as a new booking (the room's exclusion constraint decides races), the
// record of every move, and a cancellation under the venue's terms.

/** Where a booking is, or goes: venue date, wall-clock times and the room (a hire's: the centre). */
export interface Place {
  date: string;
  startTime: string;
  endTime: string;
  room: string;
}

/** A move as recorded in booking_moves. */
export interface MoveRecord {
  from: Place;
  to: Place;
  feeCents: number;
  movedBy: 'customer' | 'staff' | 'venue';
  /** Made because the venue asked for it, or by the venue itself: not one of the customer's changes (decision 059). */
  forVenue: boolean;
  staffId: number | null;
}

/** A party's new slot: its room and time slot, and its length. */
export interface PartySlot {
  date: string;
  startTime: string;
  minutes: number;
  roomId: string;
  timeSlotId: string;
}

/** The booking's version moved on: the move's transaction is rolled back. */
export class ChangedMeanwhileError extends Error {
  constructor() {
    super('The booking changed meanwhile');
    this.name = 'ChangedMeanwhileError';
  }
}

/** Records a move in the transaction that made it. */
export async function recordMove(tx: Queryable, ref: BookingRef, move: MoveRecord, now: Date): Promise<void> {
  await tx.query(
    `insert into booking_moves (${KIND_TABLES[kindOf(ref)].column}, from_date, from_start, from_end, from_room, to_date, to_start, to_end, to_room,
       fee_cents, moved_by, staff_id, moved_at, for_venue)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      idOf(ref), move.from.date, move.from.startTime, move.from.endTime, move.from.room, move.to.date, move.to.startTime, move.to.endTime,
      move.to.room, move.feeCents, move.movedBy, move.staffId, now, move.forVenue,
    ],
  );
}

/** Closes the booking's open checkouts (they asked for amounts of the booking before the change); answers them. */
export async function closeOpenCheckouts(tx: Queryable, ref: BookingRef): Promise<ClosedSession[]> {
  return tx.query<ClosedSession>(
    `update checkout_sessions set status = 'expired' where ${KIND_TABLES[kindOf(ref)].column} = $1 and status = 'open'
     returning provider, provider_session_id`,
    [idOf(ref)],
  );
}

export function createMovesRepository(db: Database) {
  return {
    /**
     * Moves the party read at `version` to `slot`, adding `feeCents` to its bill and storing what is
     * then owed back, in one transaction: the new day's lock first (bookings of one day take
     * turns, as new ones do), bookings whose hold ran out over the new time lose it, a closure of
     * the room or the centre refuses it (VenueClosedError), and the exclusion constraints refuse a
     * room still held (RoomTakenError) or a hire (CentreHiredError): the old slot is free the moment
     * this commits. ChangedMeanwhileError when the booking changed since it was read. `alsoWrite`
     * runs in the same transaction once it is moved (its record, emails and audit entry).
     */
    async moveParty(
      id: number,
      version: number,
      slot: PartySlot,
      money: { feeCents: number; refundDueCents: number },
      now: Date,
      alsoWrite: (tx: Queryable) => Promise<void>,
    ): Promise<ClosedSession[]> {
      try {
        return await db.transaction(async (tx) => {
          await tx.query(lockCentreDaySql('$1'), [slot.date]);
          const during = partyRangeSql('$2', '$3', '$4');
          const params = [slot.roomId, slot.date, slot.startTime, slot.minutes, now, id];
          const closed = [
            ...(await tx.query<ClosedSession>(releaseRanOutHoldsSql('$1', during, '$5', '$6'), params)),
            ...(await tx.query<ClosedSession>(releaseRanOutHiresSql(partyRangeSql('$1', '$2', '$3'), '$4'), params.slice(1, 5))),
          ];
          if (await createClosuresRepository(tx).isRoomClosed('$1', during, params.slice(0, 4))) throw new VenueClosedError();
          const rows = await tx.query(
            `update bookings set room_id = $3, time_slot_id = $4, event_date = $5::date, during = ${partyRangeSql('$5', '$6', '$7')},
                    holds_room = true, fees_cents = fees_cents + $8, final_price_cents = final_price_cents + $8, refund_due_cents = $9,
                    version = version + 1, updated_at = $10
              where id = $1 and version = $2 and status in ('pending', 'confirmed') returning id`,
            [id, version, slot.roomId, slot.timeSlotId, slot.date, slot.startTime, slot.minutes, money.feeCents, money.refundDueCents, now],
          );
          if (rows.length === 0) throw new ChangedMeanwhileError();
          closed.push(...(await closeOpenCheckouts(tx, { bookingId: id })));
          await alsoWrite(tx);
          return closed;
        });
      } catch (error) {
        if (sqlState(error) === SQLSTATE.exclusionViolation) {
          throw violatedConstraint(error) === 'bookings_not_during_hires' ? new CentreHiredError() : new RoomTakenError();
        }
        throw error;
      }
    },

    /**
     * Cancels the booking read at `version` (a party gives up its room), keeping `keptCents` of
     * what was paid and storing what is then owed back, in one transaction with `alsoWrite` (its
     * emails and audit entry); its open checkouts are closed and answered. ChangedMeanwhileError
     * when it changed since it was read, or is canceled already.
     */
    async cancel(
      ref: BookingRef,
      version: number,
      change: { reason: 'customer-canceled' | 'venue-canceled'; keptCents: number; refundDueCents: number },
      now: Date,
      alsoWrite: (tx: Queryable) => Promise<void>,
    ): Promise<ClosedSession[]> {
      return db.transaction(async (tx) => {
        const { table, cancelAlso } = KIND_TABLES[kindOf(ref)];
        const rows = await tx.query(
          `update ${table} set status = 'canceled', canceled_reason = $3${cancelAlso}, kept_cents = $4, refund_due_cents = $5,
                  version = version + 1, updated_at = $6
            where id = $1 and version = $2 and status in ('pending', 'confirmed') returning id`,
          [idOf(ref), version, change.reason, change.keptCents, change.refundDueCents, now],
        );
        if (rows.length === 0) throw new ChangedMeanwhileError();
        const closed = await closeOpenCheckouts(tx, ref);
        await alsoWrite(tx);
        return closed;
      });
    },
  };
}

export type MovesRepository = ReturnType<typeof createMovesRepository>;
