import {
  attendanceFormPath,
  invitationPath,
  isReminderDue,
  REMINDER_KINDS,
  reminderFactKey,
  reminderPartyDates,
  REMINDERS,
  rsvpTotals,
  type ReminderKind,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { partyView, type EmailContext } from '../email/booking-view';
import { emailContext, message } from '../email/outbox-message';
import { findBookingById } from '../repositories/bookings-repository';
import type { BookingRow } from '../repositories/booking-row';
import { createCatalogueRepository } from '../repositories/catalogue-repository';
import { createOutboxRepository, type EmailKind } from '../repositories/outbox-repository';
import type { ServiceDeps } from '../services/service-deps';
import { guestDayReminderEmail, parentDayReminderEmail, parentWeekReminderEmail, thankYouEmail, type ParentReminderFacts } from './reminder-emails';
import { REMINDER_COLUMNS } from './venue-settings';

// The reminders' planner (decisions 061 and 065): which reminders are due now, found in one
// statement, each queued in the email outbox under a fact key naming the booking, the reminder and
// the party's date. Whichever API process queues one first wins; the others, and a restart, queue
// nothing again (the key is unique). A move gives the party a new date, so new keys: the old date's
// reminders are not sent (the outbox drops them as it claims them), the new date's are planned.

export type PlanDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>;

/** The email kind of a reminder in the outbox. */
export const reminderEmailKind = (kind: ReminderKind): EmailKind => `reminder-${kind}`;

interface Candidate {
  kind: ReminderKind;
  booking_id: number;
  date: string;
  start_time: string;
  booked_at: Date;
}

/**
 * The live parties (confirmed: decision 065) on the dates whose reminders may be due now, with each
 * reminder the venue has on and not yet queued (for a guest's: some family saying yes still
 * without one), in one statement. A party marked a no-show at the counter gets no thank-you. The
 * keys are written here as reminderFactKey writes them.
 */
const CANDIDATES = `
  select c.kind, b.id as booking_id, b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time, b.created_at as booked_at
    from unnest($1::text[], $2::date[]) with ordinality as c(kind, date, n)
    join bookings b on b.event_date = c.date and b.status = 'confirmed'
    cross join venue_settings s
   where case c.kind ${REMINDER_KINDS.map((kind) => `when '${kind}' then s.${REMINDER_COLUMNS[kind]}`).join(' ')} else false end
     and (c.kind <> 'thank-you' or b.arrival <> 'no-show')
     and case when c.kind = 'guest-day'
              then exists (select 1 from rsvp_answers a where a.booking_id = b.id and a.coming
                             and not exists (select 1 from email_outbox o where o.fact_key = 'reminder:guest-day:party:' || b.id || ':' || b.event_date::text || ':' || a.public_id))
              else not exists (select 1 from email_outbox o where o.fact_key = 'reminder:' || c.kind || ':party:' || b.id || ':' || b.event_date::text) end
   order by b.event_date, b.id, c.n`;

/** The reminders due now: every kind's possible party dates asked at once, then each one's time checked in the venue's time zone. */
async function dueReminders(db: Queryable, now: Date, timeZone: string): Promise<Candidate[]> {
  const pairs = REMINDER_KINDS.flatMap((kind) => reminderPartyDates(kind, now, timeZone).map((date) => ({ kind, date })));
  const rows = await db.query<Candidate>(CANDIDATES, [pairs.map((pair) => pair.kind), pairs.map((pair) => pair.date)]);
  return rows.filter((row) => isReminderDue(row.kind, { date: row.date, startTime: row.start_time, bookedAt: row.booked_at }, now, timeZone));
}

interface AnswerRow {
  public_id: string;
  name: string;
  email: string;
  coming: boolean;
  kids: unknown[];
  form_filled: boolean | null;
}

/** The party's answers, each with whether its family's form is filled (null: no form yet). */
async function answersOf(tx: Queryable, bookingId: number): Promise<AnswerRow[]> {
  return tx.query<AnswerRow>(
    `select a.public_id, a.name, a.email, a.coming, a.kids, f.agreed_at is not null as form_filled
       from rsvp_answers a left join attendance_forms f on f.rsvp_answer_id = a.id
      where a.booking_id = $1 order by a.first_answered_at, a.id`,
    [bookingId],
  );
}

async function parentFacts(tx: Queryable, row: BookingRow, context: EmailContext): Promise<ParentReminderFacts> {
  const pkg = await createCatalogueRepository(tx).findAnyPackage(row.package_id);
  return {
    view: partyView(row, pkg?.name ?? row.package_id, context),
    childFirstName: row.child_first_name,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    roomName: row.room_name,
  };
}

/** The reminder to the parent, queued once. */
async function queueParentReminder(tx: Queryable, kind: Exclude<ReminderKind, 'guest-day'>, row: BookingRow, context: EmailContext): Promise<number> {
  const facts = await parentFacts(tx, row, context);
  let content;
  if (kind === 'parent-week') {
    const answers = await answersOf(tx, row.id);
    const [host] = await tx.query<{ filled: boolean }>(`select agreed_at is not null as filled from attendance_forms where booking_id = $1 and family = 'host'`, [row.id]);
    const formsMissing = answers.filter((answer) => answer.coming && !answer.form_filled).length;
    content = parentWeekReminderEmail(facts, { totals: rsvpTotals(answers), formsMissing, hostFormMissing: !host?.filled }, context.venue);
  } else if (kind === 'parent-day') {
    content = parentDayReminderEmail(facts, context.venue);
  } else {
    content = thankYouEmail(facts, context.venue);
  }
  const built = message(content, { to: facts.view.customer, replyTo: [{ name: context.venue.name, address: context.venue.email }] }, context);
  const added = await createOutboxRepository(tx).add({ kind: reminderEmailKind(kind), factKey: reminderFactKey(kind, row.id, row.date), booking: { bookingId: row.id }, message: built });
  return added ? 1 : 0;
}

/**
 * The day-before reminder to each family that said yes, queued once per family. A family's form
 * is made here if its answer came before forms were (its link is then the family's own, as the
 * RSVP's would be); the link is sent only while the form is not filled.
 */
async function queueGuestReminders(tx: Queryable, row: BookingRow, context: EmailContext): Promise<number> {
  const answers = (await answersOf(tx, row.id)).filter((answer) => answer.coming);
  let queued = 0;
  for (const answer of answers) {
    const factKey = reminderFactKey('guest-day', row.id, row.date, answer.public_id);
    await tx.query(
      `insert into attendance_forms (booking_id, family, rsvp_answer_id) select booking_id, 'guest', id from rsvp_answers where public_id = $1 on conflict (rsvp_answer_id) do nothing`,
      [answer.public_id],
    );
    const [form] = await tx.query<{ public_id: string; filled: boolean }>(
      `select f.public_id, f.agreed_at is not null as filled from attendance_forms f join rsvp_answers a on a.id = f.rsvp_answer_id where a.public_id = $1`,
      [answer.public_id],
    );
    const content = guestDayReminderEmail(
      {
        childFirstName: row.child_first_name,
        childAge: row.child_age,
        date: row.date,
        startTime: row.start_time,
        endTime: row.end_time,
        roomName: row.room_name,
        familyName: answer.name,
        invitationUrl: `${context.siteUrl}${invitationPath(row.invitation_id)}`,
        ...(form && !form.filled ? { formUrl: `${context.siteUrl}${attendanceFormPath(form.public_id)}` } : {}),
      },
      context.venue,
    );
    const built = message(content, { to: { name: answer.name, address: answer.email }, replyTo: [{ name: context.venue.name, address: context.venue.email }] }, context);
    if (await createOutboxRepository(tx).add({ kind: 'reminder-guest-day', factKey, booking: { bookingId: row.id }, message: built })) queued += 1;
  }
  return queued;
}

/**
 * Queues every reminder due now; answers how many emails it queued. Each party's reminder is
 * queued in a transaction of its own that reads the booking again: a party canceled or moved since
 * the statement found it gets none (and the outbox checks once more as it sends).
 */
export async function queueDueReminders(deps: PlanDeps): Promise<number> {
  const now = deps.now();
  const context = emailContext({ venue: deps.venue, siteUrl: deps.siteUrl, staffSiteUrl: deps.staffSiteUrl, now: () => now });
  let queued = 0;
  for (const due of await dueReminders(deps.db, now, deps.venue.timeZone)) {
    queued += await deps.db.transaction(async (tx) => {
      const row = await findBookingById(tx, due.booking_id);
      if (!row || row.status !== 'confirmed' || row.date !== due.date) return 0;
      return due.kind === 'guest-day' ? queueGuestReminders(tx, row, context) : queueParentReminder(tx, due.kind, row, context);
    });
  }
  return queued;
}

/** The reminder an outbox row is, by its kind: its name for the booking's history. */
export function reminderName(kind: string): string | undefined {
  const reminder = REMINDER_KINDS.find((candidate) => reminderEmailKind(candidate) === kind);
  return reminder && REMINDERS[reminder].name;
}
