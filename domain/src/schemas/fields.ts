import { array, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { isClockTime, isIsoDate } from '../dates';
import { EMAIL_PATTERN, LIMITS } from '../field-limits';
import { KIDS_MAX, KIDS_MIN } from '../limits';
import { STEP1_MESSAGES } from '../messages';
import type { Id } from '../types';

// Field schemas shared by the forms and the API's request bodies, with bounds that keep a request
// sane (lengths, integer ranges, date and time forms) even where the browser never sends nonsense.

export { EMAIL_PATTERN, LIMITS };

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** An id: a non-empty string of at most 64 characters, or a non-negative integer. */
export const idSchema = mixed<Id>((value): value is Id => typeof value === 'string' || typeof value === 'number').test(
  'id',
  'Must be an id',
  (value) =>
    value === undefined ||
    (typeof value === 'string' && value.trim().length > 0 && value.length <= 64) ||
    (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0),
);

/** Required text, trimmed, with its own message when empty. */
export function requiredText(message: string, max: number) {
  return string().trim().required(message).max(max, tooLong(max));
}

/** Optional text, trimmed; empty is allowed. */
export function optionalText(max: number) {
  return string().trim().max(max, tooLong(max)).default('');
}

/** A required email address matching the simple pattern. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .max(LIMITS.email, tooLong(LIMITS.email))
    .matches(EMAIL_PATTERN, { message: invalidMessage, excludeEmptyString: true });
}

/** A required yyyy-MM-dd date. */
export function isoDateField(requiredMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .test('iso-date', 'Date must be a real date written yyyy-MM-dd', (value) => value === undefined || isIsoDate(value));
}

/** A required HH:mm time. */
export function clockTimeField(requiredMessage: string) {
  return string()
    .trim()
    .required(requiredMessage)
    .test('clock-time', 'Time must be written HH:mm (24-hour)', (value) => value === undefined || isClockTime(value));
}

/** A whole number in a range, with one message for a missing or unreadable value. */
export function integerField(requiredMessage: string, min: number, max: number, minMessage?: string, maxMessage?: string) {
  return number()
    .typeError(requiredMessage)
    .required(requiredMessage)
    .integer('Must be a whole number')
    .min(min, minMessage ?? `Must be ${min} or more`)
    .max(max, maxMessage ?? `Must be ${max} or less`);
}

/** An optional amount in dollars (the server recomputes prices; it only bounds what is sent). */
export const moneyField = number()
  .typeError('Must be an amount in dollars')
  .min(0, 'Must be 0 or more')
  .max(LIMITS.money, `Must be ${LIMITS.money} or less`)
  .test('cents', 'Must be in whole cents', (value) => value === undefined || Number.isInteger(Math.round(value * 100 * 1e6) / 1e6));

/** A chosen catalogue object (package, room, time slot) that must carry its id. */
export function chosenObject(requiredMessage: string) {
  return object({ id: idSchema.required(requiredMessage) })
    .default(undefined)
    .nullable()
    .required(requiredMessage);
}

/** A booking's list of chosen items: ids with optional quantity and price. */
export function itemList(minQuantity: number) {
  return array(
    object({
      id: idSchema.required('Every item needs an id'),
      quantity: number()
        .typeError('Quantity must be a number')
        .integer('Quantity must be a whole number')
        .min(minQuantity, `Quantity must be ${minQuantity} or more`)
        .max(LIMITS.quantity, `Quantity must be ${LIMITS.quantity} or less`)
        .nullable(),
      price: moneyField.nullable(),
    }),
  )
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} items`)
    .default([]);
}

/** The number of kids: a whole number from 1 to 50, with the spec's messages (the one statement of the limit). */
export const numberOfKidsField = integerField(
  STEP1_MESSAGES.numberOfKidsRequired,
  KIDS_MIN,
  KIDS_MAX,
  STEP1_MESSAGES.numberOfKidsMin,
  STEP1_MESSAGES.numberOfKidsMax,
);

/** A booking's guest list: at most as many guests as a party may have kids. */
export function guestList<T extends AnyObject>(guest: ObjectSchema<T>) {
  return array(guest).max(KIDS_MAX, `At most ${KIDS_MAX} guests`).default([]);
}
