import type { ReactNode } from 'react';
import styles from './wizard-actions.module.css';

/** The row of a step's buttons: Back on the left, the way on at the right. */
export function WizardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
