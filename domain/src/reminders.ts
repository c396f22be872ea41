import { addDays, clockTime, minutesOfDay, venueDate, zonedInstant, type Instant } from './dates';
import type { ClockTime, IsoDate } from './types';

// The reminders the venue sends around a party (decisions 061 and 065): each due at 10:00 venue
// time on its day, computed in the venue's time zone, so a daylight-saving change or midnight in
// UTC moves nothing. Pure: the API's scheduler asks which are due now and queues them once.

export const REMINDER_KINDS = ['parent-week', 'parent-day', 'guest-day', 'thank-you'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The venue's clock time every reminder is due at, on its day. */
export const REMINDER_TIME: ClockTime = '10:00';

interface ReminderRule {
  /** Its day, counted from the party's (7 days before: -7). */
  daysFromParty: number;
  /** Its name on the settings page and in the booking's emails. */
  name: string;
  /** What it says, for the settings page. */
  says: string;
  /**
   * A day-before reminder still makes sense until the party starts, even for a party booked after
   * it was due; the others go only within a day of their time, and only to parties booked before it.
   */
  untilPartyStarts: boolean;
}

export const REMINDERS: Record<ReminderKind, ReminderRule> = {
  'parent-week': {
    daysFromParty: -7,
    name: 'Reminder to the parent, a week before',
    says: 'When online changes close, the RSVPs so far and the attendance forms still missing.',
    untilPartyStarts: false,
  },
  'parent-day': {
    daysFromParty: -1,
    name: 'Reminder to the parent, the day before',
    says: 'Arrive 30 minutes early, the address and directions, socks, a nut-free cake only, and the balance due.',
    untilPartyStarts: true,
  },
  'guest-day': {
    daysFromParty: -1,
    name: 'Reminder to each family coming, the day before',
    says: "The time, the address, socks, and the family's attendance form if it is still missing.",
    untilPartyStarts: true,
  },
  'thank-you': {
    daysFromParty: 1,
    name: 'Thank-you to the parent, the day after',
    says: 'A thank-you from the venue.',
    untilPartyStarts: false,
  },
};

/** A party as the schedule reads it: its day and start time (venue time) and when it was booked. */
export interface ScheduledParty {
  date: IsoDate;
  startTime: ClockTime;
  bookedAt: Instant;
}

/** When a reminder of the party is due: 10:00 venue time on its day. */
export function reminderDueAt(kind: ReminderKind, partyDate: IsoDate, timeZone: string): Date {
  return zonedInstant(addDays(partyDate, REMINDERS[kind].daysFromParty), REMINDER_TIME, timeZone);
}

/** The party's start, venue time. */
function partyStart(party: Pick<ScheduledParty, 'date' | 'startTime'>, timeZone: string): Date {
  return zonedInstant(party.date, party.startTime.slice(0, 5), timeZone);
}

/**
 * Whether the reminder is to be sent now: its time has come and it is not late. A reminder is late
 * once its next day's 10:00 has passed (a day-before reminder: once the party has started), and one
 * due before the party was booked is not sent at all, but for the day-before reminders.
 */
export function isReminderDue(kind: ReminderKind, party: ScheduledParty, now: Instant, timeZone: string): boolean {
  const rule = REMINDERS[kind];
  const due = reminderDueAt(kind, party.date, timeZone).getTime();
  const until = rule.untilPartyStarts
    ? partyStart(party, timeZone).getTime()
    : zonedInstant(addDays(party.date, rule.daysFromParty + 1), REMINDER_TIME, timeZone).getTime();
  const at = new Date(now).getTime();
  if (at < due || at >= until) return false;
  return rule.untilPartyStarts || new Date(party.bookedAt).getTime() <= due;
}

/**
 * The party dates whose reminder of this kind may be due now: a reminder is sent from its day's
 * 10:00 to the next day's at the latest (a day-before one: until the party starts, on its day), so
 * only parties on two dates can have one due. isReminderDue decides each.
 */
export function reminderPartyDates(kind: ReminderKind, now: Instant, timeZone: string): IsoDate[] {
  const today = venueDate(now, timeZone);
  const days = REMINDERS[kind].daysFromParty;
  return [addDays(today, -days), addDays(today, -days - 1)];
}

/** The outbox's fact key of a reminder: the booking, the reminder and the party's date (and the family, for a guest's). */
export function reminderFactKey(kind: ReminderKind, bookingId: number, partyDate: IsoDate, familyId?: string): string {
  return `reminder:${kind}:party:${bookingId}:${partyDate}${familyId ? `:${familyId}` : ''}`;
}

/** When to arrive: 30 minutes before the party starts (the terms' "Arrive 30 minutes early"), as HH:mm. */
export function arrivalTime(startTime: string): ClockTime {
  return clockTime((minutesOfDay(startTime) - 30 + 24 * 60) % (24 * 60));
}
