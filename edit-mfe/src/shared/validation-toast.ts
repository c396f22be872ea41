import { firstValidationMessage, PAYMENT_TYPE_REQUIRED, TOAST_TITLES, validationToastTitle } from '@party/domain';
import { notify } from '@party/shared-ui';
import type { AnySchema } from 'yup';

/**
 * Shows the first problem of a form as the spec's toast ('Payment Type' for a missing payment
 * type, 'Data Required' for the rest) and says whether there was one.
 */
export function toastFirstProblem(schema: AnySchema, values: unknown): boolean {
  const message = firstValidationMessage(schema, values);
  if (!message) return false;
  const title = message === PAYMENT_TYPE_REQUIRED ? TOAST_TITLES.paymentType : validationToastTitle(message);
  notify.error(title, message);
  return true;
}
