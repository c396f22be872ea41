import type { ReactNode } from 'react';
import styles from './summary-list.module.css';

export interface SummaryRow {
  /** Unique within the list. */
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** A total: drawn stronger, with a rule above. */
  emphasis?: boolean;
}

/** Label and value pairs (a description list), e.g. a booking's details or its prices. */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className={styles.list}>
      {rows.map((row) => (
        <div key={row.key} className={row.emphasis ? `${styles.row} ${styles.emphasis}` : styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
