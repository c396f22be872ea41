import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title: string;
  /** Heading level of the title (2 on a page, 3 inside a section). */
  headingLevel?: 2 | 3;
  /** For a page that puts the keyboard on the title (it can then take focus from code). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A titled white panel, named by its title for screen readers: a summary, a form section. */
export function Card({ title, headingLevel = 2, headingRef, children, className, ...section }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();
  return (
    <section {...section} className={`${styles.card} ${className ?? ''}`} aria-labelledby={id}>
      <Heading id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
