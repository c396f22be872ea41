import { FormikTextField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from './api-status';
import { FormActions, type FormActionsProps } from './form-actions';
import { contentFor, StaffForm, type StaffFormProps } from './staff-form';

/** What a money form says: its name, its buttons, and what a failed answer means. */
export type MoneyFormWords = Pick<FormActionsProps, 'submitLabel' | 'busyLabel' | 'cancelLabel'> & {
  /** The form's accessible name: 'Take payment'. */
  label: string;
  /** What the API's refusal means when the API gave no words of its own (the network failed). */
  errorFallback: string;
};

export type MoneyFormProps<Values> = Pick<StaffFormProps<Values>, 'initialValues' | 'onSubmit' | 'children'> &
  Pick<FormActionsProps, 'submitVariant' | 'onCancel'> & {
    words: MoneyFormWords;
    /** The amount's own limits (at most what is due) on top of the contract's schema. */
    validate: (values: Values) => object;
    /** The API's answer when the money was not moved. */
    error: ApiError | undefined;
  };

/**
 * The frame of a form that moves money (take payment, record a refund, send a refund), opened in
 * place under the button that opened it: its fields, why the API refused, and its submit and Cancel.
 */
export function MoneyForm<Values extends object>({ words, initialValues, validate, onSubmit, error, children, submitVariant, onCancel }: MoneyFormProps<Values>) {
  const { label, errorFallback, ...buttons } = words;
  return (
    <StaffForm<Values> label={label} layout="inline" initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {(form) => (
        <>
          {contentFor(children, form)}
          {error ? <ApiProblem error={error} fallback={errorFallback} /> : null}
          <FormActions {...buttons} submitVariant={submitVariant} onCancel={onCancel} />
        </>
      )}
    </StaffForm>
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
