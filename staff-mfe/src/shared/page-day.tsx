import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isIsoDate } from '@party/domain';
import { NotADay } from './not-a-day';
import { useVenueToday } from './use-clock';

export interface DayOfAddressProps {
  /** The same page for today, where an address whose day is not a day sends the person. */
  todayPath: (today: string) => string;
  /** Whether an address without a day is today's (`/`, `/door`); otherwise it needs one (`/kitchen/yyyy-MM-dd`). */
  todayWithoutDay?: boolean;
  children: (day: { date: string; today: string }) => ReactNode;
}

/** The day a day's page shows, from its address (`:date`), with today on the venue's clock. */
export function DayOfAddress({ todayPath, todayWithoutDay = false, children }: DayOfAddressProps) {
  const { date } = useParams();
  const today = useVenueToday();
  if (date === undefined && todayWithoutDay) return children({ date: today, today });
  if (date === undefined || !isIsoDate(date)) return <NotADay todayPath={todayPath(today)} />;
  return children({ date, today });
}

/** Today on the venue's clock, for a page that starts from it (the money, the coupons, the closed days). */
export function Today({ children }: { children: (today: string) => ReactNode }) {
  return children(useVenueToday());
}
