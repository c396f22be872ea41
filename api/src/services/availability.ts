import { isPartyStartBookable, roomHoldsKids } from '@party/domain';
import type { Repositories } from '../repositories/repositories';

// Availability of time slots and rooms, computed from real bookings and each room's capacity.

export interface AvailabilityQuery {
  date: string;
  now: Date;
  timeZone: string;
}

/** The length of the shortest package, for time slots asked about without a duration. */
export async function shortestPackageMinutes(repos: Repositories): Promise<number> {
  const packages = await repos.catalogue.packages();
  return Math.min(...packages.map((p) => Math.round(p.duration * 60)));
}

/**
 * The day's time slots; none on a past or unavailable date. A slot is available while it has not
 * started and some room is free for [slot, slot + minutes).
 */
export async function timeSlotsFor(repos: Repositories, query: AvailabilityQuery, minutes: number) {
  const [slots, unavailable] = await Promise.all([repos.catalogue.timeSlots(), repos.catalogue.unavailableDates()]);
  const open = slots.filter((slot) => isPartyStartBookable(query.date, slot.time, query.now, unavailable, query.timeZone));
  if (open.length === 0) return [];
  const free = await repos.availability.slotsWithAFreeRoom(query.date, minutes, query.now);
  return slots.map((slot) => ({ ...slot, isAvailable: open.includes(slot) && free.get(slot.id) === true }));
}

/**
 * Every room, each available only when it holds the kids and no active booking overlaps
 * [time, time + minutes) on the date (and that time can still be booked).
 */
export async function roomsFor(repos: Repositories, query: AvailabilityQuery, time: string, numberOfKids: number, minutes: number) {
  const [rooms, unavailable, busy] = await Promise.all([
    repos.catalogue.rooms(),
    repos.catalogue.unavailableDates(),
    repos.availability.busyRoomIds(query.date, time, minutes, query.now),
  ]);
  const bookable = isPartyStartBookable(query.date, time, query.now, unavailable, query.timeZone);
  return rooms.map((room) => {
    const isAvailable = bookable && roomHoldsKids(room, numberOfKids) && !busy.has(room.id);
    // The browser's badge reads availability.availableByDefault, so it carries the answer too.
    return { ...room, isAvailable, availability: { availableByDefault: isAvailable } };
  });
}
