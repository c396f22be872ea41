import { firstValidationMessage, type Schema } from '@party/domain';
import { notifyValidationProblem } from '@party/shared-ui';

/** Shows the first problem of a form, if it has one, as the spec's toast. */
export function toastFirstProblem(schema: Schema, values: unknown): void {
  const message = firstValidationMessage(schema, values);
  if (message) notifyValidationProblem(message);
}
