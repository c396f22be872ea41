import { useEffect, useState } from 'react';
import { venueDate } from '@party/domain';
import { useVenue } from '@party/shared-ui';

/** How often an open page reads the clock again: a tablet left on the run sheet crosses midnight. */
const TICK_MS = 60_000;

/** Now, read when the page opens and again every minute. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Today on the venue's clock (yyyy-MM-dd), wherever the device's clock is set. */
export function useVenueToday(): string {
  const venue = useVenue();
  return venueDate(useNow(), venue.timeZone);
}
