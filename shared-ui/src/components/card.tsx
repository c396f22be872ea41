import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title: string;
  /** Heading level of the title (2 on a page, 3 inside a section). */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** A titled white panel, named by its title for screen readers: a summary, a form section. */
export function Card({ title, headingLevel = 2, children, className, ...section }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <section {...section} className={`${styles.card} ${className ?? ''}`} aria-labelledby={id}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
