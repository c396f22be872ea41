import { lazy, Suspense } from 'react';
import { LiveWhenSeen } from '../ssr/live-when-seen';
import { LoadingState } from './loading-state';
import type MonthCalendar from './month-calendar';
import type { DatePickerProps } from './month-calendar';
import styles from './date-picker.module.css';

export type { DatePickerProps } from './month-calendar';
export { fromCalendarDay, toCalendarDay } from './calendar-day';

// The calendar (react-day-picker and date-fns, about a sixth of the shared libraries) is fetched
// only by a page that shows one: every other page, the invitation a guest opens on a phone among
// them, loads without it. On a page the server rendered, it becomes live only once it comes near
// the screen or is touched (LiveWhenSeen): its code is then fetched first, and it renders at once.

let Calendar: typeof MonthCalendar | undefined;

/** Fetches the calendar's code (once), for it to render without waiting. */
function loadCalendar() {
  return import('./month-calendar').then((module) => {
    Calendar = module.default;
    return module;
  });
}

const LazyMonthCalendar = lazy(loadCalendar);

/** A month calendar of yyyy-MM-dd days; while it loads, a placeholder of its size holds its place. */
export function DatePicker(props: DatePickerProps) {
  return (
    <LiveWhenSeen prepare={loadCalendar}>
      <CalendarWhenLoaded {...props} />
    </LiveWhenSeen>
  );
}

/** The calendar, at once when its code is here (as LiveWhenSeen makes sure), else once it is. */
function CalendarWhenLoaded(props: DatePickerProps) {
  if (Calendar) return <Calendar {...props} />;
  return (
    <Suspense
      fallback={
        <div className={styles.calendar}>
          <div className={styles.placeholder}>
            <LoadingState label="Loading the calendar…" />
          </div>
        </div>
      }
    >
      <LazyMonthCalendar {...props} />
    </Suspense>
  );
}
