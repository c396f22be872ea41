/** Whether a string names a time zone the platform knows (IANA names such as Australia/Sydney). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}
