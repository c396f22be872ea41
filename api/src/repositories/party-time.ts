// SQL for a party's time in its room: the venue wall-clock range [start, start + minutes) on a
// date. `$date`, `$time` and `$minutes` are placeholders replaced by the caller's parameter numbers.
export function partyRangeSql(date: number, time: number, minutes: number): string {
  const start = `($${date}::date + $${time}::time)`;
  return `tsrange(${start}, ${start} + make_interval(mins => $${minutes}::int), '[)')`;
}

/**
 * A booking keeps its room while it is confirmed, or pending and its hold has not expired at
 * `$now` (canceled bookings and released holds never do). `b` is the bookings table's alias.
 */
export function holdsRoomSql(now: number): string {
  return `(b.holds_room and (b.status = 'confirmed' or (b.status = 'pending' and b.hold_expires_at > $${now}::timestamptz)))`;
}
