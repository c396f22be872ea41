import { doorList, type DoorChild, type DoorForm, type DoorListInput } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { staffNameSql } from './staff-repository';

// Each party's door list (decision 061): its children expected (the guest of honour's family, the
// yes answers, each family as its form names it once filled), the children met at the door, and
// who was checked in, when and by whom. One statement for any number of parties: the door, the run
// sheet and the final bill all read it here.

export interface CheckIn {
  at: string;
  by: string;
}

export interface DoorListedChild extends DoorChild {
  checkedIn: CheckIn | null;
}

interface DoorListRow {
  booking_id: number;
  child_first_name: string;
  child_age: number;
  parent_name: string;
  host_form: DoorForm | null;
  answers: DoorListInput['answers'];
  walk_ins: DoorListInput['walkIns'];
  check_ins: Array<{ familyKey: string; childKey: string; at: string; by: string }>;
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

/** The door lists of the parties named, by booking id (a party with nobody yet has the guest of honour). */
export async function doorListsOf(db: Queryable, bookingIds: readonly number[]): Promise<Map<number, DoorListedChild[]>> {
  const lists = new Map<number, DoorListedChild[]>();
  if (bookingIds.length === 0) return lists;
  const rows = await db.query<DoorListRow>(DOOR_LISTS, [bookingIds]);
  for (const row of rows) {
    const checkIns = new Map(row.check_ins.map((c) => [`${c.familyKey}\n${c.childKey}`, { at: c.at, by: c.by }]));
    const list = doorList({
      host: { childFirstName: row.child_first_name, childAge: row.child_age, parentName: row.parent_name, form: row.host_form },
      answers: row.answers,
      walkIns: row.walk_ins,
    });
    lists.set(
      row.booking_id,
      list.map((child) => ({ ...child, checkedIn: checkIns.get(`${child.familyKey}\n${child.childKey}`) ?? null })),
    );
  }
  return lists;
}
