import type { Room } from './contract/catalogue';

/** A room can be booked for a party only when its capacity holds every kid. */
export function roomHoldsKids(room: Pick<Room, 'maxCapacity'>, numberOfKids: number): boolean {
  return room.maxCapacity >= numberOfKids;
}
