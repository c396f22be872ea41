import type { Room } from './contract/catalogue';
import { KIDS_MAX, KIDS_MIN } from './limits';
import { STEP1_MESSAGES } from './booking-form-messages';
import { roomTooSmallMessage } from './order-messages';

/** A room can be booked for a party only when its capacity holds every kid. */
export function roomHoldsKids(room: Pick<Room, 'maxCapacity'>, numberOfKids: number): boolean {
  return room.maxCapacity >= numberOfKids;
}

/**
 * Why an edit's number of kids cannot be saved, in the parent's words (the page says it beside the
 * field before Update, the API refuses it the same way), or undefined when it can.
 */
export function editKidsProblem(numberOfKids: number, room: Pick<Room, 'name' | 'maxCapacity'>): string | undefined {
  if (!Number.isInteger(numberOfKids) || numberOfKids < KIDS_MIN) return STEP1_MESSAGES.numberOfKidsMin;
  if (numberOfKids > KIDS_MAX) return STEP1_MESSAGES.numberOfKidsMax;
  if (!roomHoldsKids(room, numberOfKids)) return roomTooSmallMessage(room, 'edit');
  return undefined;
}
