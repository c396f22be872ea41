import { firstValidationMessage, type Schema } from '@party/domain';
import { notifyValidationProblem } from '@party/shared-ui';

/** Shows the first problem of a form as the spec's toast, and says whether there was one. */
export function toastFirstProblem(schema: Schema, values: unknown): boolean {
  const message = firstValidationMessage(schema, values);
  if (!message) return false;
  notifyValidationProblem(message);
  return true;
}
