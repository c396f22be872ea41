import { doorList, type DoorChild, type StaffAllergy, type StaffDoorCounts } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { createAttendanceFormsRepository } from '../../repositories/attendance-forms-repository';
import { createDoorCheckInsRepository } from '../repositories/door-check-ins-repository';

// Each party's door list (decision 061): its children expected (the guest of honour's family, the
// yes answers, each family as its form names it once filled), the children met at the door, and
// who was checked in, when and by whom. One statement for any number of parties: the door, the run
// sheet and the final bill all read it here (the statement: door-check-ins-repository.ts).

export interface CheckIn {
  at: string;
  by: string;
}

export interface DoorListedChild extends DoorChild {
  checkedIn: CheckIn | null;
}

/** The door lists of the parties named, by booking id (a party with nobody yet has the guest of honour). */
export async function doorListsOf(db: Queryable, bookingIds: readonly number[]): Promise<Map<number, DoorListedChild[]>> {
  const lists = new Map<number, DoorListedChild[]>();
  if (bookingIds.length === 0) return lists;
  const rows = await createDoorCheckInsRepository(db).lists(bookingIds);
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

/**
 * The guardians' and emergency contacts' names and numbers of the parties' filled forms, by booking
 * id then family key (the door list's): read apart from the lists, and only for a role with
 * `bookings.contacts`, so that no other answer can carry them by mistake.
 */
export async function doorContactsOf(db: Queryable, bookingIds: readonly number[]): Promise<Map<number, Map<string, DoorContacts>>> {
  const contacts = new Map<number, Map<string, DoorContacts>>();
  if (bookingIds.length === 0) return contacts;
  const rows = await createAttendanceFormsRepository(db).contactsOf(bookingIds);
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
