import { FormikTextField, type ApiError } from '@party/shared-ui';
import { ApiProblem } from './api-status';
import { FormActions, type FormActionsProps } from './form-actions';
import { contentFor, StaffForm, type StaffFormProps } from './staff-form';

export type MoneyFormProps<Values> = Pick<StaffFormProps<Values>, 'label' | 'initialValues' | 'onSubmit' | 'children'> &
  FormActionsProps & {
    /** The amount's own limits (at most what is due) on top of the contract's schema. */
    validate: (values: Values) => object;
    /** The API's answer when the money was not moved. */
    error: ApiError | undefined;
    /** What that answer means when the API gave no words of its own (the network failed). */
    errorFallback: string;
  };

/**
 * The frame of a form that moves money (take payment, record a refund, send a refund), opened in
 * place under the button that opened it: its fields, why the API refused, and its submit and Cancel.
 */
export function MoneyForm<Values extends object>({ label, initialValues, validate, onSubmit, error, errorFallback, children, ...actions }: MoneyFormProps<Values>) {
  return (
    <StaffForm<Values> label={label} layout="inline" initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {(form) => (
        <>
          {contentFor(children, form)}
          {error ? <ApiProblem error={error} fallback={errorFallback} /> : null}
          <FormActions {...actions} />
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
