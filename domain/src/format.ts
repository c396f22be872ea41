import { dayjs, isIsoDate, minutesOfDay } from './dates';
import type { Id } from './types';
import { DATABASE_INTEGER_MAX } from './limits';
import { BOOKING_REFERENCE_PREFIX } from './venue';

// Formatting happens at the edge only: rules work in cents and yyyy-MM-dd / HH:mm strings.

// Made on first use, not when the module loads: making it reads the currency's locale data, about
// 70 ms of a phone's main thread, which every page that imports this module but shows no price
// (the shell's header and footer, the invitation) would otherwise pay as it starts.
let aud: Intl.NumberFormat | undefined;

/** Australian dollars for en-AU: 1234.5 -> '$1,234.50'. */
export function formatAud(dollars: number): string {
  aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  return aud.format(dollars);
}

/** A yyyy-MM-dd date for display: '2024-03-03' -> 'Sun, March 3rd, 2024' ('' when it is not a date). */
export function formatDisplayDate(date: string): string {
  // Read as a plain calendar date (UTC) so no machine time zone can move it to another day.
  return isIsoDate(date) ? dayjs.utc(date).format('ddd, MMMM Do, YYYY') : '';
}

/** A 24-hour HH:mm time in 12-hour form: '14:30' -> '2:30 PM', '00:05' -> '12:05 AM' ('' when it is not a time). */
export function formatTime12h(time: string): string {
  const minutes = minutesOfDay(time);
  if (Number.isNaN(minutes)) return '';
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** A time range for display: '14:30', '16:30' -> '2:30 PM - 4:30 PM'. */
export function formatTimeRange(start: string, end: string): string {
  return `${formatTime12h(start)} - ${formatTime12h(end)}`;
}

/** The booking reference shown to people: the venue's prefix followed by (1000 + id + 1), e.g. 42 -> 'JJ1043'. */
export function bookingReference(id: Id, prefix: string = BOOKING_REFERENCE_PREFIX): string {
  const serial = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id.trim()) : Number.NaN;
  if (!Number.isSafeInteger(serial) || serial < 0) {
    throw new RangeError(`A booking reference needs a non-negative integer id, got '${id}'`);
  }
  return `${prefix}${1000 + serial + 1}`;
}


/**
 * The internal id a booking reference names ('JJ1043' -> 42), or undefined when it names none
 * (one below the first booking, or past any id the database can hold).
 */
export function bookingIdOfReference(reference: string, prefix: string = BOOKING_REFERENCE_PREFIX): number | undefined {
  const digits = reference.startsWith(prefix) ? reference.slice(prefix.length) : '';
  if (!/^\d{1,15}$/.test(digits)) return undefined;
  const id = Number(digits) - 1001;
  return id >= 0 && id <= DATABASE_INTEGER_MAX ? id : undefined;
}

/** An add-on price type for display, underscores as spaces: 'per_child' -> 'per child'. */
export function formatPriceType(priceType: string): string {
  return priceType.replace(/_/g, ' ');
}

/** A duration in hours for display: 2 -> '2 hours', 2.5 -> '2.5 hours', 1 -> '1 hour'. */
export function formatHours(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A tel: link for a displayed phone number: '(02) 9555 0123' -> 'tel:0295550123'. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone number as people write it, as its digits: spaces, dashes, dots and brackets go, and
 * Australia's +61 (how a phone autofills a number) becomes the leading 0: '+61 412 345 678' ->
 * '0412345678'. Anything else is left for the 10-digit rule to refuse.
 */
export function phoneDigits(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, '');
  return compact.startsWith('+61') ? `0${compact.slice(3)}` : compact;
}
