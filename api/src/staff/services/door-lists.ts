import { doorList, type DoorChild, type DoorForm, type DoorListInput, type StaffAllergy, type StaffDoorCounts } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { staffNameSql } from '../../repositories/staff-name';

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

/** A family's contacts as its filled form gives them. */
export interface DoorContacts {
  guardian: { name: string; mobile: string };
  emergency: { name: string; phone: string };
}

const DOOR_CONTACTS = `
  select f.booking_id,
         case f.family when 'host' then 'host' when 'guest' then 'answer:' || a.public_id else 'form:' || f.public_id end as family_key,
         f.guardian_name, f.guardian_mobile, f.emergency_name, f.emergency_phone
    from attendance_forms f left join rsvp_answers a on a.id = f.rsvp_answer_id
   where f.booking_id = any($1::int[]) and f.agreed_at is not null and f.erased_at is null`;

/**
 * The guardians' and emergency contacts' names and numbers of the parties' filled forms, by booking
 * id then family key (the door list's): read apart from the lists, and only for a role with
 * `bookings.contacts`, so that no other answer can carry them by mistake.
 */
export async function doorContactsOf(db: Queryable, bookingIds: readonly number[]): Promise<Map<number, Map<string, DoorContacts>>> {
  const contacts = new Map<number, Map<string, DoorContacts>>();
  if (bookingIds.length === 0) return contacts;
  const rows = await db.query<{ booking_id: number; family_key: string; guardian_name: string; guardian_mobile: string; emergency_name: string; emergency_phone: string }>(DOOR_CONTACTS, [bookingIds]);
  for (const row of rows) {
    const party = contacts.get(row.booking_id) ?? new Map<string, DoorContacts>();
    contacts.set(row.booking_id, party);
    party.set(row.family_key, { guardian: { name: row.guardian_name, mobile: row.guardian_mobile }, emergency: { name: row.emergency_name, phone: row.emergency_phone } });
  }
  return contacts;
}

/** A party's children at the door counted: checked in against booked and expected, and whether any has allergies. */
export function doorCounts(list: readonly DoorListedChild[], booked: number): StaffDoorCounts {
  return {
    booked,
    expected: list.filter((child) => child.family !== 'walk-in').length,
    checkedIn: list.filter((child) => child.checkedIn).length,
    allergies: list.some((child) => child.allergies.trim() !== ''),
  };
}

/** The children of the list with allergies, as the run sheet and the kitchen sheet name them. */
export function doorAllergies(list: readonly DoorListedChild[]): StaffAllergy[] {
  return list.filter((child) => child.allergies.trim() !== '').map((child) => ({ kid: child.name, allergies: child.allergies, family: child.familyName }));
}
