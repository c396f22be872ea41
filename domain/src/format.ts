import { dayjs, isIsoDate, minutesOfDay } from './dates';
import type { Id } from './types';
import { BOOKING_REFERENCE_PREFIX } from './venue';

// Formatting happens at the edge only: rules work in cents and yyyy-MM-dd / HH:mm strings.

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Australian dollars for en-AU: 1234.5 -> '$1,234.50'. */
export function formatAud(dollars: number): string {
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
