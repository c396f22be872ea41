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

/** The first field with a problem, in the order the form shows them. */
export function firstFieldWithError(errors: object): string | undefined {
  return FIELD_ORDER.find((field) => field in errors);
}
