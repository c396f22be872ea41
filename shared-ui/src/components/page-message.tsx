import type { ReactNode, Ref } from 'react';
import styles from './page-message.module.css';

export interface PageMessageProps {
  title: string;
  children?: ReactNode;
  /** Buttons or links that lead on from here. */
  actions?: ReactNode;
  /** Level of the title; pages use 1, a message inside a page section uses 2. */
  headingLevel?: 1 | 2;
  /** For a page that puts the keyboard on the title when the message replaces what it was on. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A whole-page message: not found, could not load, closed. */
export function PageMessage({ title, children, actions, headingLevel = 1, headingRef }: PageMessageProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.message}>
      <Heading ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
        {title}
      </Heading>
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
