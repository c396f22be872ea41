import type { ReactNode } from 'react';
import styles from './summary-list.module.css';

export interface SummaryRow {
  /** Unique within the list. */
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** A total: drawn stronger, with a rule above. */
  emphasis?: boolean;
  /** Nothing to show yet (e.g. 'Not chosen yet'): drawn lighter. */
  muted?: boolean;
}

export interface SummaryListProps {
  rows: readonly SummaryRow[];
  /** Values are amounts: never broken across lines (the label wraps instead). */
  amounts?: boolean;
  /** The list's accessible name, when the heading above does not give it one. */
  label?: string;
}

/** Label and value pairs (a description list), e.g. a booking's details or its prices. */
export function SummaryList({ rows, amounts = false, label }: SummaryListProps) {
  return (
    <dl className={`${styles.list} ${amounts ? styles.amounts : ''}`} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={`${styles.row} ${row.emphasis ? styles.emphasis : ''}`}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={`${styles.value} ${row.muted ? styles.muted : ''}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
