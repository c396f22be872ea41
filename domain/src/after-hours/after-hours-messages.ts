// The after-hours page's messages: its form's fields and the times already taken.

export const AFTER_HOURS_MESSAGES = {
  dateRequired: 'Please select a date.',
  startTimeRequired: 'Please select a start time.',
  endTimeRequired: 'Please select an end time.',
  endTimeAfterStart: 'End time must be after start time.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailInvalid: 'A valid email is required.',
  mobileRequired: 'Mobile number is required.',
  addressRequired: 'Address is required.',
  expectedKidsRequired: 'Expected kids count is required.',
  expectedAdultsRequired: 'Expected adults count is required.',
  packageRequired: 'Please select a package.',
} as const;

/** What the after-hours page says about times already taken (a hire, or parties). */

export const TAKEN_TIMES_MESSAGES = {
  /** A fully taken day's name in the calendar ends with this. */
  fullyBooked: 'fully booked',
  calendarHint: 'Events are booked from 48 hours to 12 months ahead. Crossed-out days cannot be booked; shaded ones are fully booked.',
  /** Continue or Update Booking found the times taken meanwhile (or the list says they are now). */
  timesTaken: 'Sorry, these times have just been booked. Please choose other times: everything else you entered is kept.',
} as const;

/** 'Already booked that day: 9:30 AM - 4:00 PM. Only times that fit are offered.' (the ranges as formatTimeRange writes them) */
export function takenTimesHint(ranges: readonly string[]): string {
  return `Already booked that day: ${ranges.join(', ')}. Only times that fit are offered.`;
}
