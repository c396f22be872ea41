import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { FormikTextField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from './api-status';
import { FormActions, type FormActionsProps } from './form-actions';
import kit from './staff-kit.module.css';

export interface MoneyFormProps extends FormActionsProps {
  /** The form's accessible name: 'Take payment'. */
  label: string;
  /** The API's answer when the money was not moved. */
  error: ApiError | undefined;
  /** What that answer means when the API gave no words of its own (the network failed). */
  errorFallback: string;
  children: ReactNode;
}

/**
 * The frame of a form that moves money (take payment, record a refund, send a refund), opened in
 * place under the button that opened it: its fields, why the API refused, and its submit and Cancel.
 * It stands inside the Formik form whose fields it frames.
 */
export function MoneyForm({ label, error, errorFallback, children, ...actions }: MoneyFormProps) {
  const { handleSubmit } = useFormikContext<unknown>();
  return (
    <form className={kit.inlineForm} noValidate onSubmit={handleSubmit} aria-label={label}>
      {children}
      {error ? <ApiProblem error={error} fallback={errorFallback} /> : null}
      <FormActions {...actions} />
    </form>
  );
}

/** The amount in dollars, the form's `amount`. The form opens for it: the keyboard goes straight to it. */
export function AmountField({ hint }: { hint: string }) {
  return <FormikTextField label="Amount" name="amount" inputMode="decimal" autoFocus required hint={hint} />;
}

/** The optional note on the money moved, the form's `note`. */
export function NoteField() {
  return <FormikTextField label="Note" name="note" hint="Why, if it helps later (optional)." />;
}
