import { ValidationError, type AnySchema, type ValidateOptions } from 'yup';

/**
 * Every message of a failed validation, in the order the schema declares its fields (yup's
 * abortEarly reports the last field first), without repeats. Empty when the values are valid.
 */
export function validationMessages(schema: AnySchema, values: unknown, options: ValidateOptions = {}): string[] {
  try {
    schema.validateSync(values, { ...options, abortEarly: false });
    return [];
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return [...new Set(error.errors)];
  }
}

/** The first message a form shows in its toast, or undefined when the values are valid. */
export function firstValidationMessage(schema: AnySchema, values: unknown, options: ValidateOptions = {}): string | undefined {
  return validationMessages(schema, values, options)[0];
}
