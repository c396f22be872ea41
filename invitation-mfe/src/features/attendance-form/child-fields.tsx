import { FORM_CHILD_AGE_MAX, LIMITS } from '@party/domain';
import { Button, OptionalLabel, TextField } from '@party/shared-ui';
import { childFieldName, type ChildDraft, type ChildField } from './form-draft';
import styles from './attendance-form.module.css';

export interface ChildFieldsProps {
  child: ChildDraft;
  /** Child 1, Child 2, … */
  number: number;
  errors: Partial<Record<ChildField, string>>;
  canRemove: boolean;
  disabled: boolean;
  onChange: (field: ChildField, value: string) => void;
  onRemove: () => void;
}

/** One child on the form: name, age, allergies and medical notes for the venue. */
export function ChildFields({ child, number, errors, canRemove, disabled, onChange, onRemove }: ChildFieldsProps) {
  const field = (name: ChildField) => ({
    name: childFieldName(child.key, name),
    value: child[name],
    error: errors[name],
    disabled,
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <fieldset className={styles.child}>
      <legend className={styles.childLegend}>Child {number}</legend>
      <TextField label="Child's Name" required autoComplete="off" maxLength={LIMITS.name} {...field('name')} />
      <TextField label="Age" required inputMode="numeric" autoComplete="off" maxLength={3} hint={`0 to ${FORM_CHILD_AGE_MAX}`} className={styles.age} {...field('age')} />
      <TextField label={<OptionalLabel>Allergies</OptionalLabel>} autoComplete="off" maxLength={LIMITS.notes} {...field('allergies')} />
      <TextField
        label={<OptionalLabel>Medical Notes</OptionalLabel>}
        hint="Anything the staff should know: asthma, an EpiPen in the bag…"
        autoComplete="off"
        maxLength={LIMITS.notes}
        {...field('medicalNotes')}
      />
      {canRemove ? (
        <Button variant="ghost" disabled={disabled} onClick={onRemove}>
          Remove<span className="visually-hidden"> Child {number}</span>
        </Button>
      ) : null}
    </fieldset>
  );
}
