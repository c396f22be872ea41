import { STEP1_MESSAGES } from '@party/domain';

const KIDS_OUT_OF_RANGE: readonly string[] = [STEP1_MESSAGES.numberOfKidsMin, STEP1_MESSAGES.numberOfKidsMax];

/**
 * The message Next shows: the first of step 1's, in the spec's order. Rooms are offered only for
 * 1 to 50 kids, so while the number of kids is out of range its message comes before the room's
 * (asking for a room the visitor cannot choose would not help).
 */
export function partyDetailsToastMessage(messages: readonly string[]): string | undefined {
  const first = messages[0];
  const kids = messages.find((message) => KIDS_OUT_OF_RANGE.includes(message));
  return first === STEP1_MESSAGES.roomRequired && kids ? kids : first;
}
