import { isClockTime, isIsoDate } from '../dates';
import { phoneDigits } from '../format';
import { DATABASE_INTEGER_MAX, EMAIL_PATTERN, KIDS_MAX, KIDS_MIN, LIMITS, MOBILE_DIGITS } from '../limits';
import { STEP1_MESSAGES } from '../booking-form-messages';
import { z } from './zod';

// Field schemas shared by the forms and the API's requests, with the spec's messages and bounds that
// keep a request sane (lengths, integer ranges, date and time forms) even where the browser never
// sends nonsense. Text is trimmed; a field left out of a body reads as missing.

const tooLong = (max: number) => `Must be at most ${max} characters`;

/** A value a form leaves when nothing was entered. */
const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/** Required text, trimmed, with its own message when missing or blank. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? message : 'Must be text') })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
}

/** Optional text, trimmed; left out, it reads as ''. */
export function optionalText(max: number) {
  return z._default(z.string({ error: 'Must be text' }).check(z.trim(), z.maxLength(max, tooLong(max))), '');
}

/** Checks of a required text that say nothing more while it is blank: the missing message is enough. */
const unlessBlank = { when: ({ value }: { value: unknown }) => typeof value === 'string' && value !== '' };

/** A required email address of the spec's simple {email} form. */
export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, LIMITS.email).check(z.regex(EMAIL_PATTERN, { error: invalidMessage, ...unlessBlank }));
}

/** A required yyyy-MM-dd date that exists on the calendar. */
export function isoDateField(requiredMessage: string) {
  return requiredText(requiredMessage, 10).check(z.refine(isIsoDate, { error: 'Date must be a real date written yyyy-MM-dd', ...unlessBlank }));
}

/** A required 24-hour HH:mm time. */
export function clockTimeField(requiredMessage: string) {
  return requiredText(requiredMessage, 5).check(z.refine(isClockTime, { error: 'Time must be written HH:mm (24-hour)', ...unlessBlank }));
}

interface WholeNumberWords {
  /** When the value is not a number at all (or is missing). */
  type?: NonNullable<Parameters<typeof z.number>[0]>;
  whole?: string;
  min?: string;
  max?: string;
}

/**
 * A whole number from `min` to `max`, and never past DATABASE_INTEGER_MAX, what the database's
 * integer columns hold: every whole number a request carries (a count, a quantity, an id, a
 * version) is made here, so none can reach a query and break it.
 */
export function wholeNumber(min: number, max: number = DATABASE_INTEGER_MAX, words: WholeNumberWords = {}) {
  const top = Math.min(max, DATABASE_INTEGER_MAX);
  return z
    .number(words.type ?? { error: 'Must be a number' })
    .check(
      z.int(words.whole ?? 'Must be a whole number'),
      z.minimum(min, words.min ?? `Must be ${min} or more`),
      z.maximum(top, words.max ?? `Must be ${top} or less`),
    );
}

/** A whole number in a range, with its own message when missing (a form's empty field is ''). */
export function integerField(requiredMessage: string, min: number, max: number, minMessage?: string, maxMessage?: string) {
  return wholeNumber(min, max, {
    type: { error: (issue) => (isMissing(issue.input) ? requiredMessage : 'Must be a number') },
    min: minMessage,
    max: maxMessage,
  });
}

/** The version of a row a change was made from: a change to another version is refused (409 'changed-meanwhile'). */
export const versionField = wholeNumber(0);

/** An amount in dollars and whole cents (the server recomputes prices; this only bounds what is sent). */
export const moneyField = z
  .number({ error: 'Must be an amount in dollars' })
  .check(
    z.minimum(0, 'Must be 0 or more'),
    z.maximum(LIMITS.money, `Must be ${LIMITS.money} or less`),
    z.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), 'Must be in whole cents'),
  );

/**
 * A staff request that moves money names itself, made when its form opens: sent again (a double
 * tap, a retry after a timeout), it is carried out once (decision 032).
 */
export const requestIdField = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Send a request id of 16 to 64 letters, digits, - or _'));

/** A catalogue id as a request names it: a non-empty text of at most 64 characters, or a whole number. */
export function idField(requiredMessage = 'Every item needs an id') {
  return z.union([z.string().check(z.trim(), z.minLength(1), z.maxLength(64)), wholeNumber(0)], {
    error: (issue) => (issue.input === undefined ? requiredMessage : 'Must be an id'),
  });
}

/** A public id in an address (a booking's, an invitation's): random, URL-safe. */
export const publicIdField = z.string({ error: 'The id is missing' }).check(
  z.minLength(1, 'The id is missing'),
  z.maxLength(64, 'The id is too long'),
  z.regex(/^[A-Za-z0-9_-]+$/, 'The id may hold only letters, digits, - and _'),
);

/** A chosen catalogue object (package, room, time slot) that must carry its id; only the id is read. */
export function chosenObject(requiredMessage: string) {
  return z.object({ id: idField(requiredMessage) }, { error: requiredMessage });
}

/** A booking's list of chosen items: ids with an optional quantity and price (prices sent are not trusted). */
export function itemList(minQuantity: number) {
  return z._default(
    z
      .array(
        z.object({
          id: idField(),
          quantity: z.optional(
            z.nullable(
              wholeNumber(minQuantity, LIMITS.quantity, {
                type: { error: 'Quantity must be a number' },
                whole: 'Quantity must be a whole number',
                min: `Quantity must be ${minQuantity} or more`,
                max: `Quantity must be ${LIMITS.quantity} or less`,
              }),
            ),
          ),
          price: z.optional(z.nullable(moneyField)),
        }),
      )
      .check(z.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} items`)),
    [],
  );
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
export function guestList<Guest extends z.core.$ZodType>(guest: Guest) {
  return z._default(z.array(guest).check(z.maxLength(KIDS_MAX, `At most ${KIDS_MAX} guests`)), []);
}

/**
 * A mobile number as people write it (spaces, dashes, +61), read as its 10 digits; one message for
 * missing and wrong.
 */
export function mobileField(message: string) {
  return z
    .pipe(
      z.string({ error: message }),
      z.transform((value) => phoneDigits(value)),
    )
    .check(z.regex(new RegExp(`^\\d{${MOBILE_DIGITS}}$`), message));
}

/** Money as the API answers it: dollars, a plain number. */
export const dollars = z.number();
