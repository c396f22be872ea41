import { useState, type ReactNode } from 'react';
import { CATALOGUE_MESSAGES } from '@party/domain';
import { Alert, type ApiError } from '@party/shared-ui';
import { changedMeanwhile } from './api';
import { shownValue, type FieldSpec, type FormValues } from './catalogue-kinds';
import styles from './catalogue.module.css';

/**
 * Another manager's change that came first: a save the API refused for it (409
 * 'changed-meanwhile') keeps theirs, to be shown above the fields, and has the list read again
 * (`onStale`). Saving again puts what was typed in place of theirs.
 */
export function useTheirChange<T>(onStale: () => void) {
  const [theirs, setTheirs] = useState<T>();
  function refused(error: ApiError | undefined) {
    const current = changedMeanwhile<T>(error);
    if (!current) return;
    setTheirs(current);
    onStale();
  }
  return { theirs, refused, saved: () => setTheirs(undefined) };
}

export interface TheirValuesProps {
  /** The list's accessible name ('As it now is'). */
  label: string;
  fields: readonly FieldSpec[];
  /** Their change, as the form's values. */
  values: FormValues;
  /** Said for a field they left empty. */
  empty?: string;
  /** More lines after the fields'. */
  children?: ReactNode;
}

/** What another manager left, field by field, above the fields (what was typed is kept). */
export function TheirValues({ label, fields, values, empty = '', children }: TheirValuesProps) {
  return (
    <Alert tone="warning" title={CATALOGUE_MESSAGES.changedMeanwhile}>
      <p className={styles.alertText}>{CATALOGUE_MESSAGES.changedMeanwhileDetail}</p>
      <dl className={styles.theirs} aria-label={label}>
        {fields.map((field) => (
          <div key={field.name}>
            <dt>{field.label}</dt>
            <dd>{shownValue(field, values) || empty}</dd>
          </div>
        ))}
        {children}
      </dl>
    </Alert>
  );
}
