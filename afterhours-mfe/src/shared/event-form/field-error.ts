import { getIn, useFormikContext } from 'formik';

/** The form's fields in the spec's order (SPEC.md §5): a failed Continue takes the keyboard to the first wrong one. */
export const FIELD_ORDER = [
  'date',
  'startTime',
  'endTime',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'address',
  'expectedKids',
  'expectedAdults',
  'selectedPackage',
  'addons',
  'paymentOption',
] as const;

/** The fields' messages, shown once the parent has tried to go on (the errors are checked then). */
export function useFieldErrors(): (name: string) => string | undefined {
  const { errors, submitCount } = useFormikContext<unknown>();
  return (name) => {
    const error: unknown = getIn(errors, name);
    if (submitCount === 0 || error === undefined) return undefined;
    // A problem inside a list (an add-on's quantity) is said once for the list.
    return typeof error === 'string' ? error : 'Please check the add-ons chosen.';
  };
}

/** The first field with a problem, in the order the form shows them. */
export function firstFieldWithError(errors: object): string | undefined {
  return FIELD_ORDER.find((field) => field in errors);
}
