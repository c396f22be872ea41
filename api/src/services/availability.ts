import {
  addDays,
  afterHoursStartTimes,
  allAfterHoursStartTimes,
  isAfterHoursDateBookable,
  bookableStartsOn,
  fitsOpeningHours,
  partyDateWindow,
  isAfterHoursDayFullyTaken,
  isPartyStartBookable,
  joinTakenTimes,
  minutesOfDay,
  roomHoldsKids,
  venueDate,
  type AfterHoursAvailability,
  type MoveSlot,
  type WeeklyHours,
} from '@party/domain';
import type { TakenRange } from '../repositories/availability-repository';
import type { CatalogueRoom, CatalogueTimeSlot } from '../repositories/catalogue-repository';
import type { Repositories } from '../repositories/repositories';

// Availability of time slots and rooms, computed from real bookings and each room's capacity.

/**
 * What the public availability answers read of the venue's settings. One read serves the requests
 * of a second (app.ts, decision 048); what holds or closes time is read for each answer.
 */
export interface VenueSettings {
  /** The venue's opening hours: a party runs within them (decision 031). */
  hours: WeeklyHours;
  timeSlots: CatalogueTimeSlot[];
  /** The rooms the public pages offer. */
  rooms: CatalogueRoom[];
  /** The days the whole centre is closed, from the venue's today on. */
  closedDays: string[];
  /** The shortest package's length, for time slots asked about without one. */
  shortestPackageMinutes: number;
}

export async function readVenueSettings(repos: Repositories, now: Date, timeZone: string): Promise<VenueSettings> {
  const [hours, timeSlots, rooms, closed, shortest] = await Promise.all([
    repos.hours.weekly(),
    repos.catalogue.timeSlots(),
    repos.catalogue.rooms(),
    closedDays(repos, now, timeZone),
    shortestPackageMinutes(repos),
  ]);
  return { hours, timeSlots, rooms, closedDays: closed, shortestPackageMinutes: shortest };
}

export interface AvailabilityQuery {
  date: string;
  now: Date;
  timeZone: string;
  venue: VenueSettings;
}

/** What the domain's booking rules take of a query: its clock, zone, hours and closed days. */
const bookingRules = ({ now, timeZone, venue }: Omit<AvailabilityQuery, 'date'>) => ({ now, timeZone, hours: venue.hours, unavailableDates: venue.closedDays });

/** The days the whole centre is closed, from the venue's today on (closures, decision 040). */
export function closedDays(repos: Repositories, now: Date, timeZone: string): Promise<string[]> {
  return repos.closures.closedDays(venueDate(now, timeZone));
}

/** The length of the shortest package on offer, for time slots asked about without a duration (2 hours when none is on offer). */
export async function shortestPackageMinutes(repos: Repositories): Promise<number> {
  const packages = await repos.catalogue.packages();
  return packages.length === 0 ? 120 : Math.min(...packages.map((p) => Math.round(p.duration * 60)));
}

const MINUTES_PER_DAY = 24 * 60;

/** A held time's part of one venue date, in minutes of that day, and the room held (null: the whole centre). */
interface HeldOnDate {
  start: number;
  end: number;
  room: string | null;
}

/** Each range's part of each venue date from `from` to `to` (a range past midnight goes on the next day). */
function rangesByDate(ranges: readonly TakenRange[], from: string, to: string): Map<string, HeldOnDate[]> {
  const byDate = new Map<string, HeldOnDate[]>();
  for (const { starts, ends, room } of ranges) {
    const [firstDay = '', startTime = ''] = starts.split(' ');
    const [lastDay = '', endTime = ''] = ends.split(' ');
    for (let day = firstDay < from ? from : firstDay; day <= lastDay && day <= to; day = addDays(day, 1)) {
      const start = day === firstDay ? minutesOfDay(startTime) : 0;
      const end = day === lastDay ? minutesOfDay(endTime) : MINUTES_PER_DAY;
      byDate.set(day, [...(byDate.get(day) ?? []), { start, end, room }]);
    }
  }
  return byDate;
}

/**
 * Whether a party of `minutes` from `time` finds a room free among what is held or closed that day:
 * nothing of the whole centre (a hire, a closed day, a block of the centre) meets it, and some room
 * the public pages offer is neither booked nor blocked then.
 */
function hasAFreeRoom(time: string, minutes: number, held: readonly HeldOnDate[], rooms: ReadonlyArray<{ id: string }>): boolean {
  return rooms.some((room) => isRoomFree(time, minutes, held, room.id));
}

/** Whether nothing held or closed that day meets a party of `minutes` from `time` in the room (null: the whole centre). */
function isRoomFree(time: string, minutes: number, held: readonly HeldOnDate[], room: string | null): boolean {
  const [start, end] = [minutesOfDay(time), minutesOfDay(time) + minutes];
  return !held.some((range) => range.start < end && start < range.end && (range.room === null || room === null || range.room === room));
}

/**
 * What holds time (hires, parties with their rooms) or closes it (closures) from `from` to `to`,
 * by venue date: the few queries every answer about free rooms starts from, however many days.
 * `exceptId`: the booking being moved, whose own time does not hold it back.
 */
async function heldByDate(repos: Repositories, from: string, to: string, now: Date, exceptId?: number): Promise<Map<string, HeldOnDate[]>> {
  const [taken, closed] = await Promise.all([repos.availability.takenRanges(from, to, now, { id: exceptId }), repos.closures.closedRanges(from, to)]);
  return rangesByDate([...taken, ...closed], from, to);
}

/** A booking being moved (its internal id), or one being made (none): its length, and (a party's) number of kids. */
export interface MovingBooking {
  id?: number;
  minutes: number;
  kids: number;
}

/**
 * Where a party could move to on the query's date (decision 052), or be booked for a parent by
 * phone (decision 054): exactly what the public calendar would offer it (the day's slots within
 * the hours, not started, not closed), and at each slot every room the public pages offer, free of
 * other bookings and blocks (a moving party's own time left out) and big enough for its kids.
 */
export async function partyMoveSlots(repos: Repositories, query: AvailabilityQuery, party: MovingBooking): Promise<MoveSlot[]> {
  const { date, venue } = query;
  const thatDay = venue.timeSlots.filter((slot) => fitsOpeningHours(date, slot.time, party.minutes, venue.hours));
  const bookable = bookableStartsOn(date, thatDay.map((slot) => slot.time), party.minutes, bookingRules(query));
  const held = bookable.length === 0 ? [] : ((await heldByDate(repos, date, date, query.now, party.id)).get(date) ?? []);
  return thatDay.map((slot) => {
    const open = bookable.includes(slot.time);
    const rooms = venue.rooms.map((room) => ({
      id: room.id,
      name: room.name,
      imageUrl: room.imageUrl,
      maxCapacity: room.maxCapacity,
      isAvailable: open && roomHoldsKids(room, party.kids) && isRoomFree(slot.time, party.minutes, held, room.id),
    }));
    return { time: slot.time, isAvailable: rooms.some((room) => room.isAvailable), rooms };
  });
}

/**
 * Where a hire could move to on the query's date, keeping its length (decision 052): the start
 * times the after-hours page offers that day (within the venue's after-hours window, from 48 hours
 * ahead, not on a closed day), each free when no other booking holds any of the centre then and
 * the centre is not blocked.
 */
export async function hireMoveSlots(repos: Repositories, query: AvailabilityQuery, hire: MovingBooking): Promise<MoveSlot[]> {
  const { date, now, timeZone, venue } = query;
  const window = await repos.hours.afterHoursWindow();
  const starts = allAfterHoursStartTimes(window).filter((time) => minutesOfDay(time) + hire.minutes <= minutesOfDay(window.closes));
  const offered = isAfterHoursDateBookable(date, now, venue.closedDays, timeZone) ? afterHoursStartTimes(date, now, timeZone, window) : [];
  // A block of one room does not stop a hire (decision 040); a party in any room, another hire or a block of the centre does.
  const [taken, blocks] = offered.length === 0 ? [[], []] : await Promise.all([repos.availability.takenRanges(date, date, now, { id: hire.id }), repos.closures.centreBlocks(date, date)]);
  const held = rangesByDate([...taken, ...blocks.map((block) => ({ ...block, room: null }))], date, date).get(date) ?? [];
  return starts.map((time) => ({ time, isAvailable: offered.includes(time) && isRoomFree(time, hire.minutes, held, null), rooms: [] }));
}

/**
 * The day's time slots for a party of `minutes`: those it fits within the day's opening hours
 * (decision 031); none on a past or closed date. A slot is available while it has not started
 * and some room is free (not booked, not blocked) for [slot, slot + minutes).
 */
export async function timeSlotsFor(repos: Repositories, query: AvailabilityQuery, minutes: number) {
  const { date, venue } = query;
  // A slot whose party would run outside the day's hours is not one of that day's slots at all.
  const thatDay = venue.timeSlots.filter((slot) => fitsOpeningHours(date, slot.time, minutes, venue.hours));
  const bookable = bookableStartsOn(date, thatDay.map((slot) => slot.time), minutes, bookingRules(query));
  const open = thatDay.filter((slot) => bookable.includes(slot.time));
  if (open.length === 0) return [];
  const heldThatDay = (await heldByDate(repos, date, date, query.now)).get(date) ?? [];
  return thatDay.map((slot) => ({ ...slot, isAvailable: open.includes(slot) && hasAFreeRoom(slot.time, minutes, heldThatDay, venue.rooms) }));
}

/**
 * The dates from today to the booking horizon on which no party can start any more: every slot
 * taken or blocked, or (today) passed. Only today and the days on which something holds or closes
 * time can be full, so only those are looked at; a day the venue is closed is not listed (it is
 * closed, not full: GET /api/unavailable-dates lists it). The same few queries however many days
 * are booked: what is held and closed over the whole window is read at once, and each day's slots
 * worked out from it here.
 */
export async function fullPartyDates(repos: Repositories, now: Date, timeZone: string, venue: VenueSettings): Promise<string[]> {
  const { first, last } = partyDateWindow(now, timeZone);
  const held = await heldByDate(repos, first, last, now);
  const minutes = venue.shortestPackageMinutes;
  const closed = new Set(venue.closedDays);
  const full: string[] = [];
  for (const date of [...new Set([first, ...held.keys()])].sort()) {
    if (closed.has(date)) continue;
    const bookable = bookableStartsOn(date, venue.timeSlots.map((slot) => slot.time), minutes, bookingRules({ now, timeZone, venue }));
    const heldThatDay = held.get(date) ?? [];
    if (!venue.timeSlots.some((slot) => bookable.includes(slot.time) && hasAFreeRoom(slot.time, minutes, heldThatDay, venue.rooms))) full.push(date);
  }
  return full;
}

/**
 * Every room, each available only when it holds the kids and no active booking overlaps
 * [time, time + minutes) on the date (and that time can still be booked).
 */
export async function roomsFor(repos: Repositories, query: AvailabilityQuery, time: string, numberOfKids: number, minutes: number) {
  const busy = await repos.availability.busyRoomIds(query.date, time, minutes, query.now);
  const bookable = isPartyStartBookable({ date: query.date, time, minutes }, bookingRules(query));
  return query.venue.rooms.map((room) => {
    const isAvailable = bookable && roomHoldsKids(room, numberOfKids) && !busy.has(room.id);
    // The browser's badge reads availability.availableByDefault, so it carries the answer too.
    return { ...room, isAvailable, availability: { availableByDefault: isAvailable } };
  });
}

export interface TakenTimesQuery {
  from: string;
  to: string;
  now: Date;
  /** The after-hours booking being changed: its own time is not taken for it. */
  except?: string;
}

/**
 * The after-hours page's availability: for each date from `from` to `to` on which the centre is
 * taken (a hire takes it all, and so does a party: decision 014) or blocked (a block of the whole
 * centre: the page shows it taken, without the staff's reason; a closed day is among the
 * unavailable dates), the taken times within the venue's after-hours window, and whether any start time still leaves 2 hours free.
 */
export async function takenTimesFor(repos: Repositories, query: TakenTimesQuery): Promise<AfterHoursAvailability> {
  const [booked, closed, window] = await Promise.all([
    repos.availability.takenRanges(query.from, query.to, query.now, { hire: query.except }),
    repos.closures.centreBlocks(query.from, query.to),
    repos.hours.afterHoursWindow(),
  ]);
  // A block of the whole centre holds every room, as a hire does.
  const ranges = [...booked, ...closed.map((block) => ({ ...block, room: null }))];
  const days = [...rangesByDate(ranges, query.from, query.to)]
    .map(([date, held]) => ({ date, taken: joinTakenTimes(held.map(({ start, end }): [number, number] => [start, end]), window) }))
    .filter((day) => day.taken.length > 0)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((day) => ({ ...day, fullyTaken: isAfterHoursDayFullyTaken(day.taken, window) }));
  return { from: query.from, to: query.to, days };
}
