import type { ReactNode } from 'react';
import styles from './summary-layout.module.css';

export interface SummaryLayoutProps {
  /** The page's form or steps: the wide column. */
  children: ReactNode;
  /** The price summary: below the form on a phone, beside it (and kept in view) on a wide screen. */
  summary: ReactNode;
  /** Names the summary as a landmark (an `aside`); without it the summary is a plain block. */
  summaryLabel?: string;
  /** The summary's id, for a way to it (the phone's price bar). */
  summaryId?: string;
}

/** The form-and-summary page of the edit and after-hours flows, one layout for both. */
export function SummaryLayout({ children, summary, summaryLabel, summaryId }: SummaryLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      {summaryLabel ? (
        <aside className={styles.aside} aria-label={summaryLabel} id={summaryId} tabIndex={summaryId ? -1 : undefined}>
          {summary}
        </aside>
      ) : (
        <div className={styles.aside} id={summaryId} tabIndex={summaryId ? -1 : undefined}>
          {summary}
        </div>
      )}
    </div>
  );
}
