import { useId, type ReactNode } from 'react';
import styles from './collapsible-section.module.css';

export interface CollapsibleSectionProps {
  title: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** A short note beside the title, e.g. "2 of 3 chosen". */
  note?: string;
  children: ReactNode;
}

/** A section whose content shows and hides under a heading button (controlled by the parent). */
export function CollapsibleSection({ title, open, onToggle, note, children }: CollapsibleSectionProps) {
  const contentId = useId();
  return (
    <section className={styles.section}>
      <h3 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => onToggle(!open)}
        >
          <span>{title}</span>
          {note ? <span className={styles.note}>{note}</span> : null}
          <span className={styles.chevron} aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
      </h3>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
