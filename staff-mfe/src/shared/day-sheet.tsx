import type { ReactNode } from 'react';
import { Button, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus, type StaffQuery } from './api-status';
import { DayNav } from './day-nav';
import { formatDay } from './format';
import { PrintedAt } from './printed-at';
import styles from './day-sheet.module.css';

export interface DaySheetProps {
  /** The sheet's name, before the day in its heading: 'Run sheet', 'Kitchen sheet', 'Door'. */
  name: string;
  /** The day shown, yyyy-MM-dd. */
  date: string;
  /** Today on the venue's clock. */
  today: string;
  /** The address of the same sheet for another day. */
  pathOf: (date: string) => string;
  /** Links beside the heading: the same day's other sheets. */
  links: ReactNode;
  /** A sheet kept on paper (the run sheet, the kitchen's) has Print, and says on paper when it was printed. */
  printable?: boolean;
  /** Said under the day navigation, above the sheet: the door's 'This is not today'. */
  notice?: ReactNode;
  /** The sheet's query: its loading and its failure show in place of the sheet. */
  query: StaffQuery;
  loadingLabel: string;
  errorTitle: string;
  children: ReactNode;
}

/**
 * The frame of a day's sheet: its heading with the other sheets and Print, the day navigation,
 * and the sheet once loaded. The run sheet, the kitchen sheet and the door render inside it.
 */
export function DaySheet({ name, date, today, pathOf, links, printable = false, notice, query, loadingLabel, errorTitle, children }: DaySheetProps) {
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <PageHeader title={`${name}: ${formatDay(date)}`}>{date === today ? 'Today, on the venue’s clock.' : null}</PageHeader>
        <div className={printable ? `${styles.tools} ${styles.screenOnly}` : styles.tools}>
          {links}
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
