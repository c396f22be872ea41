import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one level-1 heading. */
  title: string;
  /** A line under it: what the page is for, or the booking's reference. */
  children?: ReactNode;
}

/** How a page of the site starts: its title, and a lead line under it. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <header>
      <h1 className={styles.title}>{title}</h1>
      {children ? <p className={styles.lead}>{children}</p> : null}
    </header>
  );
}
