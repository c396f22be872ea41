import { isClockTime, minutesOfDay } from '../dates';
import { AFTER_HOURS_TIMES, isAfterHoursEndTime, isAfterHoursStartTime, latestAfterHoursStart, type AfterHoursWindow } from '../after-hours/time-rules';
import { LIMITS } from '../limits';
import { AFTER_HOURS_MESSAGES as M } from '../after-hours/after-hours-messages';
import { mainPaymentOptionField } from './bookings';
import { chosenObject, clockTimeField, emailField, idField, integerField, isoDateField, moneyField, optionalText, publicIdField, requiredText } from './fields';
import { z } from './zod';

// The after-hours form (new and edit), which is also the body of POST /api/bookings-afterhours/save
// and PUT /api/bookings-afterhours/{id} (the booking as the API answers it: after-hours-answers.ts).
// Fields are in the spec's order. Whether the date is bookable depends on the clock and on
// unavailable dates: the server checks it with isAfterHoursDateBookable. Whether the times are
// ones the venue's window offers depends on the window of the day (the venue sets it, decision
// 042): the form and the server check it with afterHoursTimesProblem and the window they read.

/** A hire's times refused for the venue's window: the start, then the end. */
export function afterHoursTimeMessages(window: AfterHoursWindow) {
  return {
    startOffGrid: `Start time must be between ${window.opens} and ${latestAfterHoursStart(window)}, on the quarter hour.`,
    endOffGrid: `End time must be at least ${AFTER_HOURS_TIMES.minimumHours} hours after the start, on the half hour, and no later than ${window.closes}.`,
  };
}

/** What is wrong with a hire's times in the window (undefined when nothing is, or when one is missing or not a time: the schema says those). */
export function afterHoursTimesProblem(startTime: string, endTime: string, window: AfterHoursWindow): { field: 'startTime' | 'endTime'; message: string } | undefined {
  if (!isClockTime(startTime)) return undefined;
  const messages = afterHoursTimeMessages(window);
  if (!isAfterHoursStartTime(startTime, window)) return { field: 'startTime', message: messages.startOffGrid };
  if (isClockTime(endTime) && minutesOfDay(endTime) > minutesOfDay(startTime) && !isAfterHoursEndTime(startTime, endTime, window)) return { field: 'endTime', message: messages.endOffGrid };
  return undefined;
}

export const AFTER_HOURS_TIME_MESSAGES = {
  expectedKidsMin: 'Expected kids count must be 0 or more.',
  expectedAdultsMin: 'Expected adults count must be 0 or more.',
} as const;

/** The most guests a hire may say it expects, of each kind. */
const MAX_GUESTS = 1000;

/** An add-on of a hire: its id and how many (0 to its maxQuantity, which the server checks). */
export const afterHoursAddonChoiceSchema = z.object({
  id: idField('Every add-on needs an id'),
  name: z.optional(z.string().check(z.trim(), z.maxLength(LIMITS.name))),
  quantity: integerField('Add-on quantity is required', 0, LIMITS.quantity),
  price: z.optional(z.nullable(moneyField)),
});

/** The end comes after the start (both written HH:mm); the window's grid is afterHoursTimesProblem's. */
const endAfterStart = z.superRefine<{ startTime: string; endTime: string }>(
  ({ startTime, endTime }, ctx) => {
    if (minutesOfDay(endTime) <= minutesOfDay(startTime)) ctx.addIssue({ code: 'custom', path: ['endTime'], message: M.endTimeAfterStart });
  },
  // Checked whenever both times are there, even while other fields are wrong, as a form needs.
  { when: ({ value }) => typeof value === 'object' && value !== null && ['startTime', 'endTime'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string' && minutesOfDay((value as Record<string, string>)[key]) >= 0) },
);

/** The after-hours form and the body of save and update. */
export const afterHoursSchema = z
  .object({
    date: isoDateField(M.dateRequired),
    startTime: clockTimeField(M.startTimeRequired),
    endTime: clockTimeField(M.endTimeRequired),
    firstName: requiredText(M.firstNameRequired, LIMITS.name),
    lastName: requiredText(M.lastNameRequired, LIMITS.name),
    email: emailField(M.emailInvalid, M.emailInvalid),
    mobile: requiredText(M.mobileRequired, LIMITS.phone),
    address: requiredText(M.addressRequired, LIMITS.address),
    expectedKids: integerField(M.expectedKidsRequired, 0, MAX_GUESTS, AFTER_HOURS_TIME_MESSAGES.expectedKidsMin),
    expectedAdults: integerField(M.expectedAdultsRequired, 0, MAX_GUESTS, AFTER_HOURS_TIME_MESSAGES.expectedAdultsMin),
    selectedPackage: chosenObject(M.packageRequired),
    notes: optionalText(LIMITS.notes),
    addons: z._default(z.array(afterHoursAddonChoiceSchema).check(z.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} add-ons`)), []),
    paymentOption: mainPaymentOptionField,
    duration: z.optional(z.number().check(z.minimum(0), z.maximum(24), z.describe('Ignored: worked out from the times'))),
    // The spec's payload is the whole booking, its pricing included; the server prices it itself.
    pricing: z.optional(z.unknown()).check(z.describe('Ignored: the server prices the booking')),
  })
  .check(endAfterStart);

/** POST /api/bookings-afterhours/save: the form, and the parent's own unpaid hire it replaces. */
export const afterHoursSaveBody = z.extend(afterHoursSchema, {
  replacesBookingId: z.optional(z.union([publicIdField, z.literal('')])).check(
    z.describe('An unpaid pending hire made from an earlier version of this draft: it is canceled in the same transaction, so the new hire can take its time'),
  ),
});


export type AfterHoursFormValues = z.output<typeof afterHoursSchema>;
/** The body of save and update as the browser sends it. */
export type AfterHoursRequest = z.input<typeof afterHoursSaveBody>;
export type AfterHoursAddonSelection = z.input<typeof afterHoursAddonChoiceSchema>;
