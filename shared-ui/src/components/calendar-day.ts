/** The calendar's Date for a yyyy-MM-dd day: noon local time, far from any midnight shift. */
export function toCalendarDay(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
}

export function fromCalendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The day a calendar opens on while none is chosen: `from`, unless no day from it to the end of its
 * month can be chosen (late on a month's last day, once its last start has gone), then the next
 * month's first: a parent is not shown a month with nothing in it to choose.
 */
export function openingDay(from: string, isDisabled: (date: string) => boolean): string {
  const day = toCalendarDay(from);
  const month = day.getMonth();
  for (; day.getMonth() === month; day.setDate(day.getDate() + 1)) {
    if (!isDisabled(fromCalendarDay(day))) return from;
  }
  return fromCalendarDay(day);
}
