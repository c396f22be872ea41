import {
  afterHoursDateWindow,
  type AfterHoursAvailability,
  type AfterHoursAvailabilityQuery,
  type ApiErrorCode,
  type TakenTime,
} from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { useMemo } from 'react';
import { useGetAfterHoursAvailabilityQuery } from './api';
import { useAskOnArrival } from './page-visit';

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
 * What the taken times are asked for: every bookable day (48 hours to 12 months ahead of `now`, in
 * the venue's time zone). `except` is the after-hours booking the page changes or replaces: its own
 * time is not taken for it. The server prepares the page with the same question (after-hours-page.tsx).
 */
export function takenTimesQuery(now: number, timeZone: string, except: string | undefined): AfterHoursAvailabilityQuery {
  const { first, last } = afterHoursDateWindow(now, timeZone);
  return { from: first, to: last, ...(except ? { except } : {}) };
}

/** The taken times, read once per visit and again after a clash. */
export function useTakenTimesQuery(now: number, except: string | undefined) {
  const { timeZone } = useVenue();
  const refetchOnMountOrArgChange = useAskOnArrival();
  const question = useMemo(() => takenTimesQuery(now, timeZone, except), [now, timeZone, except]);
  const query = useGetAfterHoursAvailabilityQuery(question, { refetchOnMountOrArgChange });
  const { data, refetch } = query;
  const taken = useMemo(() => takenTimesOf(data, () => void refetch()), [data, refetch]);
  return { query, taken };
}

/** The API refused the times because another booking holds them: a hire ('centre-hired') or parties ('parties-booked'). */
export function isTimesTakenError(code: ApiErrorCode | undefined): boolean {
  return code === 'centre-hired' || code === 'parties-booked';
}
