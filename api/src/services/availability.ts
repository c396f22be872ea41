import {
  addDays,
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
  type WeeklyHours,
} from '@party/domain';
import type { TakenRange } from '../repositories/availability-repository';
import type { Repositories } from '../repositories/repositories';

// Availability of time slots and rooms, computed from real bookings and each room's capacity.

export interface AvailabilityQuery {
  date: string;
  now: Date;
  timeZone: string;
  /** The venue's opening hours: a party runs within them (decision 031). */
  hours: WeeklyHours;
}

/** The days the whole centre is closed, from the venue's today on (closures, decision 040). */
export function closedDays(repos: Repositories, now: Date, timeZone: string): Promise<string[]> {
  return repos.closures.closedDays(venueDate(now, timeZone));
}

/** The length of the shortest package on offer, for time slots asked about without a duration (2 hours when none is on offer). */
export async function shortestPackageMinutes(repos: Repositories): Promise<number> {
  const packages = await repos.catalogue.packages();
  return packages.length === 0 ? 120 : Math.min(...packages.map((p) => Math.round(p.duration * 60)));
}

/**
 * The day's time slots for a party of `minutes`: those it fits within the day's opening hours
 * (decision 031); none on a past or closed date. A slot is available while it has not started
 * and some room is free (not booked, not blocked) for [slot, slot + minutes).
 */
export async function timeSlotsFor(repos: Repositories, query: AvailabilityQuery, minutes: number) {
  const [slots, unavailable] = await Promise.all([repos.catalogue.timeSlots(), closedDays(repos, query.now, query.timeZone)]);
  // A slot whose party would run outside the day's hours is not one of that day's slots at all.
  const thatDay = slots.filter((slot) => fitsOpeningHours(query.date, slot.time, minutes, query.hours));
  const bookable = bookableStartsOn(query.date, thatDay.map((slot) => slot.time), minutes, { ...query, unavailableDates: unavailable });
  const open = thatDay.filter((slot) => bookable.includes(slot.time));
  if (open.length === 0) return [];
  const free = await repos.availability.slotsWithAFreeRoom(query.date, minutes, query.now);
  return thatDay.map((slot) => ({ ...slot, isAvailable: open.includes(slot) && free.get(slot.id) === true }));
}

/**
 * The dates from today to the booking horizon on which no party can start any more: every slot
 * taken or blocked, or (today) passed. Only today and the days on which something holds time or
 * is blocked can be full, so only those are looked at; a day the venue is closed is not listed (it
 * is closed, not full: GET /api/unavailable-dates lists it). The same few queries however many
 * days are booked: the times held over the whole window are read at once, and each day's slots
 * worked out from them here; a day with a block (rare) is asked of the database, which knows
 * which room each block closes.
 */
export async function fullPartyDates(repos: Repositories, now: Date, timeZone: string, hours: WeeklyHours): Promise<string[]> {
  const { first, last } = partyDateWindow(now, timeZone);
  const [minutes, slots, unavailable, rooms, ranges, blocked] = await Promise.all([
    shortestPackageMinutes(repos),
    repos.catalogue.timeSlots(),
    closedDays(repos, now, timeZone),
    repos.catalogue.rooms(),
    repos.availability.takenRanges(first, last, now),
    repos.closures.datesWithClosures(first, last),
  ]);
  const closed = new Set(unavailable);
  const heldByDate = rangesByDate(ranges, first, last);
  const full: string[] = [];
  for (const date of [...new Set([first, ...heldByDate.keys(), ...blocked])].sort()) {
    if (closed.has(date)) continue;
    const bookable = bookableStartsOn(date, slots.map((slot) => slot.time), minutes, { now, unavailableDates: unavailable, timeZone, hours });
    const open = slots.filter((slot) => bookable.includes(slot.time));
    if (blocked.includes(date) && open.length > 0) {
      const free = await repos.availability.slotsWithAFreeRoom(date, minutes, now);
      if (!open.some((slot) => free.get(slot.id) === true)) full.push(date);
      continue;
    }
    const held = heldByDate.get(date) ?? [];
    const hasAFreeRoom = (time: string) => {
      const [start, end] = [minutesOfDay(time), minutesOfDay(time) + minutes];
      const overlapping = held.filter((range) => range.start < end && start < range.end);
      // A hire holds every room; a party its own.
      return !overlapping.some((range) => range.room === null) && rooms.some((room) => !overlapping.some((range) => range.room === room.id));
    };
    if (!open.some((slot) => hasAFreeRoom(slot.time))) full.push(date);
  }
  return full;
}

/**
 * Every room, each available only when it holds the kids and no active booking overlaps
 * [time, time + minutes) on the date (and that time can still be booked).
 */
export async function roomsFor(repos: Repositories, query: AvailabilityQuery, time: string, numberOfKids: number, minutes: number) {
  const [rooms, unavailable, busy] = await Promise.all([
    repos.catalogue.rooms(),
    closedDays(repos, query.now, query.timeZone),
    repos.availability.busyRoomIds(query.date, time, minutes, query.now),
  ]);
  const bookable = isPartyStartBookable({ date: query.date, time, minutes }, { ...query, unavailableDates: unavailable });
  return rooms.map((room) => {
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
 * The after-hours page's availability: for each date from `from` to `to` on which the centre is
 * taken (a hire takes it all, and so does a party: decision 014) or blocked (a block of the whole
 * centre: the page shows it taken, without the staff's reason; a closed day is among the
 * unavailable dates), the taken times within the venue's after-hours window, and whether any start time still leaves 2 hours free.
 */
export async function takenTimesFor(repos: Repositories, query: TakenTimesQuery): Promise<AfterHoursAvailability> {
  const [booked, closed, window] = await Promise.all([
    repos.availability.takenRanges(query.from, query.to, query.now, query.except),
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
