import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Button, type ButtonProps } from '@party/shared-ui';
import kit from './staff-kit.module.css';

export interface FormActionsProps {
  /** What the submit button says: 'Record payment'. */
  submitLabel: ReactNode;
  /** What it says while the form is sent: 'Recording…'. */
  busyLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** What the other button says: Cancel, or Back from a confirmation. */
  cancelLabel?: string;
  onCancel: () => void;
}

/** A staff form's submit and Cancel, for the Formik form they stand in: both held while it is sent. */
export function FormActions({ submitLabel, busyLabel, submitVariant, cancelLabel = 'Cancel', onCancel }: FormActionsProps) {
  const { isSubmitting } = useFormikContext<unknown>();
  return (
    <div className={kit.actions}>
      <Button type="submit" variant={submitVariant} busy={isSubmitting} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
        {cancelLabel}
      </Button>
    </div>
  );
}
