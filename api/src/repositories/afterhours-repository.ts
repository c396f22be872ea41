import type { AfterHoursPricing, AfterHoursRates, BookingStatus, MainPaymentOption } from '@party/domain';
import { toCents, toDollars } from '@party/domain';
import type { Database, Queryable } from '../db/queryable';
import { sqlState, SQLSTATE } from '../db/sql-errors';
import { newPublicId } from '../ids';
import type { ClosedSession } from './checkout-sessions-repository';
import { createClosuresRepository } from './closures-repository';
import { CentreHiredError, PartiesBookedError, VenueClosedError, violatedConstraint } from './errors';
import { cancelSql } from './booking-kinds';
import { hireRangeSql, lockCentreDaySql, releaseRanOutHiresSql } from './hire-time';
import { releaseRanOutPartiesSql } from './party-time';
import { netSums, paymentSumsSql, type PaymentSumsRow } from './payment-sums';
import { venueAskedSql, type VenueAsked } from './venue-changes-repository';

// The after-hours booking aggregate (hourly hire), priced by the server. A hire takes the whole
// centre: the database refuses two active hires, or a hire and a party, at overlapping times
// (migration 005, decision 014).

export interface StoredAfterHoursAddon {
  id: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
}

/** Everything an after-hours booking holds that the customer chooses. */
export interface AfterHoursDetails {
  date: string;
  startTime: string;
  endTime: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  address: string;
  notes: string;
  expectedKids: number;
  expectedAdults: number;
  packageId: string;
  addons: StoredAfterHoursAddon[];
  paymentOption: MainPaymentOption;
  pricing: AfterHoursPricing;
  /** The rates it is priced with: today's for a new hire, its own for an edit (decision 041). */
  rates: AfterHoursRates;
}

/** A hire's rates as kept on it (migration 017): cents and minutes. */
interface StoredRates {
  basePriceCents: number;
  baseMinutes: number;
  halfHourPriceCents: number;
  guestFeeCents: number;
  guestFeeAbove: number;
  depositPercent: number;
}

const toStoredRates = (r: AfterHoursRates): StoredRates => ({
  basePriceCents: toCents(r.basePrice),
  baseMinutes: Math.round(r.baseHours * 60),
  halfHourPriceCents: toCents(r.halfHourPrice),
  guestFeeCents: toCents(r.guestFee),
  guestFeeAbove: r.guestFeeAbove,
  depositPercent: r.depositPercent,
});

/** The rates a hire was sold at, as the domain prices with them. */
export const keptRates = (row: Pick<AfterHoursRow, 'rates'>): AfterHoursRates => ({
  basePrice: toDollars(row.rates.basePriceCents),
  baseHours: row.rates.baseMinutes / 60,
  halfHourPrice: toDollars(row.rates.halfHourPriceCents),
  guestFee: toDollars(row.rates.guestFeeCents),
  guestFeeAbove: row.rates.guestFeeAbove,
  depositPercent: row.rates.depositPercent,
});

export interface AfterHoursRow {
  id: number;
  public_id: string;
  status: BookingStatus;
  payment_option: MainPaymentOption;
  date: string;
  start_time: string;
  end_time: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  address: string;
  notes: string;
  expected_kids: number;
  expected_adults: number;
  package_id: string;
  addons: StoredAfterHoursAddon[];
  base_price_cents: number;
  addon_costs_cents: number;
  guest_fee_cents: number;
  additional_duration_cents: number;
  subtotal_cents: number;
  gst_cents: number;
  total_cents: number;
  deposit_cents: number;
  rates: StoredRates;
  /** Derived from the payments table: everything received, what of it counts, the deposit that counts; net of refunds made. */
  received_cents: number;
  paid_cents: number;
  deposit_paid_cents: number;
  refund_due_cents: number;
  /** Until when an unpaid hire holds the centre (null once paid, or for a hire made free). */
  hold_expires_at: Date | null;
  hold_renewed: boolean;
  canceled_reason: string | null;
  /** What the venue keeps of what was paid, once canceled (decision 052: nothing for a hire so far). */
  kept_cents: number;
  /** How many times the hire has been moved by the staff (decision 052). */
  moves: number;
  /** How many of those moves were the customer's own (decision 059). */
  customer_moves: number;
  /** The venue asked the customer to move the hire (a closure, or the window), until it moves (decision 059). */
  venue_asked: VenueAsked | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, public_id, status, hold_expires_at, hold_renewed, payment_option, event_date::text as date, start_time, end_time,
  first_name, last_name, email, mobile, address, notes, expected_kids, expected_adults, package_id,
  addons, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
  subtotal_cents, gst_cents, total_cents, deposit_cents, rates, refund_due_cents, canceled_reason, kept_cents, version, created_at, updated_at,
  (select count(*) from booking_moves m where m.afterhours_booking_id = afterhours_bookings.id)::int as moves,
  (select count(*) from booking_moves m where m.afterhours_booking_id = afterhours_bookings.id and not m.for_venue)::int as customer_moves,
  ${venueAskedSql('afterhours_bookings')} as venue_asked,
  coalesce(p.received_cents, 0)::int as received_cents, coalesce(p.paid_cents, 0)::int as paid_cents,
  coalesce(p.deposit_paid_cents, 0)::int as deposit_paid_cents, coalesce(p.refunded_cents, 0)::int as refunded_cents`;

const FROM = `afterhours_bookings left join lateral (${paymentSumsSql('afterhours_booking_id', 'afterhours_bookings.id')}) p on true`;

async function findWhere(db: Queryable, where: string, value: unknown): Promise<AfterHoursRow | undefined> {
  const [row] = await db.query<AfterHoursRow & PaymentSumsRow>(`select ${COLUMNS} from ${FROM} where ${where}`, [value]);
  return row && netSums(row);
}

/** The after-hours booking with this internal id, read with `db` (a transaction's, to see its own writes). */
export const findAfterHoursById = (db: Queryable, id: number) => findWhere(db, 'id = $1', id);

/** The values of DETAIL_COLUMNS, in their order, for an insert or an update. */
function detailValues(d: AfterHoursDetails): unknown[] {
  const p = d.pricing;
  return [
    d.paymentOption, d.date, d.startTime, d.endTime, d.firstName, d.lastName, d.email, d.mobile, d.address,
    d.notes, d.expectedKids, d.expectedAdults, d.packageId, JSON.stringify(d.addons), toCents(p.basePrice),
    toCents(p.addonCosts), toCents(p.guestFee), toCents(p.additionalDurationCost), toCents(p.subtotal),
    toCents(p.gst), toCents(p.total), toCents(p.deposit), JSON.stringify(toStoredRates(d.rates)),
  ];
}

const DETAIL_COLUMNS = [
  'payment_option', 'event_date', 'start_time', 'end_time', 'first_name', 'last_name', 'email', 'mobile',
  'address', 'notes', 'expected_kids', 'expected_adults', 'package_id', 'addons', 'base_price_cents',
  'addon_costs_cents', 'guest_fee_cents', 'additional_duration_cents', 'subtotal_cents', 'gst_cents',
  'total_cents', 'deposit_cents', 'rates',
];

/**
 * Takes the hire's time at the centre (for a new hire, or an edit of `except`): the venue day's
 * lock first (hires of one day take turns), then hires and parties over it whose hold has run out
 * are over (canceled), then the statement `write` runs, and the database refuses an overlap with a
 * booking still holding the time. A closure of the whole centre then refuses it (VenueClosedError). Answers the checkouts it closed on the way.
 */
async function takeTime(tx: Queryable, details: AfterHoursDetails, now: Date, write: () => Promise<void>, { except, checkClosed = true }: { except?: number; checkClosed?: boolean } = {}) {
  await tx.query(lockCentreDaySql('$1'), [details.date]);
  const during = hireRangeSql('$1', '$2', '$3');
  const params = [details.date, details.startTime, details.endTime, now];
  // Under the day's lock, which a closure takes too: a closure of the centre made meanwhile is seen here.
  if (checkClosed && (await createClosuresRepository(tx).isCentreClosed(during, params.slice(0, 3)))) throw new VenueClosedError();
  const closed = [
    ...(await tx.query<ClosedSession>(releaseRanOutHiresSql(during, '$4', except === undefined ? undefined : '$5'), except === undefined ? params : [...params, except])),
    ...(await tx.query<ClosedSession>(releaseRanOutPartiesSql(during, '$4'), params)),
  ];
  await write();
  return closed;
}

/** The database refused the hire's time: whose it is (CentreHiredError, PartiesBookedError), or the error itself. */
function clashOf(error: unknown): unknown {
  if (sqlState(error) !== SQLSTATE.exclusionViolation) return error;
  return violatedConstraint(error) === 'afterhours_bookings_no_parties' ? new PartiesBookedError() : new CentreHiredError();
}

export function createAfterHoursRepository(db: Database) {
  return {
    /**
     * Inserts a pending hire holding the centre until `holdExpiresAt`. `replacesPublicId` names the
     * parent's earlier, unpaid version of it (a changed draft): it is canceled first ('replaced',
     * only while nothing has been paid on it), so the two never clash. Throws CentreHiredError or
     * PartiesBookedError when another booking holds the time; then nothing is changed. `alsoWrite`
     * runs in the same transaction once the hire is in (its audit entry).
     */
    async create(
      details: AfterHoursDetails,
      now: Date,
      holdExpiresAt: Date,
      replacesPublicId?: string,
      alsoWrite?: (tx: Queryable, id: number) => Promise<void>,
    ): Promise<{ row: AfterHoursRow; closedSessions: ClosedSession[] }> {
      const placeholders = DETAIL_COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 2;
      try {
        return await db.transaction(async (tx) => {
          const closedSessions: ClosedSession[] = [];
          if (replacesPublicId) {
            const unpaid = `o.public_id = $1 and o.status = 'pending' and not exists (select 1 from payments p where p.afterhours_booking_id = o.id)`;
            closedSessions.push(...(await tx.query<ClosedSession>(cancelSql('hire', unpaid, 'replaced', '$2'), [replacesPublicId, now])));
          }
          let id = 0;
          closedSessions.push(
            ...(await takeTime(tx, details, now, async () => {
              const [row] = await tx.query<{ id: number }>(
                `insert into afterhours_bookings (public_id, ${DETAIL_COLUMNS.join(', ')}, hold_expires_at, created_at, updated_at)
                 values ($1, ${placeholders}, $${nowParam + 1}, $${nowParam}, $${nowParam}) returning id`,
                [newPublicId(), ...detailValues(details), now, holdExpiresAt],
              );
              id = row.id;
            })),
          );
          await alsoWrite?.(tx, id);
          return { row: (await findWhere(tx, 'id = $1', id)) as AfterHoursRow, closedSessions };
        });
      } catch (error) {
        throw clashOf(error);
      }
    },

    async findByPublicId(publicId: string): Promise<AfterHoursRow | undefined> {
      return findWhere(db, 'public_id = $1', publicId);
    },

    /**
     * Saves an edit made from the booking as read at `version`, with what the venue then owes back,
     * and closes its open checkouts (they asked for the old amount). `saved` is undefined (nothing
     * saved) when the booking changed meanwhile. `alsoWrite` runs in the same transaction once it is
     * saved. A new time is taken as a new hire's is (throws CentreHiredError or PartiesBookedError
     * when another booking holds it, VenueClosedError when `checkClosed` and the centre is closed).
     */
    async update(
      id: number,
      version: number,
      details: AfterHoursDetails,
      refundDueCents: number,
      now: Date,
      { checkClosed, alsoWrite }: { checkClosed: boolean; alsoWrite?: (tx: Queryable, id: number) => Promise<void> },
    ): Promise<{ saved: AfterHoursRow | undefined; closedSessions: ClosedSession[] }> {
      const assignments = DETAIL_COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 4;
      try {
        return await db.transaction(async (tx) => {
          let updated = false;
          const released = await takeTime(
            tx,
            details,
            now,
            async () => {
              const rows = await tx.query(
                `update afterhours_bookings set ${assignments}, refund_due_cents = $3, version = version + 1, updated_at = $${nowParam}
                  where id = $1 and version = $2 returning id`,
                [id, version, refundDueCents, ...detailValues(details), now],
              );
              updated = rows.length > 0;
            },
            { except: id, checkClosed },
          );
          if (!updated) throw new ChangedMeanwhile();
          const closedSessions = await tx.query<ClosedSession>(
            `update checkout_sessions set status = 'expired' where afterhours_booking_id = $1 and status = 'open' returning provider, provider_session_id`,
            [id],
          );
          await alsoWrite?.(tx, id);
          return { saved: await findWhere(tx, 'id = $1', id), closedSessions: [...released, ...closedSessions] };
        });
      } catch (error) {
        if (error instanceof ChangedMeanwhile) return { saved: undefined, closedSessions: [] };
        throw clashOf(error);
      }
    },
  };
}

/** The booking's version moved on: the edit's transaction is rolled back, releasing nothing. */
class ChangedMeanwhile extends Error {}

export type AfterHoursRepository = ReturnType<typeof createAfterHoursRepository>;
