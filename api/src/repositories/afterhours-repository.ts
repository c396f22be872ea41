import type { AfterHoursPricing, BookingStatus, MainPaymentOption } from '@party/domain';
import { toCents } from '@party/domain';
import type { Database, Queryable } from '../db/database';
import { newPublicId } from '../ids';
import type { ClosedSession } from './checkout-sessions-repository';
import { paymentSumsSql } from './payment-sums';

// The after-hours booking aggregate (hourly hire), priced by the server.

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
}

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
  /** Derived from the payments table: everything received, what of it counts, the deposit that counts. */
  received_cents: number;
  paid_cents: number;
  deposit_paid_cents: number;
  refund_due_cents: number;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, public_id, status, payment_option, event_date::text as date, start_time, end_time,
  first_name, last_name, email, mobile, address, notes, expected_kids, expected_adults, package_id,
  addons, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
  subtotal_cents, gst_cents, total_cents, deposit_cents, refund_due_cents, version, created_at, updated_at,
  coalesce(p.received_cents, 0)::int as received_cents, coalesce(p.paid_cents, 0)::int as paid_cents,
  coalesce(p.deposit_paid_cents, 0)::int as deposit_paid_cents`;

const FROM = `afterhours_bookings left join lateral (${paymentSumsSql('afterhours_booking_id', 'afterhours_bookings.id')}) p on true`;

async function findWhere(db: Queryable, where: string, value: unknown): Promise<AfterHoursRow | undefined> {
  const [row] = await db.query<AfterHoursRow>(`select ${COLUMNS} from ${FROM} where ${where}`, [value]);
  return row;
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
    toCents(p.gst), toCents(p.total), toCents(p.deposit),
  ];
}

const DETAIL_COLUMNS = [
  'payment_option', 'event_date', 'start_time', 'end_time', 'first_name', 'last_name', 'email', 'mobile',
  'address', 'notes', 'expected_kids', 'expected_adults', 'package_id', 'addons', 'base_price_cents',
  'addon_costs_cents', 'guest_fee_cents', 'additional_duration_cents', 'subtotal_cents', 'gst_cents',
  'total_cents', 'deposit_cents',
];

export function createAfterHoursRepository(db: Database) {
  return {
    async create(details: AfterHoursDetails, now: Date): Promise<AfterHoursRow> {
      const placeholders = DETAIL_COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 2;
      const [row] = await db.query<AfterHoursRow>(
        `insert into afterhours_bookings (public_id, ${DETAIL_COLUMNS.join(', ')}, created_at, updated_at)
         values ($1, ${placeholders}, $${nowParam}, $${nowParam}) returning id`,
        [newPublicId(), ...detailValues(details), now],
      );
      return (await findWhere(db, 'id = $1', row.id)) as AfterHoursRow;
    },

    async findByPublicId(publicId: string): Promise<AfterHoursRow | undefined> {
      return findWhere(db, 'public_id = $1', publicId);
    },

    /**
     * Saves an edit made from the booking as read at `version`, with what the venue then owes back,
     * and closes its open checkouts (they asked for the old amount). `saved` is undefined (nothing
     * saved) when the booking changed meanwhile. `alsoWrite` runs in the same transaction once it is saved.
     */
    async update(
      id: number,
      version: number,
      details: AfterHoursDetails,
      refundDueCents: number,
      now: Date,
      alsoWrite?: (tx: Queryable, id: number) => Promise<void>,
    ): Promise<{ saved: AfterHoursRow | undefined; closedSessions: ClosedSession[] }> {
      const assignments = DETAIL_COLUMNS.map((column, i) => `${column} = $${i + 4}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 4;
      return db.transaction(async (tx) => {
        const rows = await tx.query(
          `update afterhours_bookings set ${assignments}, refund_due_cents = $3, version = version + 1, updated_at = $${nowParam}
            where id = $1 and version = $2 returning id`,
          [id, version, refundDueCents, ...detailValues(details), now],
        );
        if (rows.length === 0) return { saved: undefined, closedSessions: [] };
        const closedSessions = await tx.query<ClosedSession>(
          `update checkout_sessions set status = 'expired' where afterhours_booking_id = $1 and status = 'open' returning provider, provider_session_id`,
          [id],
        );
        await alsoWrite?.(tx, id);
        return { saved: await findWhere(tx, 'id = $1', id), closedSessions };
      });
    },
  };
}

export type AfterHoursRepository = ReturnType<typeof createAfterHoursRepository>;
