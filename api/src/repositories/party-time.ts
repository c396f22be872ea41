import { cancelSql } from './booking-kinds';

// SQL for a party's time in its room and for which bookings keep their room. The arguments are SQL
// expressions: placeholders ('$1') or columns ('s.start_time'), so every query writes them one way.

/** A party's time in its room: the venue wall-clock range [start, start + minutes) on a date. */
export function partyRangeSql(date: string, time: string, minutes: string): string {
  const start = `(${date}::date + ${time}::time)`;
  return `tsrange(${start}, ${start} + make_interval(mins => ${minutes}::int), '[)')`;
}

/**
 * An active booking keeps its room: pending or confirmed, and not released. No two active bookings
 * of a room overlap: the exclusion constraint bookings_no_overlap (migration 001) states this
 * condition again in SQL of its own, so change both together. `b` is the bookings table's alias.
 */
export function activeBookingSql(b: string): string {
  return `(${b}.holds_room and ${b}.status in ('pending', 'confirmed'))`;
}

/**
 * An unpaid booking's hold has run out at `now` (it stays active until released). The same columns
 * on a party (`b` a bookings row) and an after-hours hire (an afterhours_bookings row).
 */
export function holdRanOutSql(b: string, now: string): string {
  return `(${b}.status = 'pending' and ${b}.hold_expires_at <= ${now}::timestamptz)`;
}

/** A booking keeps its room at `now`: active, and not a pending booking whose hold has run out. */
export function holdsRoomSql(b: string, now: string): string {
  return `(${activeBookingSql(b)} and not coalesce(${holdRanOutSql(b, now)}, false))`;
}

/**
 * The first step of taking a room over a time range: active bookings of it whose hold has run out
 * lost their room, so they are over (canceled, 'room-taken'). `room` and `during` are SQL
 * expressions; `except` keeps one booking out (the one taking the room back). Runs in the
 * transaction that then takes the room, so a taking that fails cancels nothing.
 */
export function releaseRanOutHoldsSql(room: string, during: string, now: string, except?: string): string {
  const others = except ? ` and o.id <> ${except}` : '';
  return cancelSql(
    'party',
    `o.room_id = ${room} and ${activeBookingSql('o')} and ${holdRanOutSql('o', now)} and o.during && ${during}${others}`,
    'room-taken',
    now,
  );
}

/**
 * Unpaid parties of any room whose hold has run out over `during`: an after-hours hire takes the
 * whole centre, so they are over (canceled, 'room-taken') before it does.
 */
export function releaseRanOutPartiesSql(during: string, now: string): string {
  return cancelSql('party', `${activeBookingSql('o')} and ${holdRanOutSql('o', now)} and o.during && ${during}`, 'room-taken', now);
}
