import { answerFamilyKey, childKey, HOST_FAMILY_KEY, walkInFamilyKey } from '@party/domain';
import { bookingPayload } from './fixtures';
import { openDepositCheckout, pressCheckoutButton } from './payments';
import { addStaffMember, rsvp } from './staff';
import type { TestApi } from './test-api';

// A party at the door, for the final bill's tests (decision 064): booked and its deposit paid, its
// guests' families answering yes, and children checked in as the door writes them (the door's own
// routes are another feature's: its rows are written here as door-lists.test.ts writes them).

export interface ListedChild {
  familyKey: string;
  name: string;
}

export interface PartyAtTheDoor {
  id: number;
  reference: string;
  bookingId: string;
  /** The door's list: the guest of honour (Mia), then each guest kid named in a yes. */
  list: ListedChild[];
}

/**
 * A party for `kids`, its deposit paid, with `listed` children on its list (the guest of honour and
 * `listed - 1` guests, in families of up to 5); 10:00 on the fixtures' day, in `room`.
 */
export async function partyAtTheDoor(api: TestApi, { kids, listed, room = 'ocean-room' }: { kids: number; listed: number; room?: string }): Promise<PartyAtTheDoor> {
  const booked = await api.post('/api/booking-initiate', bookingPayload({ numberOfKids: kids, room: { id: room } }));
  if (booked.status !== 201) throw new Error(`booking refused: ${booked.status} ${JSON.stringify(booked.body)}`);
  await pressCheckoutButton(api, (await openDepositCheckout(api, booked.body.bookingId)).sessionId, 'pay');
  const [{ id }] = await api.db.query<{ id: number }>(`select id from bookings where public_id = $1`, [booked.body.bookingId]);
  const list: ListedChild[] = [{ familyKey: HOST_FAMILY_KEY, name: 'Mia' }];
  for (let family = 0; list.length < listed; family += 1) {
    const kids = Array.from({ length: Math.min(5, listed - list.length) }, (_, i) => ({ name: `Kid ${family + 1}-${i + 1}`, allergies: i === 0 ? 'Peanuts' : '' }));
    const email = `family${family + 1}.${id}@example.com`;
    await rsvp(api, booked.body.invitationId as string, { name: `Family ${family + 1}`, email, coming: true, kids });
    const [answer] = await api.db.query<{ public_id: string }>(`select public_id from rsvp_answers where booking_id = $1 and email = $2`, [id, email]);
    list.push(...kids.map((kid) => ({ familyKey: answerFamilyKey(answer.public_id), name: kid.name })));
  }
  return { id, reference: booked.body.reference as string, bookingId: booked.body.bookingId as string, list };
}

/** The member the door's rows name, added the first time. */
async function doorStaffId(api: TestApi): Promise<number> {
  const [existing] = await api.db.query<{ id: number }>(`select id from staff_members where email = 'door@staff.test'`);
  return existing?.id ?? addStaffMember(api.db, 'front-desk', 'door@staff.test');
}

/** Children of the list checked in, as a tap at the door records them. */
export async function checkIn(api: TestApi, party: PartyAtTheDoor, children: readonly ListedChild[]): Promise<void> {
  const by = await doorStaffId(api);
  for (const child of children) {
    await api.db.query(`insert into door_check_ins (booking_id, family_key, child_key, name, checked_in_by) values ($1, $2, $3, $4, $5)`, [
      party.id,
      child.familyKey,
      childKey(child.name),
      child.name,
      by,
    ]);
  }
}

/** A family not on the list, met at the door: its form filled on the tablet, each child checked in. */
export async function walkIn(api: TestApi, party: PartyAtTheDoor, guardian: string, names: readonly string[]): Promise<void> {
  const children = JSON.stringify(names.map((name) => ({ name, age: 7, allergies: '', medicalNotes: '' })));
  const [form] = await api.db.query<{ public_id: string }>(
    `insert into attendance_forms (booking_id, family, guardian_name, guardian_mobile, children, conditions, agreed_name, agreed_at)
     values ($1, 'walk-in', $2, '0412 000 000', $3::jsonb, '["Socks are required in the play area."]', $2, now()) returning public_id`,
    [party.id, guardian, children],
  );
  const by = await doorStaffId(api);
  for (const name of names) {
    await api.db.query(`insert into door_check_ins (booking_id, family_key, child_key, name, walk_in, checked_in_by) values ($1, $2, $3, $4, true, $5)`, [
      party.id,
      walkInFamilyKey(form.public_id),
      childKey(name),
      name,
      by,
    ]);
  }
}
