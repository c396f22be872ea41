import type { AfterHoursPricing, BookingStatus, MainPaymentOption } from '@party/domain';
import { toCents } from '@party/domain';
import type { Queryable } from '../db/database';
import { newPublicId } from '../ids';

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
  /** Derived from the payments table. */
  paid_cents: number;
  refund_due: boolean;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, public_id, status, payment_option, event_date::text as date, start_time, end_time,
  first_name, last_name, email, mobile, address, notes, expected_kids, expected_adults, package_id,
  addons, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
  subtotal_cents, gst_cents, total_cents, deposit_cents, refund_due, version, created_at, updated_at,
  (select coalesce(sum(p.amount_cents), 0)::int from payments p where p.afterhours_booking_id = afterhours_bookings.id) as paid_cents`;

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

export function createAfterHoursRepository(db: Queryable) {
  return {
    async create(details: AfterHoursDetails, now: Date): Promise<AfterHoursRow> {
      const placeholders = DETAIL_COLUMNS.map((_, i) => `$${i + 2}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 2;
      const [row] = await db.query<AfterHoursRow>(
        `insert into afterhours_bookings (public_id, ${DETAIL_COLUMNS.join(', ')}, created_at, updated_at)
         values ($1, ${placeholders}, $${nowParam}, $${nowParam}) returning ${COLUMNS}`,
        [newPublicId(), ...detailValues(details), now],
      );
      return row;
    },

    async findByPublicId(publicId: string): Promise<AfterHoursRow | undefined> {
      const [row] = await db.query<AfterHoursRow>(`select ${COLUMNS} from afterhours_bookings where public_id = $1`, [publicId]);
      return row;
    },

    /** Saves an edit made from the booking as read at `version`; undefined (nothing saved) when it changed meanwhile. */
    async update(id: number, version: number, details: AfterHoursDetails, now: Date): Promise<AfterHoursRow | undefined> {
      const assignments = DETAIL_COLUMNS.map((column, i) => `${column} = $${i + 3}`).join(', ');
      const nowParam = DETAIL_COLUMNS.length + 3;
      const [row] = await db.query<AfterHoursRow>(
        `update afterhours_bookings set ${assignments}, version = version + 1, updated_at = $${nowParam}
          where id = $1 and version = $2 returning ${COLUMNS}`,
        [id, version, ...detailValues(details), now],
      );
      return row;
    },
  };
}

export type AfterHoursRepository = ReturnType<typeof createAfterHoursRepository>;
