import type { ReactNode } from 'react';
import styles from './alert.module.css';

export interface AlertProps {
  tone?: 'info' | 'warning' | 'danger' | 'success';
  title?: string;
  children: ReactNode;
}

/** A message box. Warnings and errors are announced to screen readers as they appear. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={urgent ? 'alert' : 'status'}>
      {title ? <p className={styles.title}>{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
