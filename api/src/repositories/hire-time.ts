import { cancelSql } from './booking-kinds';
import { holdRanOutSql } from './party-time';

// SQL for an after-hours hire's time and for which hires keep the whole centre, as party-time.ts
// does for parties. The arguments are SQL expressions: placeholders ('$1') or columns.

/** A hire's time: the venue wall-clock range [start, end) on a date. */
export function hireRangeSql(date: string, start: string, end: string): string {
  return `tsrange(${date}::date + ${start}::time, ${date}::date + ${end}::time, '[)')`;
}

/**
 * Takes the venue day's lock (the one migration 005's triggers take, key 14 and the day's number)
 * until the transaction ends. A new party or hire takes it before it writes: the bookings of one
 * day then take turns, instead of inserting at once into an exclusion constraint, where
 * conflicting rows deadlock each other (a crowd of them could lose every retry and answer 500).
 */
export function lockCentreDaySql(date: string): string {
  return `select pg_advisory_xact_lock(14, ${date}::date - date '2000-01-01')`;
}

/**
 * An active hire keeps the whole centre: pending or confirmed. No two overlap, and no active party
 * shares a moment with one: the constraint afterhours_bookings_no_overlap and the triggers of
 * migration 005 state this condition again in SQL of their own, so change them together.
 */
export function activeHireSql(a: string): string {
  return `(${a}.status in ('pending', 'confirmed'))`;
}

/** A hire keeps the centre at `now`: active, and not an unpaid hire whose hold has run out. */
export function hireHoldsCentreSql(a: string, now: string): string {
  return `(${activeHireSql(a)} and not coalesce(${holdRanOutSql(a, now)}, false))`;
}

/**
 * The first step of taking time at the centre (a hire, or a party in any room): active hires over
 * `during` whose hold has run out are over (canceled, 'room-taken'). `except` keeps one hire out
 * (the one being edited). Runs in the transaction that then takes the time.
 */
export function releaseRanOutHiresSql(during: string, now: string, except?: string): string {
  const others = except ? ` and o.id <> ${except}` : '';
  return cancelSql('hire', `${activeHireSql('o')} and ${holdRanOutSql('o', now)} and o.during && ${during}${others}`, 'room-taken', now);
}
