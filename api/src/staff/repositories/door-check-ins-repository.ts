import type { DoorForm, DoorListInput } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { staffNameSql } from '../../repositories/staff-name';

// The door's check-ins (migration 026, decisions 061 and 063): a child checked in once, however
// many taps (the row is unique by party, family and child), and each party's door list read with
// them: its children expected, from the forms and the yes answers, and who was checked in, when
// and by whom. One statement for any number of parties.

/** A party's door list as stored: what the domain's doorList makes the list from, and the check-ins. */
export interface DoorListRow {
  booking_id: number;
  child_first_name: string;
  child_age: number;
  parent_name: string;
  host_form: DoorForm | null;
  answers: DoorListInput['answers'];
  walk_ins: DoorListInput['walkIns'];
  check_ins: Array<{ familyKey: string; childKey: string; at: string; by: string }>;
}

/** A child checked in at the door: on the list, or a walk-in's. */
export interface CheckInRow {
  bookingId: number;
  familyKey: string;
  childKey: string;
  name: string;
  walkIn: boolean;
}

/** A form as the door reads it: its link's id, whether it was agreed, its children (none once erased). */
const formJson = (f: string) => `jsonb_build_object('publicId', ${f}.public_id, 'filled', ${f}.agreed_at is not null, 'children', ${f}.children)`;

const DOOR_LISTS = `
  select b.id as booking_id, b.child_first_name, b.child_age, b.parent_name,
         (select ${formJson('f')} from attendance_forms f where f.booking_id = b.id and f.family = 'host') as host_form,
         (select coalesce(jsonb_agg(jsonb_build_object('publicId', a.public_id, 'name', a.name, 'kids', a.kids,
                   'form', (select ${formJson('f')} from attendance_forms f where f.rsvp_answer_id = a.id)) order by a.first_answered_at, a.id), '[]'::jsonb)
            from rsvp_answers a where a.booking_id = b.id and a.coming) as answers,
         (select coalesce(jsonb_agg(jsonb_build_object('guardianName', f.guardian_name, 'form', ${formJson('f')}) order by f.created_at, f.id), '[]'::jsonb)
            from attendance_forms f where f.booking_id = b.id and f.family = 'walk-in') as walk_ins,
         (select coalesce(jsonb_agg(jsonb_build_object('familyKey', c.family_key, 'childKey', c.child_key, 'at', c.checked_in_at, 'by', ${staffNameSql('m')})), '[]'::jsonb)
            from door_check_ins c join staff_members m on m.id = c.checked_in_by where c.booking_id = b.id) as check_ins
    from bookings b
   where b.id = any($1::int[])`;

export function createDoorCheckInsRepository(db: Queryable) {
  return {
    /** The door lists of the parties named, one row a party. */
    async lists(bookingIds: readonly number[]): Promise<DoorListRow[]> {
      return db.query<DoorListRow>(DOOR_LISTS, [bookingIds]);
    },

    /** Checks the child in; false when it was checked in already. */
    async checkIn(child: CheckInRow, staffId: number | null, now: Date): Promise<boolean> {
      const added = await db.query(
        `insert into door_check_ins (booking_id, family_key, child_key, name, walk_in, checked_in_at, checked_in_by) values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (booking_id, family_key, child_key) do nothing returning id`,
        [child.bookingId, child.familyKey, child.childKey, child.name, child.walkIn, now, staffId],
      );
      return added.length > 0;
    },

    /** Undoes the child's check-in; false when it was not checked in. */
    async undo(child: Pick<CheckInRow, 'bookingId' | 'familyKey' | 'childKey'>): Promise<boolean> {
      const removed = await db.query(`delete from door_check_ins where booking_id = $1 and family_key = $2 and child_key = $3 returning id`, [
        child.bookingId,
        child.familyKey,
        child.childKey,
      ]);
      return removed.length > 0;
    },
  };
}
