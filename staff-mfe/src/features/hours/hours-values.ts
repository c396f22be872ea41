import { fieldErrors, staffHoursChangeBody, type DayHours, type StaffHours, type StaffHoursChange } from '@party/domain';

// The hours form's values and the request they make: a pure mapping, tested on its own.

/** The rows of the form, Monday first as the footer reads, then public holidays. */
export const HOURS_ROWS = [
  { key: 'mon', label: 'Monday' },
  { key: 'tue', label: 'Tuesday' },
  { key: 'wed', label: 'Wednesday' },
  { key: 'thu', label: 'Thursday' },
  { key: 'fri', label: 'Friday' },
  { key: 'sat', label: 'Saturday' },
  { key: 'sun', label: 'Sunday' },
  { key: 'publicHolidays', label: 'Public holidays' },
] as const;

export type HoursRowKey = (typeof HOURS_ROWS)[number]['key'];
export type DayKey = Exclude<HoursRowKey, 'publicHolidays'>;

export interface DayValues {
  open: boolean;
  opens: string;
  closes: string;
}

export type HoursValues = Record<HoursRowKey, DayValues> & { afterHours: { opens: string; closes: string } };
export type HoursErrors = Partial<Record<HoursRowKey | 'afterHours', { opens?: string; closes?: string }>>;

/** A closed day keeps the times it showed, so ticking Open again brings them back. */
const dayValues = (day: DayHours | null, fallback: DayValues): DayValues => (day ? { open: true, opens: day.opens, closes: day.closes } : { ...fallback, open: false });

/** The form's values from the hours as the API answers them. */
export function hoursValues(hours: StaffHours): HoursValues {
  const fallback: DayValues = { open: false, opens: '09:30', closes: '17:30' };
  const values = {} as HoursValues;
  for (const { key } of HOURS_ROWS) values[key] = dayValues(key === 'publicHolidays' ? hours.publicHolidays : hours.days[key], fallback);
  values.afterHours = { ...hours.afterHours };
  return values;
}

const dayHours = (day: DayValues): DayHours | null => (day.open ? { opens: day.opens, closes: day.closes } : null);

/** PUT /api/staff/hours's body: the hours as the form has them, at the version read. */
export function hoursChange(values: HoursValues, version: number): StaffHoursChange {
  return {
    version,
    days: {
      mon: dayHours(values.mon),
      tue: dayHours(values.tue),
      wed: dayHours(values.wed),
      thu: dayHours(values.thu),
      fri: dayHours(values.fri),
      sat: dayHours(values.sat),
      sun: dayHours(values.sun),
    },
    publicHolidays: dayHours(values.publicHolidays),
    afterHours: { ...values.afterHours },
  };
}

/** The contract's problems with the values, by row: { fri: { closes: 'Closing must be after opening' } }. */
export function hoursErrors(values: HoursValues): HoursErrors {
  const problems = fieldErrors(staffHoursChangeBody, hoursChange(values, 0)) as {
    days?: Partial<Record<DayKey, HoursErrors[DayKey]>>;
    publicHolidays?: HoursErrors['publicHolidays'];
    afterHours?: HoursErrors['afterHours'];
  };
  const errors: HoursErrors = { ...problems.days };
  if (problems.publicHolidays) errors.publicHolidays = problems.publicHolidays;
  if (problems.afterHours) errors.afterHours = problems.afterHours;
  return errors;
}
