-- Money and input loose ends (decision 026).

-- A party whose start passed while it was still unpaid is over: canceled with its own reason, as a
-- booking that lost its room is (decision 007), the next time anything reads it.
alter table bookings drop constraint bookings_canceled_reason_check;
alter table bookings add constraint bookings_canceled_reason_check
  check (canceled_reason in ('room-taken', 'hold-expired', 'replaced', 'event-passed'));
