import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isIsoDate, type StaffSession } from '@party/domain';
import { NotADay } from './not-a-day';
import { StaffPage, type StaffPageProps } from './staff-page';
import { useVenueToday } from './use-clock';

type PageDay = { date: string; today: string };

interface DayOfAddressProps {
  /** The same page for today, where an address whose day is not a day sends the person. */
  todayPath: (today: string) => string;
  /** Whether an address without a day is today's (`/`, `/door`); otherwise it needs one (`/kitchen/yyyy-MM-dd`). */
  todayWithoutDay?: boolean;
  children: (day: PageDay) => ReactNode;
}

/** The day a day's page shows, from its address (`:date`), with today on the venue's clock. */
function DayOfAddress({ todayPath, todayWithoutDay = false, children }: DayOfAddressProps) {
  const { date } = useParams();
  const today = useVenueToday();
  if (date === undefined && todayWithoutDay) return children({ date: today, today });
  if (date === undefined || !isIsoDate(date)) return <NotADay todayPath={todayPath(today)} />;
  return children({ date, today });
}

type StaffDayPageProps = Omit<StaffPageProps, 'children'> &
  Omit<DayOfAddressProps, 'children'> & {
    children: (day: PageDay, session: StaffSession) => ReactNode;
  };

/**
 * A staff page of one day (the run sheet, the door, the kitchen sheet): the staff page with the day
 * of its address. Each day's view starts afresh, so nothing of the day before shows on the next.
 */
export function StaffDayPage({ todayPath, todayWithoutDay, children, ...page }: StaffDayPageProps) {
  return (
    <StaffPage {...page}>
      {(session) => (
        <DayOfAddress todayPath={todayPath} todayWithoutDay={todayWithoutDay}>
          {(day) => <Fragment key={day.date}>{children(day, session)}</Fragment>}
        </DayOfAddress>
      )}
    </StaffPage>
  );
}

/** Today on the venue's clock, for a page that starts from it (the money, the coupons, the closed days). */
export function Today({ children }: { children: (today: string) => ReactNode }) {
  return children(useVenueToday());
}
