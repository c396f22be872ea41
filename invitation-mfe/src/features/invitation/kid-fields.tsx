import { LIMITS } from '@party/domain';
import { Button, OptionalLabel, TextField } from '@party/shared-ui';
import type { KidEntry, KidField } from './use-rsvp-form';
import styles from './invitation.module.css';

export interface KidFieldsProps {
  kid: KidEntry;
  /** Kid 1, Kid 2, … */
  number: number;
  error?: string;
  canRemove: boolean;
  disabled: boolean;
  onChange: (field: KidField, value: string) => void;
  onRemove: () => void;
}

/** The input's name, by which the form finds a field to focus. */
export const kidFieldName = (key: number, field: KidField) => `kid-${key}-${field}`;

/** One kid coming: their name, and allergies for the host (never shown back on this page). */
export function KidFields({ kid, number, error, canRemove, disabled, onChange, onRemove }: KidFieldsProps) {
  const field = (name: KidField) => ({
    name: kidFieldName(kid.key, name),
    value: kid[name],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <fieldset className={styles.kid}>
      <legend className={styles.kidLegend}>Kid {number}</legend>
      <TextField label="Kid's Name" required autoComplete="off" maxLength={LIMITS.name} error={error} {...field('name')} />
      <TextField
        label={<OptionalLabel>Allergies</OptionalLabel>}
        hint="Any allergies or dietary needs, for the party host."
        autoComplete="off"
        maxLength={LIMITS.notes}
        {...field('allergies')}
      />
      {canRemove ? (
        <Button variant="ghost" className={styles.remove} disabled={disabled} onClick={onRemove}>
          Remove<span className="visually-hidden"> Kid {number}</span>
        </Button>
      ) : null}
    </fieldset>
  );
}
