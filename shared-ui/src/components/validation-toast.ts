import { PAYMENT_TYPE_REQUIRED, TOAST_TITLES, validationToastTitle } from '@party/domain';
import { notify } from './toast';

/**
 * A form's validation message as the spec's error toast: 'Payment Type' for a missing payment
 * type, 'Invalid Data' for the mobile number, 'Data Required' for the rest.
 */
export function notifyValidationProblem(message: string): void {
  notify.error(message === PAYMENT_TYPE_REQUIRED ? TOAST_TITLES.paymentType : validationToastTitle(message), message);
}
