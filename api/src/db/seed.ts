import { addDays, toCents, venueDate } from '@party/domain';
import type { Database, Queryable } from './queryable';
import { withSchemaLock } from './migrate';
import { SAMPLE_AFTER_HOURS_WINDOW, SAMPLE_WEEKLY_HOURS } from '../venue';
import {
  SEED_ADDONS,
  SEED_ADULT_FOOD,
  SEED_AFTER_HOURS_ADDONS,
  SEED_AFTER_HOURS_RATES,
  SEED_CLOSED_DAYS,
  SEED_COUPONS,
  SEED_KIDS_FOOD,
  SEED_PACKAGES,
  SEED_ROOMS,
  SEED_TIME_SLOTS,
} from './seed-data';

/** One multi-row insert per table: the seed runs before every API test, so it must be quick. */
async function insertAll<T>(
  tx: Queryable,
  table: string,
  columns: string[],
  rows: readonly T[],
  values: (row: T, index: number) => unknown[],
) {
  const params: unknown[] = [];
  const tuples = rows.map((row, index) => {
    const rowValues = values(row, index);
    const placeholders = rowValues.map((value) => `$${params.push(value)}`);
    return `(${placeholders.join(', ')})`;
  });
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
}

/** Loads the whole seed catalogue; dated entries (coupons, closed days) count from `now`. */
export async function seed(tx: Queryable, now: Date, timeZone: string): Promise<void> {
  await insertAll(
    tx,
    'packages',
    ['id', 'name', 'description', 'price_package_cents', 'price_per_child_cents', 'min_children', 'inclusions',
      'complementory_menu', 'duration_minutes', 'sort_order'],
    SEED_PACKAGES,
    (p, i) => [p.id, p.name, p.description, toCents(p.pricePackage), toCents(p.pricePerChild), p.minChildren,
      p.inclusions, p.complementoryMenu, p.durationMinutes, i],
  );
  await insertAll(
    tx,
    'rooms',
    ['id', 'name', 'description', 'image_path', 'max_capacity', 'sort_order'],
    SEED_ROOMS,
    (r, i) => [r.id, r.name, r.description, r.imagePath, r.maxCapacity, i],
  );
  await insertAll(tx, 'time_slots', ['id', 'start_time'], SEED_TIME_SLOTS, (s) => [s.id, s.time]);
  await insertAll(
    tx,
    'kids_food',
    ['id', 'name', 'description', 'image_path', 'max_child_complementory', 'sort_order'],
    SEED_KIDS_FOOD,
    (f, i) => [f.id, f.name, f.description, f.imagePath, f.maxChildComplementory, i],
  );
  await insertAll(
    tx,
    'adult_food',
    ['id', 'name', 'description', 'image_path', 'price_cents', 'sort_order'],
    SEED_ADULT_FOOD,
    (f, i) => [f.id, f.name, f.description, f.imagePath, toCents(f.price), i],
  );
  await insertAll(
    tx,
    'addons',
    ['id', 'name', 'description', 'image_path', 'price_cents', 'price_type', 'sort_order'],
    SEED_ADDONS,
    (a, i) => [a.id, a.name, a.description, a.imagePath, toCents(a.price), a.priceType, i],
  );
  await insertAll(
    tx,
    'afterhours_addons',
    ['id', 'name', 'description', 'price_cents', 'type', 'max_quantity', 'sort_order'],
    SEED_AFTER_HOURS_ADDONS,
    (a, i) => [String(a.id), a.name, a.description, toCents(a.price), a.type, a.maxQuantity, i],
  );
  const rates = SEED_AFTER_HOURS_RATES;
  await insertAll(
    tx,
    'afterhours_rates',
    ['base_price_cents', 'base_minutes', 'half_hour_price_cents', 'guest_fee_cents', 'guest_fee_above', 'deposit_percent'],
    [rates],
    (r) => [toCents(r.basePrice), r.baseHours * 60, toCents(r.halfHourPrice), toCents(r.guestFee), r.guestFeeAbove, r.depositPercent],
  );
  const today = venueDate(now, timeZone);
  await insertAll(
    tx,
    'coupons',
    ['code', 'type', 'amount_hundredths', 'valid_from', 'valid_to', 'max_usage', 'min_cart_value_cents'],
    SEED_COUPONS,
    (c) => [c.code, c.type, Math.round(c.amount * 100), today, addDays(today, 365), c.maxUsage, toCents(c.minCartValue)],
  );
  const year = Number(today.slice(0, 4));
  const closed = [year, year + 1, year + 2].flatMap((y) =>
    SEED_CLOSED_DAYS.map((day) => ({ date: `${y}-${day.monthDay}`, reason: day.reason })),
  );
  // Closed days of the whole centre (a closure without times), made by nobody on the staff.
  await insertAll(tx, 'closures', ['date', 'reason', 'created_at'], closed, (d) => [d.date, d.reason, now]);
  // The sample venue's week (SPEC.md §9), which the owners and managers change from the console.
  await seedHours(tx);
  // The venue's reminders and form retention at their defaults (migration 026 made the row; a reset emptied it).
  await tx.query('insert into venue_settings default values on conflict (id) do nothing');
}

/** Writes the sample venue's hours when none are kept yet (a new database, or one seeded before the hours moved here). */
async function seedHours(tx: Queryable): Promise<void> {
  await tx.query('insert into opening_hours (days, public_holidays, after_hours) values ($1, $2, $3) on conflict (id) do nothing', [
    JSON.stringify(SAMPLE_WEEKLY_HOURS.days),
    JSON.stringify(SAMPLE_WEEKLY_HOURS.publicHolidays),
    JSON.stringify(SAMPLE_AFTER_HOURS_WINDOW),
  ]);
}

/**
 * Seeds the catalogue on first start only (when there are no packages yet); the opening hours too
 * when a database seeded before they moved to the database has none.
 */
export async function seedIfEmpty(db: Database, now: Date, timeZone: string): Promise<boolean> {
  return withSchemaLock(db, async (tx) => {
    const [{ count }] = await tx.query<{ count: number }>('select count(*)::int as count from packages');
    await seedHours(tx);
    if (count > 0) return false;
    await seed(tx, now, timeZone);
    return true;
  });
}
