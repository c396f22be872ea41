import { LIMITS } from '@party/domain';
import { Button, OptionalLabel, TextAreaField, TextField } from '@party/shared-ui';
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
      <TextField label={<OptionalLabel>Phone</OptionalLabel>} type="tel" autoComplete="tel" maxLength={LIMITS.phone} {...field('phone')} />
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
      <TextField label={<OptionalLabel>Kids&apos; Names</OptionalLabel>} hint="The children coming with you." maxLength={LIMITS.notes} {...field('kidsNames')} />
      <TextAreaField
        label={<OptionalLabel>Allergies</OptionalLabel>}
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
