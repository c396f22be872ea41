import { array, number, object, string, type InferType } from 'yup';
import { isAfterHoursEndTime, isAfterHoursStartTime } from '../after-hours/time-rules';
import { minutesOfDay } from '../dates';
import { AFTER_HOURS_MESSAGES as M } from '../messages';
import { mainPaymentOptionField } from './booking';
import { LIMITS, chosenObject, clockTimeField, emailField, idSchema, integerField, isoDateField, moneyField, optionalText, requiredText } from './fields';

// The after-hours form (new and edit), which is also the body of POST /api/bookings-afterhours/save
// and PUT /api/bookings-afterhours/{id}. Fields are in the spec's order. Whether the date is
// bookable depends on the clock and on unavailable dates: check it with isAfterHoursDateBookable.

export const AFTER_HOURS_TIME_MESSAGES = {
  startOffGrid: 'Start time must be between 09:00 and 20:00, on the quarter hour.',
  endOffGrid: 'End time must be at least 2 hours after the start, on the half hour, and no later than 22:00.',
  expectedKidsMin: 'Expected kids count must be 0 or more.',
  expectedAdultsMin: 'Expected adults count must be 0 or more.',
} as const;

const MAX_GUESTS = 1000;

export const afterHoursSchema = object({
  date: isoDateField(M.dateRequired),
  startTime: clockTimeField(M.startTimeRequired).test(
    'after-hours-start',
    AFTER_HOURS_TIME_MESSAGES.startOffGrid,
    (value) => value === undefined || isAfterHoursStartTime(value),
  ),
  endTime: clockTimeField(M.endTimeRequired)
    .test('after-start', M.endTimeAfterStart, function endAfterStart(value) {
      const start: unknown = this.parent.startTime;
      if (value === undefined || typeof start !== 'string') return true;
      return !(minutesOfDay(value) <= minutesOfDay(start));
    })
    .test('after-hours-end', AFTER_HOURS_TIME_MESSAGES.endOffGrid, function endOnGrid(value) {
      const start: unknown = this.parent.startTime;
      if (value === undefined || typeof start !== 'string' || !isAfterHoursStartTime(start)) return true;
      return minutesOfDay(value) <= minutesOfDay(start) || isAfterHoursEndTime(start, value);
    }),
  firstName: requiredText(M.firstNameRequired, LIMITS.name),
  lastName: requiredText(M.lastNameRequired, LIMITS.name),
  email: emailField(M.emailInvalid, M.emailInvalid),
  mobile: requiredText(M.mobileRequired, LIMITS.phone),
  address: requiredText(M.addressRequired, LIMITS.address),
  expectedKids: integerField(M.expectedKidsRequired, 0, MAX_GUESTS, AFTER_HOURS_TIME_MESSAGES.expectedKidsMin),
  expectedAdults: integerField(M.expectedAdultsRequired, 0, MAX_GUESTS, AFTER_HOURS_TIME_MESSAGES.expectedAdultsMin),
  selectedPackage: chosenObject(M.packageRequired),
  notes: optionalText(LIMITS.notes),
  addons: array(
    object({
      id: idSchema.required('Every add-on needs an id'),
      name: string().trim().max(LIMITS.name),
      quantity: integerField('Add-on quantity is required', 0, LIMITS.quantity),
      price: moneyField.nullable(),
    }),
  )
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} add-ons`)
    .default([]),
  paymentOption: mainPaymentOptionField,
  duration: number().min(0).max(24).optional(),
});

export type AfterHoursFormValues = InferType<typeof afterHoursSchema>;
