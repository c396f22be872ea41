import { LIMITS } from '@party/domain';
import { Button, TextAreaField, TextField } from '@party/shared-ui';
import type { GuestEntry, GuestField } from './use-rsvp-form';
import styles from './invitation.module.css';

export interface GuestFieldsProps {
  guest: GuestEntry;
  /** Guest 1, Guest 2, … */
  number: number;
  canRemove: boolean;
  disabled: boolean;
  onChange: (field: GuestField, value: string) => void;
  onRemove: () => void;
}

/** A label with "(optional)" after it, in the small muted type of shared-ui's "(required)". */
const optional = (label: string) => (
  <>
    {label} <span className={styles.optional}>(optional)</span>
  </>
);

/** The input's name, by which the form finds a field to focus. */
export const fieldName = (key: number, field: GuestField) => `guest-${key}-${field}`;

/** One guest's answers. Allergies are sent to the party's family and never shown back here. */
export function GuestFields({ guest, number, canRemove, disabled, onChange, onRemove }: GuestFieldsProps) {
  const { key, values, errors } = guest;
  const field = (name: GuestField) => ({
    name: fieldName(key, name),
    value: values[name],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <fieldset className={styles.guest}>
      <legend className={styles.guestLegend}>Guest {number}</legend>
      <TextField label="Guest Name" required autoComplete="name" maxLength={LIMITS.name} error={errors.name} {...field('name')} />
      <TextField label={optional('Phone')} type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...field('phone')} />
      <TextField
        label="Email"
        required
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={LIMITS.email}
        error={errors.email}
        {...field('email')}
      />
      <TextField label={optional("Kids' Names")} hint="The children coming with you." maxLength={LIMITS.notes} {...field('kidsNames')} />
      <TextAreaField
        label={optional('Allergies')}
        hint="Any allergies or dietary needs, for the party host."
        rows={2}
        maxLength={LIMITS.notes}
        {...field('allergies')}
      />
      {canRemove ? (
        <Button variant="ghost" className={styles.remove} disabled={disabled} onClick={onRemove}>
          Remove<span className="visually-hidden"> Guest {number}</span>
        </Button>
      ) : null}
    </fieldset>
  );
}
