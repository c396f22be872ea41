import { afterHoursDateWindow, type AfterHoursAvailability, type ApiErrorCode, type TakenTime } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { useMemo } from 'react';
import { useGetAfterHoursAvailabilityQuery } from './api';

/** When the centre is taken, as the form asks it: a day's taken times, and whether a day is fully taken. */
export interface TakenTimes {
  on: (date: string) => readonly TakenTime[];
  isFullyTaken: (date: string) => boolean;
  /** Asks the API again (after a clash: someone took a time meanwhile). */
  refresh: () => void;
}

const NONE: readonly TakenTime[] = [];

export function takenTimesOf(answer: AfterHoursAvailability | undefined, refresh: () => void): TakenTimes {
  const byDate = new Map((answer?.days ?? []).map((day) => [day.date, day]));
  return {
    on: (date) => byDate.get(date)?.taken ?? NONE,
    isFullyTaken: (date) => byDate.get(date)?.fullyTaken === true,
    refresh,
  };
}

/**
 * The taken times of every bookable day (48 hours to 12 months ahead), read once per visit and
 * again after a clash. `except` is the after-hours booking the page changes or replaces: its own
 * time is not taken for it.
 */
export function useTakenTimesQuery(now: number, except: string | undefined) {
  const { timeZone } = useVenue();
  const { first, last } = useMemo(() => afterHoursDateWindow(now, timeZone), [now, timeZone]);
  const query = useGetAfterHoursAvailabilityQuery({ from: first, to: last, ...(except ? { except } : {}) }, { refetchOnMountOrArgChange: true });
  const { data, refetch } = query;
  const taken = useMemo(() => takenTimesOf(data, () => void refetch()), [data, refetch]);
  return { query, taken };
}

/** The API refused the times because another booking holds them: a hire ('centre-hired') or parties ('parties-booked'). */
export function isTimesTakenError(code: ApiErrorCode | undefined): boolean {
  return code === 'centre-hired' || code === 'parties-booked';
}
