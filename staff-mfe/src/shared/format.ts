import { dayjs } from '@party/domain';

// Dates and times as the staff read them, always on the venue's clock (never the device's).

/** A day written out: '2031-07-12' -> 'Saturday 12 July 2031'. */
export function formatDay(date: string): string {
  return dayjs.utc(date).format('dddd D MMMM YYYY');
}

/** A day in short: '2031-07-12' -> 'Sat 12 Jul 2031'. */
export function formatShortDay(date: string): string {
  return dayjs.utc(date).format('ddd D MMM YYYY');
}

/** An instant on the venue's clock: '2031-07-12T00:30:00Z' -> '12 Jul 2031, 10:30 AM' in Sydney. */
export function formatVenueInstant(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('D MMM YYYY, h:mm A');
}

/** A time on the venue's clock: '2031-07-12T00:30:00Z' -> '10:30 AM' in Sydney. */
export function formatVenueTime(iso: string, timeZone: string): string {
  return dayjs(iso).tz(timeZone).format('h:mm A');
}
