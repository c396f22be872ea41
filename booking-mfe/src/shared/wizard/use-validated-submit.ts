import type { FormEvent } from 'react';
import { setNestedObjectValues, useFormikContext, type FormikTouched } from 'formik';
import { validationMessages } from '@party/domain';
import { notifyValidationProblem, type AttemptedStatus } from '@party/shared-ui';
import type { BookingFormValues } from '../draft/form-values';
import { anyErrorMessage, errorPath } from './field-errors';
import { useWizardStep } from './wizard-context';

/**
 * The submit handler of a wizard step (Formik's MultistepWizard: moving forward is a submit). It
 * validates with the step's schema; a failure shows the first message in a toast ('Data Required',
 * or 'Invalid Data' for the mobile number), marks the fields and takes the visitor to the first
 * one. A valid form goes to `onValid`. `toastMessage` picks the message to show from the step's
 * messages in the schema's order (by default the first).
 */
export function useValidatedSubmit(
  onValid: (values: BookingFormValues) => void,
  toastMessage: (messages: readonly string[]) => string | undefined = (messages) => messages[0],
) {
  const { schema } = useWizardStep();
  const formik = useFormikContext<BookingFormValues>();

  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length === 0) {
      formik.setStatus(undefined);
      onValid(formik.values);
      return;
    }
    const message = (schema && toastMessage(validationMessages(schema, formik.values))) || anyErrorMessage(errors) || '';
    notifyValidationProblem(message);
    formik.setTouched(setNestedObjectValues<FormikTouched<BookingFormValues>>(errors, true), false);
    formik.setStatus({ attempted: true } satisfies AttemptedStatus);
    const path = errorPath(errors, message);
    const field = path ? form.querySelector<HTMLElement>(`[data-field="${path}"]`) : null;
    field?.focus();
  };
}
