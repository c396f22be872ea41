import { useState } from 'react';
import {
  attendanceFormBody,
  CONDITIONS_OF_ENTRY,
  fieldErrors,
  FORM_CHILDREN_MAX,
  LIMITS,
  type AttendanceFormInput,
  type StaffDoorParty,
} from '@party/domain';
import { Alert, Button, CheckboxField, Dialog, notify, TextAreaField, TextField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { useTakeWalkInMutation } from './api';
import styles from './door.module.css';

interface ChildValues {
  name: string;
  age: string;
  allergies: string;
  medicalNotes: string;
}

interface Values {
  guardianName: string;
  guardianMobile: string;
  emergencyName: string;
  emergencyPhone: string;
  children: ChildValues[];
  agreedName: string;
  agree: boolean;
}

type ChildProblems = Partial<Record<keyof ChildValues, string>>;
type Problems = Partial<Record<Exclude<keyof Values, 'children'>, string>> & { children?: ChildProblems[] | string };

const noChild = (): ChildValues => ({ name: '', age: '', allergies: '', medicalNotes: '' });

/** What the form sends: the attendance form's request shape, an age as a number (none while blank). */
function formOf(values: Values): AttendanceFormInput {
  return {
    ...values,
    children: values.children.map((child) => ({ ...child, age: (child.age.trim() === '' ? undefined : Number(child.age)) as number })),
    agree: values.agree as true,
  };
}

/**
 * "A child not on the list": the attendance form the families fill, filled on the door's tablet
 * there and then (the same fields, checks and messages), the conditions of entry listed and agreed
 * to with the guardian's typed name. Saved, the children are checked in at once. What was typed is
 * kept through every refusal.
 */
export function WalkInDialog({ date, party, onClose }: { date: string; party: StaffDoorParty; onClose: () => void }) {
  const [values, setValues] = useState<Values>({ guardianName: '', guardianMobile: '', emergencyName: '', emergencyPhone: '', children: [noChild()], agreedName: '', agree: false });
  const [errors, setErrors] = useState<Problems>({});
  const [problem, setProblem] = useState<ApiError>();
  const [takeWalkIn, saving] = useTakeWalkInMutation();

  // A field's message goes as soon as it is changed: what is left on the form is what is still wrong.
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setChild = (index: number, key: keyof ChildValues, value: string) => {
    setValues((current) => ({ ...current, children: current.children.map((child, i) => (i === index ? { ...child, [key]: value } : child)) }));
    setErrors((current) =>
      Array.isArray(current.children) ? { ...current, children: current.children.map((problems, i) => (i === index ? { ...problems, [key]: undefined } : problems)) } : current,
    );
  };
  const childErrors = (index: number): ChildProblems => (Array.isArray(errors.children) ? (errors.children[index] ?? {}) : {});

  async function save() {
    const form = formOf(values);
    const found = fieldErrors(attendanceFormBody, form) as Problems;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(undefined);
    const result = await takeWalkIn({ date, reference: party.reference, form });
    if ('error' in result) {
      setProblem(result.error as ApiError);
      return;
    }
    const names = values.children.map((child) => child.name.trim()).join(', ');
    notify.success('Checked in', `${names}: form saved and checked in to ${party.child.firstName}'s party.`);
    onClose();
  }

  const actions = (
    <>
      <Button variant="primary" busy={saving.isLoading} busyLabel="Saving…" onClick={() => void save()}>
        Save and check in
      </Button>
      <Button variant="ghost" disabled={saving.isLoading} onClick={onClose}>
        Cancel
      </Button>
    </>
  );

  return (
    <Dialog
      open
      title="A child not on the list"
      description={`The attendance form, filled here by the child's guardian, for ${party.child.firstName}'s party (${party.room.name}). Saving checks the children in.`}
      onOpenChange={(open) => (open ? undefined : onClose())}
      actions={actions}
    >
      <form
        className="stack gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>The guardian</legend>
          <TextField label="Guardian's name" name="guardianName" required autoComplete="off" maxLength={LIMITS.name} value={values.guardianName} onChange={(e) => set('guardianName', e.target.value)} error={errors.guardianName} />
          <TextField label="Guardian's mobile" name="guardianMobile" required type="tel" inputMode="tel" autoComplete="off" value={values.guardianMobile} onChange={(e) => set('guardianMobile', e.target.value)} error={errors.guardianMobile} />
          <TextField label="Emergency contact" name="emergencyName" required autoComplete="off" maxLength={LIMITS.name} value={values.emergencyName} onChange={(e) => set('emergencyName', e.target.value)} error={errors.emergencyName} />
          <TextField label="Emergency contact's number" name="emergencyPhone" required type="tel" inputMode="tel" autoComplete="off" value={values.emergencyPhone} onChange={(e) => set('emergencyPhone', e.target.value)} error={errors.emergencyPhone} />
        </fieldset>

        {values.children.map((child, index) => (
          <fieldset key={index} className={styles.fieldset}>
            <legend className={styles.legend}>Child {index + 1}</legend>
            <TextField label="Child's name" name={`child-${index}-name`} required autoComplete="off" maxLength={LIMITS.name} value={child.name} onChange={(e) => setChild(index, 'name', e.target.value)} error={childErrors(index).name} />
            <TextField label="Age" name={`child-${index}-age`} required inputMode="numeric" autoComplete="off" value={child.age} onChange={(e) => setChild(index, 'age', e.target.value)} error={childErrors(index).age} />
            <TextAreaField label="Allergies" name={`child-${index}-allergies`} rows={2} maxLength={LIMITS.notes} value={child.allergies} onChange={(e) => setChild(index, 'allergies', e.target.value)} error={childErrors(index).allergies} />
            <TextAreaField label="Medical notes" name={`child-${index}-medical`} rows={2} maxLength={LIMITS.notes} value={child.medicalNotes} onChange={(e) => setChild(index, 'medicalNotes', e.target.value)} error={childErrors(index).medicalNotes} />
            {values.children.length > 1 ? (
              <Button variant="ghost" onClick={() => set('children', values.children.filter((_, i) => i !== index))}>
                Remove child {index + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {typeof errors.children === 'string' ? <Alert tone="danger">{errors.children}</Alert> : null}
        {values.children.length < FORM_CHILDREN_MAX ? (
          <Button variant="secondary" onClick={() => set('children', [...values.children, noChild()])}>
            Add another child
          </Button>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Conditions of entry</legend>
          <ul className={styles.conditions}>
            {CONDITIONS_OF_ENTRY.map((condition) => (
              <li key={condition}>{condition}</li>
            ))}
          </ul>
          <TextField label="Type your full name to agree" name="agreedName" required autoComplete="off" maxLength={LIMITS.name} value={values.agreedName} onChange={(e) => set('agreedName', e.target.value)} error={errors.agreedName} />
          <CheckboxField label="I agree to the conditions of entry" name="agree" checked={values.agree} onChange={(e) => set('agree', e.target.checked)} error={errors.agree} />
        </fieldset>
        {problem ? <ApiProblem error={problem} fallback="The form was not saved: nobody was checked in." /> : null}
        {/* Enter in a field saves, as the Save button does. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
