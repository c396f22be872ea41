import type { Rsvp, RsvpAnswer } from '@party/domain';
import type { Queryable } from '../db/queryable';

/** What storing an answer did: a family's first answer, one that replaced theirs, or the same answer again. */
export interface SavedRsvp {
  /** The answer's random id, the one the API answers with (never its serial number). */
  publicId: string;
  /** How many answers the family has given: names the email each change sends. */
  version: number;
  /** The family had answered before (from the same email, in any letters' case). */
  replaced: boolean;
  /** The answer is new or differs from the one stored: only then is the parent emailed. */
  changed: boolean;
}

const COLUMNS = `public_id as "rsvpId", name, email, phone, coming, kids, answered_at as "respondedAt"`;

export function createRsvpsRepository(db: Queryable) {
  return {
    /**
     * Stores one family's answer: its first, or in place of the one from the same email. Answers
     * sent at once from one email are stored once, and the same answer sent again changes nothing
     * (the unique index on the email makes the others wait and then update, or find it the same).
     */
    async save(bookingId: number, answer: RsvpAnswer, now: Date): Promise<SavedRsvp> {
      const kids = JSON.stringify(answer.kids.map(({ name, allergies }) => ({ name, allergies })));
      const [saved] = await db.query<{ public_id: string; version: number }>(
        `insert into rsvp_answers as a (booking_id, email, name, phone, coming, kids, first_answered_at, answered_at)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)
         on conflict (booking_id, lower(email)) do update
            set email = excluded.email, name = excluded.name, phone = excluded.phone, coming = excluded.coming,
                kids = excluded.kids, version = a.version + 1, answered_at = excluded.answered_at
          where (a.email, a.name, a.phone, a.coming, a.kids)
                is distinct from (excluded.email, excluded.name, excluded.phone, excluded.coming, excluded.kids)
         returning public_id, version`,
        [bookingId, answer.email, answer.name, answer.phone, answer.coming, kids, now],
      );
      if (saved) return { publicId: saved.public_id, version: saved.version, replaced: saved.version > 1, changed: true };
      // The same answer as the one stored: read in a statement of its own, which sees an answer
      // another request committed while this one waited.
      const [same] = await db.query<{ public_id: string; version: number }>(
        'select public_id, version from rsvp_answers where booking_id = $1 and lower(email) = lower($2)',
        [bookingId, answer.email],
      );
      return { publicId: same.public_id, version: same.version, replaced: true, changed: false };
    },

    /** Every family's answer to the booking's invitation, the first to answer first. */
    async listForBooking(bookingId: number): Promise<Rsvp[]> {
      const rows = await db.query<Omit<Rsvp, 'respondedAt'> & { respondedAt: Date }>(
        `select ${COLUMNS} from rsvp_answers where booking_id = $1 order by first_answered_at, id`,
        [bookingId],
      );
      return rows.map((row) => ({ ...row, respondedAt: new Date(row.respondedAt).toISOString() }));
    },
  };
}

export type RsvpsRepository = ReturnType<typeof createRsvpsRepository>;
