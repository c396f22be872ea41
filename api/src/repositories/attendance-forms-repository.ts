import type { AttendanceFormBody, FormChild } from '@party/domain';
import type { Queryable } from '../db/queryable';

// Families' attendance forms (migration 026, decisions 061 and 062): made with a yes RSVP, read
// and corrected by the family's own link, the guest of honour's family's by the booking, and
// erased once the venue's retention period after the party is over.

/** A form as stored, with what its family said before filling it (the RSVP's kids). */
export interface AttendanceFormRow {
  id: number;
  public_id: string;
  booking_id: number;
  family: 'guest' | 'host' | 'walk-in';
  guardian_name: string;
  guardian_mobile: string;
  emergency_name: string;
  emergency_phone: string;
  children: FormChild[];
  agreed_name: string;
  agreed_at: Date | null;
  version: number;
  erased_at: Date | null;
  /** The RSVP's kids (a guest family's), to prefill a form never saved. */
  rsvp_kids: Array<{ name: string; allergies: string }> | null;
  /** The booking's public id, to read the party as every public page reads it. */
  booking_public_id: string;
}

const COLUMNS = `f.id, f.public_id, f.booking_id, f.family, f.guardian_name, f.guardian_mobile, f.emergency_name, f.emergency_phone,
  f.children, f.agreed_name, f.agreed_at, f.version, f.erased_at`;
const WITH_RSVP = `select ${COLUMNS}, a.kids as rsvp_kids, b.public_id as booking_public_id
  from attendance_forms f join bookings b on b.id = f.booking_id left join rsvp_answers a on a.id = f.rsvp_answer_id`;

/** A filled form's contacts, by the door list's family key ('host', 'answer:<id>', 'form:<id>'). */
export interface FormContactsRow {
  booking_id: number;
  family_key: string;
  guardian_name: string;
  guardian_mobile: string;
  emergency_name: string;
  emergency_phone: string;
}

const CONTACTS = `
  select f.booking_id,
         case f.family when 'host' then 'host' when 'guest' then 'answer:' || a.public_id else 'form:' || f.public_id end as family_key,
         f.guardian_name, f.guardian_mobile, f.emergency_name, f.emergency_phone
    from attendance_forms f left join rsvp_answers a on a.id = f.rsvp_answer_id
   where f.booking_id = any($1::int[]) and f.agreed_at is not null and f.erased_at is null`;

/**
 * A statement that writes a form as agreed (`formWrite`: an update or insert returning the form's
 * `id, public_id, version, conditions, agreed_name, agreed_at`) and keeps that agreement in
 * attendance_agreements (migration 028), in the one statement: a write that matches no row (a stale
 * version, a form made meanwhile) keeps none. Answers the form's id and public id.
 */
function keepingTheAgreement(formWrite: string): string {
  return `with saved as (${formWrite}),
    agreed as (insert into attendance_agreements (form_id, version, conditions, agreed_name, agreed_at)
               select id, version, conditions, agreed_name, agreed_at from saved)
    select id, public_id from saved`;
}
const AGREED = 'returning id, public_id, version, conditions, agreed_name, agreed_at';

/** What a save writes: the form as typed, the conditions word for word as shown, and when it was agreed. */
function formValues(form: AttendanceFormBody, conditions: readonly string[], now: Date) {
  const children = form.children.map(({ name, age, allergies, medicalNotes }) => ({ name, age, allergies, medicalNotes }));
  return [form.guardianName, form.guardianMobile, form.emergencyName, form.emergencyPhone, JSON.stringify(children), JSON.stringify(conditions), form.agreedName, now];
}

export function createAttendanceFormsRepository(db: Queryable) {
  return {
    /**
     * The form of a yes answer (by the answer's public id): made the first time, the same one for
     * every later answer from that family. Answers sent at once wait on the unique answer id, and
     * the one that did not make it reads it in a statement of its own.
     */
    async ensureForAnswer(answerPublicId: string): Promise<string> {
      await db.query(
        `insert into attendance_forms (booking_id, family, rsvp_answer_id)
         select a.booking_id, 'guest', a.id from rsvp_answers a where a.public_id = $1
         on conflict (rsvp_answer_id) do nothing`,
        [answerPublicId],
      );
      const [form] = await db.query<{ public_id: string }>(
        'select f.public_id from attendance_forms f join rsvp_answers a on a.id = f.rsvp_answer_id where a.public_id = $1',
        [answerPublicId],
      );
      return form.public_id;
    },

    /** A family's form by its link's id (never a walk-in's: those are the door's). */
    async findByPublicId(publicId: string): Promise<AttendanceFormRow | undefined> {
      const [row] = await db.query<AttendanceFormRow>(`${WITH_RSVP} where f.public_id = $1 and f.family <> 'walk-in'`, [publicId]);
      return row;
    },

    /** The guest of honour's family's form, if made. */
    async findHost(bookingId: number): Promise<AttendanceFormRow | undefined> {
      const [row] = await db.query<AttendanceFormRow>(`${WITH_RSVP} where f.booking_id = $1 and f.family = 'host'`, [bookingId]);
      return row;
    },

    /**
     * The guest of honour's family's form, made empty the first time the parent asks for it, so its
     * link (the form page's, by its own id) can be given: one per party whoever asks at once.
     */
    async ensureHost(bookingId: number): Promise<AttendanceFormRow> {
      await db.query(`insert into attendance_forms (booking_id, family) values ($1, 'host') on conflict (booking_id) where family = 'host' do nothing`, [bookingId]);
      const [row] = await db.query<AttendanceFormRow>(`${WITH_RSVP} where f.booking_id = $1 and f.family = 'host'`, [bookingId]);
      return row;
    },

    /**
     * Saves a correction made from `version`: undefined when the form is no longer at that version
     * (saved meanwhile) or was erased. One statement: of saves sent at once from one version,
     * one is stored and the others find the version gone.
     */
    async save(id: number, version: number, form: AttendanceFormBody, conditions: readonly string[], now: Date): Promise<AttendanceFormRow | undefined> {
      const [row] = await db.query<{ id: number }>(
        keepingTheAgreement(`update attendance_forms
            set guardian_name = $3, guardian_mobile = $4, emergency_name = $5, emergency_phone = $6, children = $7::jsonb,
                conditions = $8::jsonb, agreed_name = $9, agreed_at = $10, version = version + 1, updated_at = $10
          where id = $1 and version = $2 and erased_at is null
          ${AGREED}`),
        [id, version, ...formValues(form, conditions, now)],
      );
      if (!row) return undefined;
      const [saved] = await db.query<AttendanceFormRow>(`${WITH_RSVP} where f.id = $1`, [id]);
      return saved;
    },

    /** The guest of honour's family's first save: undefined when another save made it meanwhile. */
    async createHost(bookingId: number, form: AttendanceFormBody, conditions: readonly string[], now: Date): Promise<AttendanceFormRow | undefined> {
      const [row] = await db.query<{ id: number }>(
        keepingTheAgreement(`insert into attendance_forms (booking_id, family, guardian_name, guardian_mobile, emergency_name, emergency_phone, children,
                                       conditions, agreed_name, agreed_at, created_at, updated_at)
         values ($1, 'host', $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $9, $9)
         on conflict (booking_id) where family = 'host' do nothing
         ${AGREED}`),
        [bookingId, ...formValues(form, conditions, now)],
      );
      if (!row) return undefined;
      const [saved] = await db.query<AttendanceFormRow>(`${WITH_RSVP} where f.id = $1`, [row.id]);
      return saved;
    },

    /** The filled forms' contacts of the parties named, none erased. */
    async contactsOf(bookingIds: readonly number[]): Promise<FormContactsRow[]> {
      return db.query<FormContactsRow>(CONTACTS, [bookingIds]);
    },

    /** The party's walk-in forms kept with this guardian's mobile: each one's guardian and children's names. */
    async walkInsByMobile(bookingId: number, guardianMobile: string): Promise<Array<{ guardian_name: string; names: string[] }>> {
      return db.query<{ guardian_name: string; names: string[] }>(
        `select f.guardian_name, (select coalesce(array_agg(c->>'name'), '{}') from jsonb_array_elements(f.children) c) as names
           from attendance_forms f where f.booking_id = $1 and f.family = 'walk-in' and f.erased_at is null and f.guardian_mobile = $2`,
        [bookingId, guardianMobile],
      );
    },

    /** A walk-in family's form, filled at the door with these children: its public id. */
    async createWalkIn(bookingId: number, form: AttendanceFormBody, children: AttendanceFormBody['children'], conditions: readonly string[], now: Date): Promise<string> {
      const [saved] = await db.query<{ public_id: string }>(
        keepingTheAgreement(`insert into attendance_forms (booking_id, family, guardian_name, guardian_mobile, emergency_name, emergency_phone, children, conditions, agreed_name, agreed_at, created_at, updated_at)
         values ($1, 'walk-in', $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $9, $9) ${AGREED}`),
        [bookingId, form.guardianName, form.guardianMobile, form.emergencyName, form.emergencyPhone, JSON.stringify(children), JSON.stringify(conditions), form.agreedName, now],
      );
      return saved.public_id;
    },

    /**
     * Erases the forms whose party was `form_retention_days` or more before `today` (the venue's
     * date): the names, numbers, children and agreed name blanked; the fact and time of agreement
     * kept, in the form row and in each agreement it was saved with. Run in a transaction: the form
     * rows stay locked until the agreements are blanked, so no save slips an agreement in between
     * (a save waits, then finds the form erased). Two processes erasing at once erase each form
     * once: the second waits on the first's rows and finds them erased. Answers how many it erased.
     */
    async eraseDue(today: string, now: Date): Promise<number> {
      const erased = await db.query<{ id: number }>(
        `update attendance_forms f
            set guardian_name = '', guardian_mobile = '', emergency_name = '', emergency_phone = '', children = '[]'::jsonb,
                agreed_name = '', erased_at = $2, updated_at = $2
           from bookings b
          where b.id = f.booking_id and f.erased_at is null
            -- The venue's setting; its default (migration 026) should its row be missing.
            and b.event_date + coalesce((select s.form_retention_days from venue_settings s), 90) <= $1::date
          returning f.id`,
        [today, now],
      );
      // A statement of its own, after the forms' (not a CTE beside it): it sees every agreement
      // committed before the forms were locked, where one statement would see only its snapshot's.
      await db.query(`update attendance_agreements set agreed_name = '' where form_id = any($1::int[]) and agreed_name <> ''`, [erased.map((form) => form.id)]);
      return erased.length;
    },
  };
}

export type AttendanceFormsRepository = ReturnType<typeof createAttendanceFormsRepository>;
