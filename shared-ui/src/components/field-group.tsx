import { useId, type ReactNode } from 'react';
import styles from './field-group.module.css';

export interface FieldGroupProps {
  legend: string;
  /** The form field it stands for: validation takes the visitor here (`data-field`). */
  field: string;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}

/**
 * A labelled group of choices (package cards, calendar, time slots, room cards) with its hint and
 * error tied to it, so that screen readers announce them when the group gets focus.
 */
export function FieldGroup({ legend, field, hint, error, children }: FieldGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={styles.group} data-field={field} tabIndex={-1} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
