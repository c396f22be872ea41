import { partyDateWindow, type BookingRecord } from '@party/domain';
import { PartyDateField, useNowOnce, useVenue } from '@party/shared-ui';

/**
 * The new date, on the booking wizard's calendar: days the venue is closed, past or too far ahead
 * cannot be chosen, and days with no time left are shaded. The party's own day stays open: its
 * own time is free for it, and another time that day may be too.
 */
export function MoveDate({ booking, value, error, onChange }: { booking: BookingRecord; value: string; error?: string; onChange: (date: string) => void }) {
  const { timeZone } = useVenue();
  const bookable = partyDateWindow(useNowOnce(), timeZone);
  return (
    <PartyDateField
      legend="New date"
      field="move-date"
      label="New party date"
      error={error}
      value={value}
      bookable={bookable}
      opensOn={booking.date}
      ownDate={booking.date}
      onChange={onChange}
    />
  );
}
