import type { FormikErrors } from 'formik';

// Where a failed Continue takes the visitor, and what its toast says. The fields show their own
// messages through @party/shared-ui's Formik-bound fields (useShownError).

/** Every [path, message] of Formik's nested errors. */
function flatten(errors: unknown, prefix = ''): Array<[string, string]> {
  if (typeof errors === 'string') return [[prefix, errors]];
  if (typeof errors !== 'object' || errors === null) return [];
  return Object.entries(errors).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

/** The path of the field that has this message (the first one, when several have it). */
export function errorPath(errors: FormikErrors<unknown>, message: string): string | undefined {
  const entries = flatten(errors);
  return (entries.find(([, text]) => text === message) ?? entries[0])?.[0];
}

/** Any message of Formik's errors, for when the schema's own order cannot be worked out. */
export function anyErrorMessage(errors: FormikErrors<unknown>): string | undefined {
  return flatten(errors)[0]?.[1];
}
