import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** The facts of a booking, term and value, left to right, in one reading order on screen and paper. */
export function Facts({ rows }: { rows: Array<[string, ReactNode] | null | false> }) {
  return (
    <dl className={styles.facts}>
      {rows
        .filter((row): row is [string, ReactNode] => Boolean(row))
        .map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
