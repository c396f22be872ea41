import {
  bookingMoney,
  bookingReference,
  can,
  hasEventStarted,
  kitchenTotals,
  toDollars,
  type StaffKitchenSheet,
  type StaffMoney,
  type StaffRole,
  type StaffRunSheet,
  bookingExceptions,
  type BookedTime,
  type StaffAskedToMove,
  type StaffDayException,
} from '@party/domain';
import type { VenueHours } from '../../repositories/hours-repository';
import { netSums, type PaymentSumsRow } from '../../repositories/payment-sums';
import { createPaymentsRepository } from '../../repositories/payments-repository';
import { expireAtProvider } from '../../services/provider-sessions';
import type { ServiceDeps } from '../../services/service-deps';
import { createDayRepository, type DayClosure, type DayHireRow, type DayPartyRow } from '../repositories/day-repository';
import { doorAllergies, doorCounts, doorListsOf, type DoorListedChild } from './door-lists';

// The run sheet and the kitchen sheet of a venue date (decision 032), both from the day's one
// query. What a role sees follows the role-by-action table: without `bookings.contacts` no
// parent's or customer's name and mobile, without `money.read` no money.

export type DayDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'repos' | 'paymentProvider' | 'log'>;

/** A booking's money as the staff see it. */
function moneyOf(row: PaymentSumsRow & { status: DayPartyRow['status']; final_price_cents: number; refund_due_cents: number; hold_expires_at: string | null }): StaffMoney {
  const net = netSums(row);
  const { remainingCents } = bookingMoney({ status: row.status, finalCents: row.final_price_cents, paidCents: net.paid_cents, receivedCents: net.received_cents });
  return {
    finalPrice: toDollars(row.final_price_cents),
    paid: toDollars(net.received_cents),
    due: toDollars(remainingCents),
    owedBack: toDollars(row.refund_due_cents),
    holdUntil: row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
  };
}

const arrivalOf = (row: DayPartyRow | DayHireRow) => ({
  state: row.arrival,
  at: row.arrival_at ? new Date(row.arrival_at).toISOString() : null,
  by: row.arrival_by,
});

const notesOf = (row: DayPartyRow | DayHireRow) => row.notes.map((note) => ({ ...note, at: new Date(note.at).toISOString() }));

const counted = (lines: ReadonlyArray<{ name: string; quantity: number }>) => lines.map(({ name, quantity }) => ({ name, quantity }));

/** A party's add-ons as the host hands them out: one of a per-child add-on for each kid booked. */
const partyAddons = (row: DayPartyRow) => row.addons.map((line) => ({ name: line.name, quantity: line.priceType === 'per_child' ? row.number_of_kids : line.quantity }));

/**
 * The day's bookings as they are now: a pending party whose start has passed, or whose renewed
 * hold has run out, is over (decisions 007 and 026), and is canceled as any read of it would.
 */
export async function readDay(deps: DayDeps, date: string) {
  const { parties, hires, closures, hours } = await createDayRepository(deps.db).day(date);
  const now = deps.now();
  for (const party of parties.filter((p) => p.status === 'pending')) {
    const started = hasEventStarted(date, party.start_time, now, deps.venue.timeZone);
    const holdOver = party.hold_renewed && party.hold_expires_at !== null && new Date(party.hold_expires_at) <= now;
    if (!started && !holdOver) continue;
    const closed = started
      ? await deps.repos.bookings.closeUnpaidStarted(party.id, now)
      : await createPaymentsRepository(deps.db).cancel({ bookingId: party.id }, 'hold-expired', now);
    await expireAtProvider(deps, closed);
    Object.assign(party, { status: 'canceled', canceled_reason: started ? 'event-passed' : 'hold-expired', hold_expires_at: null });
  }
  return { parties, hires, closures, hours };
}

/**
 * Why a live booking goes ahead against its day (decision 059): each closure of its time (kept in
 * spite of it, or waiting for its customer to move it) and its time outside the hours, so a kept
 * party is visibly an exception.
 */
function exceptionsOf(booked: BookedTime, closures: readonly DayClosure[], hours: VenueHours): StaffDayException[] {
  return bookingExceptions(booked, closures, { week: hours, afterHours: hours.afterHours }).map((exception) =>
    exception.kind === 'closed'
      ? { kind: 'closed', closure: { room: exception.closure.roomName, start: exception.closure.start, end: exception.closure.end, reason: exception.closure.reason }, hours: null }
      : { kind: 'outside-hours', closure: null, hours: exception.hours },
  );
}

const askedOf = (row: DayPartyRow | DayHireRow): StaffAskedToMove | null => (row.venue_asked ? { cause: row.venue_asked.cause, at: new Date(row.venue_asked.at).toISOString() } : null);

/**
 * The door lists of the day's live parties, in one statement (door-lists.ts): the children checked
 * in against those booked and expected, and each child's allergies as their form or RSVP gives them.
 */
async function liveLists(deps: DayDeps, parties: readonly DayPartyRow[]): Promise<(row: DayPartyRow) => DoorListedChild[]> {
  const lists = await doorListsOf(deps.db, parties.filter((row) => row.status !== 'canceled').map((row) => row.id));
  return (row) => lists.get(row.id) ?? [];
}

/** GET /api/staff/day/{date}: every party and hire of the day, by start time then room; the canceled apart. */
export async function runSheet(deps: DayDeps, date: string, role: StaffRole): Promise<StaffRunSheet> {
  const { parties, hires, closures, hours } = await readDay(deps, date);
  const lists = await liveLists(deps, parties);
  const contacts = can(role, 'bookings.contacts');
  const money = can(role, 'money.read');
  const live = <Row extends { status: string }>(rows: Row[]) => rows.filter((row) => row.status !== 'canceled');
  const common = (row: DayPartyRow | DayHireRow) => ({
    reference: bookingReference(row.id),
    status: row.status,
    startTime: row.start_time,
    endTime: row.end_time,
    arrival: arrivalOf(row),
    staffNotes: notesOf(row),
    ...(money ? { money: moneyOf(row) } : {}),
    askedToMove: askedOf(row),
  });
  const timeOf = (row: DayPartyRow | DayHireRow, kind: BookedTime['kind'], roomId: string | null): BookedTime => ({ kind, date, startTime: row.start_time, endTime: row.end_time, roomId });
  return {
    date,
    parties: live(parties).map((row) => ({
      ...common(row),
      exceptions: exceptionsOf(timeOf(row, 'party', row.room_id), closures, hours),
      kind: 'party' as const,
      room: { id: row.room_id, name: row.room_name },
      child: { firstName: row.child_first_name, turning: row.child_age },
      ...(contacts ? { parent: { name: row.parent_name, mobile: row.phone } } : {}),
      packageName: row.package_name,
      kidsBooked: row.number_of_kids,
      kidsComing: row.kids_coming,
      familiesComing: row.families_coming,
      door: doorCounts(lists(row), row.number_of_kids),
      allergies: doorAllergies(lists(row)),
      kidsFood: counted(row.kids_food),
      adultsFood: counted(row.adults_food),
      addons: partyAddons(row),
    })),
    hires: live(hires).map((row) => ({
      ...common(row),
      exceptions: exceptionsOf(timeOf(row, 'hire', null), closures, hours),
      kind: 'hire' as const,
      ...(contacts ? { customer: { name: row.name, mobile: row.mobile } } : {}),
      expectedKids: row.expected_kids,
      expectedAdults: row.expected_adults,
      addons: counted(row.addons),
      customerNotes: row.customer_notes,
    })),
    canceled: [
      ...parties.filter((row) => row.status === 'canceled').map((row) => ({ kind: 'party' as const, reference: bookingReference(row.id), startTime: row.start_time, endTime: row.end_time, what: `${row.child_first_name}, ${row.room_name}` })),
      ...hires.filter((row) => row.status === 'canceled').map((row) => ({ kind: 'hire' as const, reference: bookingReference(row.id), startTime: row.start_time, endTime: row.end_time, what: 'After-hours hire' })),
    ].sort((a, b) => a.startTime.localeCompare(b.startTime)),
  };
}

/** GET /api/staff/kitchen/{date}: per start time, what to make across the live parties (kitchenTotals), and each party's allergies. */
export async function kitchenSheet(deps: DayDeps, date: string): Promise<StaffKitchenSheet> {
  const { parties } = await readDay(deps, date);
  const lists = await liveLists(deps, parties);
  const byTime = new Map<string, DayPartyRow[]>();
  for (const row of parties.filter((party) => party.status !== 'canceled')) byTime.set(row.start_time, [...(byTime.get(row.start_time) ?? []), row]);
  return {
    date,
    startTimes: [...byTime].map(([time, rows]) => ({
      time,
      kidsFood: kitchenTotals(rows.map((row) => row.kids_food)),
      adultsFood: kitchenTotals(rows.map((row) => row.adults_food)),
      parties: rows.map((row) => ({ reference: bookingReference(row.id), room: row.room_name, childFirstName: row.child_first_name, kidsBooked: row.number_of_kids, kidsComing: row.kids_coming, door: doorCounts(lists(row), row.number_of_kids), allergies: doorAllergies(lists(row)) })),
    })),
  };
}
