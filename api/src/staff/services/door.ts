import {
  bookingReference,
  can,
  childKey,
  CONDITIONS_OF_ENTRY,
  DOOR_MESSAGES,
  walkInFamilyKey,
  type AttendanceFormBody,
  type StaffCheckInBody,
  type StaffDoor,
  type StaffDoorParty,
  type StaffRole,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { apiError } from '../../http-errors';
import { auditTargetOf } from '../../repositories/booking-kinds';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { bookingOfReference } from '../../services/booking-lookup';
import { createAttendanceFormsRepository } from '../../repositories/attendance-forms-repository';
import { createDoorCheckInsRepository } from '../repositories/door-check-ins-repository';
import { createStaffBookingsRepository, type DoorPartyRow } from '../repositories/staff-bookings-repository';
import { readDay, type DayDeps } from './day';
import { doorContactsOf, doorCounts, doorListsOf, type DoorContacts, type DoorListedChild } from './door-lists';

// The door (decisions 061 and 063): each live party of a day with its children expected; a child
// checked in with one tap, undone with another; a child not on the list taken with the attendance
// form filled on the tablet. Every change is made with the party's row locked, so it waits for
// (or is refused after) the bill closed at the counter, and taps at once come out as one.

function partyOf(row: DoorPartyRow, list: readonly DoorListedChild[], contacts: Map<string, DoorContacts> | undefined): StaffDoorParty {
  return {
    reference: bookingReference(row.id),
    status: row.status === 'pending' ? 'pending' : 'confirmed',
    startTime: row.start_time,
    endTime: row.end_time,
    room: { id: row.room_id, name: row.room_name },
    child: { firstName: row.child_first_name, turning: row.child_age },
    counts: doorCounts(list, row.number_of_kids),
    billClosed: row.bill_closed,
    children: list.map((child) => ({
      familyKey: child.familyKey,
      childKey: child.childKey,
      name: child.name,
      age: child.age,
      allergies: child.allergies,
      medicalNotes: child.medicalNotes,
      family: child.family,
      familyName: child.familyName,
      formFilled: child.formFilled,
      checkedIn: child.checkedIn ? { at: new Date(child.checkedIn.at).toISOString(), by: child.checkedIn.by } : null,
      // Contacts only for a role that may read them: the key is left out, not emptied, for the others.
      ...(contacts ? { contacts: contacts.get(child.familyKey) ?? null } : {}),
    })),
  };
}

/** GET /api/staff/door/{date}: each live party of the day (not hires) by start time then room, with its door list. */
export async function doorDay(deps: DayDeps, date: string, role: StaffRole): Promise<StaffDoor> {
  const parties = (await readDay(deps, date)).parties.filter((row) => row.status !== 'canceled');
  const ids = parties.map((row) => row.id);
  const [lists, contacts] = await Promise.all([doorListsOf(deps.db, ids), can(role, 'bookings.contacts') ? doorContactsOf(deps.db, ids) : undefined]);
  return {
    date,
    parties: parties.map((row) => partyOf(row, lists.get(row.id) ?? [], contacts ? (contacts.get(row.id) ?? new Map()) : undefined)),
  };
}

/** One party's door, as the check-in and the walk-in answer it. */
async function partyDoor(db: Queryable, id: number, role: StaffRole): Promise<StaffDoorParty> {
  // One after another: within a transaction the statements share one connection.
  const row = await createStaffBookingsRepository(db).doorParty(id);
  const lists = await doorListsOf(db, [id]);
  const contacts = can(role, 'bookings.contacts') ? await doorContactsOf(db, [id]) : undefined;
  return partyOf(row, lists.get(id) ?? [], contacts ? (contacts.get(id) ?? new Map()) : undefined);
}

/**
 * The party the reference names, its row locked for the change: refused for a hire (no door list),
 * a canceled party, and once its bill is closed (decision 063: check-in is open on any day until then).
 */
async function lockedParty(tx: Queryable, reference: string): Promise<number> {
  const ref = await bookingOfReference(tx, reference);
  if (!('bookingId' in ref)) throw apiError('booking-not-found', DOOR_MESSAGES.notAParty);
  const row = await createStaffBookingsRepository(tx).lockParty(ref.bookingId);
  if (row.status === 'canceled') throw apiError('booking-canceled', DOOR_MESSAGES.canceled);
  if (row.bill_closed) throw apiError('door-closed', DOOR_MESSAGES.billClosed);
  return ref.bookingId;
}

type DoorChangeDeps = Pick<ServiceDeps, 'db' | 'now'>;

/**
 * PUT /api/staff/bookings/{reference}/check-ins: a child on the list checked in (once, however many
 * taps: the row is unique) or undone. Audited when it changes something, with the child's name only.
 */
export async function setCheckIn(deps: DoorChangeDeps, reference: string, body: StaffCheckInBody, by: StaffActor, role: StaffRole): Promise<StaffDoorParty> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await lockedParty(tx, reference);
    const key = childKey(body.childKey);
    const child = (await doorListsOf(tx, [id])).get(id)?.find((c) => c.familyKey === body.familyKey && c.childKey === key);
    if (!child) throw apiError('child-not-on-list', DOOR_MESSAGES.notOnList);
    const target = auditTargetOf({ bookingId: id });
    const checkIns = createDoorCheckInsRepository(tx);
    const listed = { bookingId: id, familyKey: child.familyKey, childKey: child.childKey };
    if (body.checkedIn) {
      const added = await checkIns.checkIn({ ...listed, name: child.name, walkIn: child.family === 'walk-in' }, by.staffId, now);
      if (added) await audit(tx, { actor: by, action: 'door.check-in', target, after: { child: child.name } }, now);
    } else {
      const removed = await checkIns.undo(listed);
      if (removed) await audit(tx, { actor: by, action: 'door.check-in-undo', target, before: { child: child.name } }, now);
    }
    return partyDoor(tx, id, role);
  });
}

/**
 * POST /api/staff/bookings/{reference}/walk-ins: a family not on the list fills the attendance form
 * on the tablet; the form is kept as a 'walk-in' one with the conditions as shown and the time, and
 * its children are checked in at once, in one transaction. The same form sent again (a double tap on
 * Save, a retry after a lost answer) is the same family: nothing is added twice.
 */
export async function takeWalkIn(deps: DoorChangeDeps, reference: string, form: AttendanceFormBody, by: StaffActor, role: StaffRole): Promise<StaffDoorParty> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const id = await lockedParty(tx, reference);
    const children = form.children.filter((child, i, all) => all.findIndex((other) => childKey(other.name) === childKey(child.name)) === i);
    // The same family: the same guardian and mobile, the same children as the door list keys them.
    const keysOf = (names: string[]) => JSON.stringify(names.map(childKey).sort());
    const keys = keysOf(children.map((child) => child.name));
    const forms = createAttendanceFormsRepository(tx);
    const earlier = await forms.walkInsByMobile(id, form.guardianMobile);
    const same = earlier.some((f) => childKey(f.guardian_name) === childKey(form.guardianName) && keysOf(f.names) === keys);
    if (same) return partyDoor(tx, id, role);
    const familyKey = walkInFamilyKey(await forms.createWalkIn(id, form, children, CONDITIONS_OF_ENTRY, now));
    const checkIns = createDoorCheckInsRepository(tx);
    for (const child of children) {
      await checkIns.checkIn({ bookingId: id, familyKey, childKey: childKey(child.name), name: child.name, walkIn: true }, by.staffId, now);
    }
    await audit(tx, { actor: by, action: 'door.walk-in', target: auditTargetOf({ bookingId: id }), after: { children: children.map((child) => child.name) } }, now);
    return partyDoor(tx, id, role);
  });
}
