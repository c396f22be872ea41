import { bookingReference, toCents, toDollars, type couponInput, type StaffCoupon, type z } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { SQLSTATE, sqlState } from '../../db/sql-errors';
import { apiError } from '../../http-errors';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { changedMeanwhile } from './catalogue';
import { createCouponsRepository, type CouponColumns } from '../../repositories/coupons-repository';

// Coupons from the console (/coupons, decision 040): owners and managers create, change and
// disable them, and see each one's uses with the bookings that used it. The public coupon check
// and the server's pricing read the coupons table at every request, so a change counts at once;
// a disabled coupon is no coupon to a new booking, and a booking that has it keeps its discount.

type CouponDeps = Pick<ServiceDeps, 'db' | 'now'>;
type CouponFields = z.output<typeof couponInput>;

/** The most uses the console lets one set: a coupon written by hand without a limit shows it. */
const NO_LIMIT = 100_000;

async function readCoupons(db: Queryable, id?: number): Promise<StaffCoupon[]> {
  const coupons = createCouponsRepository(db);
  const rows = await coupons.listForStaff(id);
  const uses = await coupons.usesOf(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: String(row.id),
    code: row.code,
    type: row.type,
    amount: row.amount_hundredths / 100,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    maxUsage: row.max_usage ?? NO_LIMIT,
    usedCount: row.used_count,
    minCartValue: toDollars(row.min_cart_value_cents),
    disabled: row.disabled,
    version: row.version,
    uses: uses
      .filter((use) => use.coupon_id === row.id)
      .map((use) => ({ kind: 'party' as const, reference: bookingReference(use.id), date: use.date, discount: toDollars(use.discount_cents), at: use.created_at.toISOString() })),
  }));
}

/** GET /api/staff/coupons: every coupon, the newest first, with its uses. */
export async function listCoupons(deps: CouponDeps): Promise<{ coupons: StaffCoupon[] }> {
  return { coupons: await readCoupons(deps.db) };
}

const columns = (c: CouponFields): CouponColumns => ({
  code: c.code,
  type: c.type,
  amountHundredths: Math.round(c.amount * 100),
  validFrom: c.validFrom,
  validTo: c.validTo,
  maxUsage: c.maxUsage,
  minCartValueCents: toCents(c.minCartValue),
  disabled: c.disabled,
});

/** What the audit log keeps of a coupon: its terms, without its uses or version. */
const facts = (coupon: StaffCoupon | undefined) => {
  if (!coupon) return undefined;
  const { uses: _uses, version: _version, ...rest } = coupon;
  return rest;
};

const codeTaken = (code: string) => apiError('coupon-code-taken', `A coupon with the code ${code} exists already: change that one, or choose another code.`);

/** The code is taken (the database's unique index on upper(code), whichever request came first). */
function refuseTakenCode(error: unknown, code: string): never {
  if (sqlState(error) === SQLSTATE.uniqueViolation) throw codeTaken(code);
  throw error;
}

/** POST /api/staff/coupons: a new coupon, usable at once; audited. */
export async function createCoupon(deps: CouponDeps, input: CouponFields, by: StaffActor): Promise<StaffCoupon> {
  const now = deps.now();
  return deps.db
    .transaction(async (tx) => {
      const id = await createCouponsRepository(tx).create(columns(input));
      const [made] = await readCoupons(tx, id);
      await audit(tx, { actor: by, action: 'coupon.create', target: { kind: 'coupon', id, reference: made.code }, after: facts(made) }, now);
      return made;
    })
    .catch((error: unknown) => refuseTakenCode(error, input.code));
}

/** A coupon id as an address names it: a whole number, or no coupon. */
function couponId(id: string): number {
  const number = /^[0-9]{1,9}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(number)) throw apiError('item-not-found', `No coupon has the id '${id}'`);
  return number;
}

/**
 * PUT /api/staff/coupons/{id}: the coupon's terms as sent (disabling it too), if it is still at
 * the version sent ('changed-meanwhile' with the coupon as it now is otherwise); audited. Its uses
 * so far stay counted, and the bookings that used it keep their discount.
 */
export async function changeCoupon(deps: CouponDeps, id: string, body: CouponFields & { version: number }, by: StaffActor): Promise<StaffCoupon> {
  const number = couponId(id);
  const { version, ...input } = body;
  const now = deps.now();
  return deps.db
    .transaction(async (tx) => {
      const [before] = await readCoupons(tx, number);
      if (!before) throw apiError('item-not-found', `No coupon has the id '${id}'`);
      const changed = await createCouponsRepository(tx).changeAtVersion(number, version, columns(input));
      if (!changed) throw changedMeanwhile((await readCoupons(tx, number))[0]);
      const [after] = await readCoupons(tx, number);
      await audit(tx, { actor: by, action: 'coupon.change', target: { kind: 'coupon', id: number, reference: after.code }, before: facts(before), after: facts(after) }, now);
      return after;
    })
    .catch((error: unknown) => refuseTakenCode(error, input.code));
}
