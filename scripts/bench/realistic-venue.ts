import { randomBytes } from 'node:crypto';
import { addDays, venueDate } from '@party/domain';
import { openDatabase } from '../../api/src/db/database';
import { prepareDatabase } from '../../api/src/db/prepare';
import type { Queryable } from '../../api/src/db/queryable';
import { SEED_PACKAGES, SEED_ROOMS } from '../../api/src/db/seed-data';

// The database of a busy venue, for the bench to measure on (the developers' guide asks for it):
// a year of parties, nine months past and a quarter ahead, as the API stores them. Ahead, 40 days
// have parties (every weekend day and some weekdays; some of them are full), with the families'
// RSVPs; and one client holds 300 unpaid parties spread over the quarter, as a client can within
// the booking limit (10 a minute, each held 30 minutes). The holds here last the whole bench run
// (4 hours) rather than 30 minutes: a client renewing them keeps as many. Written straight into the
// API's database folder before the API starts: the API takes no party in the past, and 1,500
// bookings through HTTP would be most of the run.

const TIME_ZONE = 'Australia/Sydney';
const HOLD_FOR_MS = 4 * 60 * 60_000;
const BOOKED_DAYS_AHEAD = 40;
const FULL_DAYS_AHEAD = 8;
const HOLDS = 300;

/** What was written, for the report. */
export interface RealisticVenue {
  pastParties: number;
  partiesAhead: number;
  bookedDaysAhead: number;
  fullDaysAhead: number;
  unpaidHolds: number;
  rsvps: number;
  /** Parties ahead moved from another day, and canceled by their parents (decision 052). */
  movedAhead: number;
  canceledAhead: number;
  /** A day ahead with parties but some room free, for the time slots' and rooms' load. */
  busyDay: string;
}

/** A deterministic random sequence, so that every bench run seeds the same venue. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

/**
 * Each room's three party windows a day: a party of any package (90 to 150 minutes) starting at one
 * of these times never overlaps one starting at another.
 */
const WINDOWS = ['09:30', '12:00', '15:00'] as const;

interface Party {
  date: string;
  room: string;
  start: (typeof WINDOWS)[number];
  status: 'confirmed' | 'canceled' | 'pending';
  /** Why a canceled party is over: its hold ran out (the past's), or its parent canceled it (decision 052). */
  canceledReason?: 'hold-expired' | 'customer-canceled';
  /** A party moved here from another day, and the rebooking fee it paid (decision 052). */
  movedFrom?: { date: string; feeCents: number };
  holdExpiresAt?: Date;
  email?: string;
  rsvps: number;
}

/** Of the parties ahead, how many in a hundred were moved, and how many canceled by their parents (decision 052). */
const MOVED_PERCENT = 15;
const CANCELED_AHEAD_PERCENT = 8;

const id = () => randomBytes(16).toString('base64url');
const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** The parties of one venue year around `now`; what the report says of them. */
function planParties(now: Date, random: () => number): { parties: Party[]; summary: RealisticVenue } {
  const today = venueDate(now, TIME_ZONE);
  const parties: Party[] = [];
  const taken = new Set<string>();
  const add = (party: Party) => {
    taken.add(`${party.date} ${party.room} ${party.start}`);
    parties.push(party);
  };
  const freeWindows = (date: string) =>
    SEED_ROOMS.flatMap((room) => WINDOWS.map((start) => ({ room: room.id, start }))).filter(({ room, start }) => !taken.has(`${date} ${room} ${start}`));
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

  // Nine months past: 5-9 parties a weekend day, 0-3 a weekday; one in ten canceled.
  for (let back = 273; back >= 1; back--) {
    const date = addDays(today, -back);
    const count = isWeekend(date) ? 5 + Math.floor(random() * 5) : Math.floor(random() * 4);
    for (let i = 0; i < count; i++) {
      const window = pick(freeWindows(date));
      add({ date, ...window, ...(random() < 0.1 ? { status: 'canceled', canceledReason: 'hold-expired' } : { status: 'confirmed' }), rsvps: Math.floor(random() * 10) });
    }
  }
  const pastParties = parties.length;

  // A quarter ahead (from past the 4-day cutoff): every weekend day, then weekdays, up to 40 days.
  const quarter = Array.from({ length: 88 }, (_, i) => addDays(today, 5 + i));
  const bookedDays = [...quarter.filter(isWeekend), ...quarter.filter((date) => !isWeekend(date)).sort(() => random() - 0.5)].slice(0, BOOKED_DAYS_AHEAD);
  const fullDays = bookedDays.filter(isWeekend).slice(0, FULL_DAYS_AHEAD);
  for (const date of bookedDays) {
    const count = fullDays.includes(date) ? freeWindows(date).length : 2 + Math.floor(random() * 6);
    for (let i = 0; i < count; i++) add({ date, ...pick(freeWindows(date)), status: 'confirmed', rsvps: 2 + Math.floor(random() * 10) });
  }
  const partiesAhead = parties.length - pastParties;
  // Changes of plan ahead: some parties moved here from a week earlier or later (a second move or
  // one within two weeks paid $100), and some canceled by their parents, their rooms freed.
  for (const party of parties.slice(pastParties)) {
    const roll = random() * 100;
    if (roll < CANCELED_AHEAD_PERCENT) Object.assign(party, { status: 'canceled', canceledReason: 'customer-canceled' });
    else if (roll < CANCELED_AHEAD_PERCENT + MOVED_PERCENT) party.movedFrom = { date: addDays(party.date, random() < 0.5 ? -7 : 7), feeCents: random() < 0.4 ? 10000 : 0 };
  }

  // One client's 300 unpaid holds, a few on each day of the quarter that has a free window.
  const holdExpiresAt = new Date(now.getTime() + HOLD_FOR_MS);
  for (let held = 0, day = 0; held < HOLDS && day < quarter.length * 12; day++) {
    const date = quarter[day % quarter.length]!;
    const free = freeWindows(date);
    if (free.length === 0) continue;
    add({ date, ...pick(free), status: 'pending', holdExpiresAt, email: 'one.client@example.com', rsvps: 0 });
    held += 1;
  }

  const busyDay = bookedDays.find((date) => !fullDays.includes(date))!;
  const summary: RealisticVenue = {
    pastParties,
    partiesAhead,
    bookedDaysAhead: bookedDays.length,
    fullDaysAhead: fullDays.length,
    unpaidHolds: parties.filter((party) => party.status === 'pending').length,
    rsvps: parties.reduce((sum, party) => sum + (party.status === 'confirmed' && party.date > today ? party.rsvps : 0), 0),
    movedAhead: parties.filter((party) => party.movedFrom).length,
    canceledAhead: parties.filter((party) => party.canceledReason === 'customer-canceled').length,
    busyDay,
  };
  return { parties, summary };
}

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

const names = ['Mia', 'Leo', 'Ava', 'Noah', 'Isla', 'Oliver', 'Zoe', 'Jack', 'Ruby', 'Henry'];

/** The parties, as the API writes a booking: the package's price for the kids and the prices it kept, its time in the room, the hold. */
async function insertParties(db: Queryable, parties: Party[], random: () => number): Promise<Array<{ id: number; party: Party }>> {
  const inserted: Array<{ id: number; party: Party }> = [];
  for (const batch of chunks(parties, 200)) {
    const params: unknown[] = [];
    const tuples = batch.map((party) => {
      const pkg = SEED_PACKAGES[Math.floor(random() * SEED_PACKAGES.length)]!;
      const room = SEED_ROOMS.find((candidate) => candidate.id === party.room)!;
      const kids = Math.min(pkg.minChildren + Math.floor(random() * 8), room.maxCapacity);
      const cents = Math.round((pkg.pricePackage + Math.max(0, kids - pkg.minChildren) * pkg.pricePerChild) * 100);
      const fee = party.movedFrom?.feeCents ?? 0;
      const kept = party.canceledReason === 'customer-canceled' ? 10000 : 0;
      const name = names[Math.floor(random() * names.length)]!;
      const $ = (value: unknown) => `$${params.push(value)}`;
      const [date, start, minutes] = [$(party.date), $(party.start), $(pkg.durationMinutes)];
      return `(${[
        $(id()), $(id()), $(party.status), `'deposit'`, $(name), `'Bench'`, $(3 + Math.floor(random() * 8)), $(kids), $(pkg.id), $(party.room),
        $(`slot-${party.start.replace(':', '')}`), `${date}::date`,
        `tsrange(${date}::date + ${start}::time, ${date}::date + ${start}::time + make_interval(mins => ${minutes}::int), '[)')`,
        $(party.status !== 'canceled'), $(party.holdExpiresAt ?? null), $(`${name}'s parent`),
        $(party.email ?? `family${Math.floor(random() * 1e6)}@example.com`), `'0412 345 678'`, `'1 Bench Street, Parramatta NSW 2150'`,
        $(cents), $(cents + fee), $(fee), $(kept), $(party.canceledReason ?? null),
        // The prices it was sold at (decision 041).
        $(Math.round(pkg.pricePackage * 100)), $(Math.round(pkg.pricePerChild * 100)), $(pkg.minChildren),
      ].join(', ')})`;
    });
    const rows = await db.query<{ id: number }>(
      `insert into bookings (public_id, invitation_id, status, payment_option, child_first_name, child_last_name, child_age,
         number_of_kids, package_id, room_id, time_slot_id, event_date, during, holds_room, hold_expires_at, parent_name,
         email, phone, address, total_price_cents, final_price_cents, fees_cents, kept_cents, canceled_reason,
         package_price_cents, price_per_child_cents, package_min_children)
       values ${tuples.join(', ')} returning id`,
      params,
    );
    rows.forEach((row, i) => inserted.push({ id: row.id, party: batch[i]! }));
  }
  return inserted;
}

/** Each moved party's move: from the same room and time a week away, by its parent (decision 052). */
async function insertMoves(db: Queryable, parties: Array<{ id: number; party: Party }>): Promise<void> {
  const moved = parties.filter(({ party }) => party.movedFrom);
  for (const batch of chunks(moved, 300)) {
    const params: unknown[] = [];
    const tuples = batch.map(({ id: bookingId, party }) => {
      const $ = (value: unknown) => `$${params.push(value)}`;
      const [start, room] = [$(party.start), $(party.room)];
      return `(${$(bookingId)}, ${$(party.movedFrom!.date)}::date, ${start}, ${start}, ${room}, ${$(party.date)}::date, ${start}, ${start}, ${room}, ${$(party.movedFrom!.feeCents)}, 'customer', now())`;
    });
    await db.query(
      `insert into booking_moves (booking_id, from_date, from_start, from_end, from_room, to_date, to_start, to_end, to_room, fee_cents, moved_by, moved_at) values ${tuples.join(', ')}`,
      params,
    );
  }
}

/** A confirmed party's deposit (and a canceled one's, which the venue kept), and the families' answers to its invitation. */
async function insertPaymentsAndRsvps(db: Queryable, parties: Array<{ id: number; party: Party }>, random: () => number): Promise<void> {
  const paid = parties.filter(({ party }) => party.status === 'confirmed' || party.canceledReason === 'customer-canceled');
  const confirmed = parties.filter(({ party }) => party.status === 'confirmed');
  for (const batch of chunks(paid, 300)) {
    const params: unknown[] = [];
    const tuples = batch.map(({ id: bookingId }) => `($${params.push(bookingId)}, 'deposit', 10000, 'test', $${params.push(`bench_${id()}`)})`);
    await db.query(`insert into payments (booking_id, kind, amount_cents, provider, provider_reference) values ${tuples.join(', ')}`, params);
  }
  const answers = confirmed.flatMap(({ id: bookingId, party }) =>
    Array.from({ length: party.rsvps }, (_, i) => {
      const coming = random() < 0.85;
      const kids = coming ? Array.from({ length: 1 + Math.floor(random() * 2) }, (_, k) => ({ name: names[(i + k) % names.length]!, allergies: random() < 0.15 ? 'Peanuts' : '' })) : [];
      return { bookingId, email: `guest${i}.${bookingId}@example.com`, name: `Guest ${i}`, coming, kids };
    }),
  );
  for (const batch of chunks(answers, 300)) {
    const params: unknown[] = [];
    const tuples = batch.map(
      (answer) =>
        `($${params.push(answer.bookingId)}, $${params.push(answer.email)}, $${params.push(answer.name)}, $${params.push(answer.coming)}, $${params.push(JSON.stringify(answer.kids))}::jsonb, now(), now())`,
    );
    await db.query(`insert into rsvp_answers (booking_id, email, name, coming, kids, first_answered_at, answered_at) values ${tuples.join(', ')}`, params);
  }
}

/** Writes a busy venue's year into the API's database folder (migrated and seeded first, as the API would). */
export async function seedRealisticVenue(dataDir: string, now = new Date()): Promise<RealisticVenue> {
  const db = await openDatabase({ kind: 'pglite', dataDir });
  try {
    await prepareDatabase(db, now, TIME_ZONE);
    const random = randomFrom(20261126);
    const { parties, summary } = planParties(now, random);
    const inserted = await insertParties(db, parties, random);
    await insertMoves(db, inserted);
    await insertPaymentsAndRsvps(db, inserted, random);
    await db.exec('analyze');
    return summary;
  } finally {
    await db.close();
  }
}
