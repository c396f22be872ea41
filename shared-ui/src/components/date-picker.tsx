import { lazy, Suspense } from 'react';
import { LoadingState } from './loading-state';
import type { DatePickerProps } from './month-calendar';
import styles from './date-picker.module.css';

export type { DatePickerProps } from './month-calendar';
export { fromCalendarDay, toCalendarDay } from './calendar-day';

// The calendar (react-day-picker and date-fns, about a sixth of the shared libraries) is fetched
// only by a page that shows one: every other page, the invitation a guest opens on a phone among
// them, loads without it.
const MonthCalendar = lazy(() => import('./month-calendar'));

/** A month calendar of yyyy-MM-dd days; while it loads, a placeholder of its size holds its place. */
export function DatePicker(props: DatePickerProps) {
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
      <MonthCalendar {...props} />
    </Suspense>
  );
}
