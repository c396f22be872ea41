import type { ReactNode } from 'react';
import styles from './optional-label.module.css';

/** A field label followed by "(optional)", matching the "(required)" of required fields. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={styles.optional}> (optional)</span>
    </>
  );
}
