import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { staffDayPath, staffDoorPath, staffKitchenPath } from '@party/domain';
import { Button, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus, type StaffQuery } from './api-status';
import { DayNav } from './day-nav';
import { formatDay } from './format';
import { PrintedAt } from './printed-at';
import kit from './staff-kit.module.css';
import styles from './day-sheet.module.css';

/**
 * The day's sheets: the name before the day in each one's heading, its address for another day,
 * whether it is kept on paper (Print, and when it was printed, on paper), and what its failure says.
 */
const DAY_SHEETS = {
  runSheet: { name: 'Run sheet', pathOf: staffDayPath, printable: true, errorTitle: 'The run sheet could not be loaded' },
  kitchen: { name: 'Kitchen sheet', pathOf: staffKitchenPath, printable: true, errorTitle: 'The kitchen sheet could not be loaded' },
  door: { name: 'Door', pathOf: staffDoorPath, printable: false, errorTitle: 'The door could not be loaded' },
} as const;

/** A day a sheet shows (yyyy-MM-dd), and today on the venue's clock. */
export interface SheetDay {
  date: string;
  today: string;
}

export interface DaySheetProps {
  sheet: keyof typeof DAY_SHEETS;
  day: SheetDay;
  /** Links beside the heading: the same day's other sheets (the run sheet's, unless given). */
  links?: ReactNode;
  /** Said under the day navigation, above the sheet: the door's 'This is not today'. */
  notice?: ReactNode;
  /** The sheet's query: its loading and its failure show in place of the sheet. */
  query: StaffQuery;
  loadingLabel: string;
  children: ReactNode;
}

/**
 * The frame of a day's sheet: its heading with the other sheets and Print, the day navigation,
 * and the sheet once loaded. The run sheet, the kitchen sheet and the door render inside it.
 */
export function DaySheet({ sheet, day: { date, today }, links, notice, query, loadingLabel, children }: DaySheetProps) {
  const { name, pathOf, printable, errorTitle } = DAY_SHEETS[sheet];
  return (
    <div className={kit.sheetPage}>
      <div className={kit.sheetHeading}>
        <PageHeader title={`${name}: ${formatDay(date)}`}>{date === today ? 'Today, on the venue’s clock.' : null}</PageHeader>
        <div className={printable ? `${kit.sheetTools} ${styles.screenOnly}` : kit.sheetTools}>
          {links ?? <Link to={staffDayPath(date)}>Run sheet for this day</Link>}
          {printable ? (
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          ) : null}
        </div>
      </div>
      {printable ? <PrintedAt /> : null}
      <DayNav date={date} today={today} pathOf={pathOf} />
      {notice}
      <StaffQueryStatus query={query} loadingLabel={loadingLabel} errorTitle={errorTitle}>
        {children}
      </StaffQueryStatus>
    </div>
  );
}
