// What the booking and edit pages say beside a party's order: its kids and room, its food and add-ons.

import { formatAud } from './format';
import { portionsCount } from './order';

/**
 * Beside an edit's adult food or add-on line the booking did not have before: it costs today's
 * catalogue price, not the price the booking was sold at (decisions 041 and 043).
 */
export const AT_TODAYS_PRICE = "at today's price";

/**
 * A room too small for the party: 'The Ocean Room holds up to 25 kids.' and what to do, which
 * differs between a new booking (choose another room) and an edit (the room is fixed: call us).
 */
export function roomTooSmallMessage(room: { name: string; maxCapacity: number }, when: 'booking' | 'edit'): string {
  const remedy = when === 'booking' ? 'Please choose a bigger room.' : 'Please call us to change rooms.';
  return `The ${room.name} holds up to ${room.maxCapacity} kids. ${remedy}`;
}

/** The free kids' food hint: 'The Basic Fun package includes 2 kids' food choices at no extra cost.' */
export function includedKidsFoodMessage(packageName: string | undefined, limit: number): string {
  const whose = packageName ? `The ${packageName} package` : 'Your package';
  return `${whose} includes ${limit} kids' food ${limit === 1 ? 'choice' : 'choices'} at no extra cost.`;
}

/** A kids' food item's portions: 'Included · 3 portions, each for 5 kids' ('one per child' when a portion serves one). */
export function kidsFoodPortionsLine(portions: number, kidsPerPortion: number): string {
  return `Included · ${portionsCount(portions)}, ${kidsPerPortion > 1 ? `each for ${kidsPerPortion} kids` : 'one per child'}`;
}

/** An add-on the chosen package already includes (lolly bags in Super Party): it is not sold again. */
export function includedInPackageLine(packageName: string): string {
  return `Included in ${packageName}`;
}

/**
 * What the guest list and the RSVPs say beside the parent's number of kids, which they inform and
 * never change (decision 031): '12 named on your guest list, 9 coming by RSVP.'
 */
export function editKidsSentence(named: number, comingByRsvp: number | undefined): string {
  const informs = [`${named} named on your guest list`, ...(comingByRsvp === undefined ? [] : [`${comingByRsvp} coming by RSVP`])];
  return `${informs.join(', ')}.`;
}

/** The room's limit beside the edit page's number of kids: 'The Jungle Room holds up to 15 kids.' */
export function roomCapacityLine(room: { name: string; maxCapacity: number }): string {
  return `The ${room.name} holds up to ${room.maxCapacity} kids.`;
}

/** Shown once every free kids' food choice is taken. */
export const KIDS_FOOD_ALL_CHOSEN = 'You have chosen them all: untick one to choose another.';

/** An adult platter's or a counted add-on's price line: '$65.00 each'. */
export function eachPriceLine(price: number): string {
  return `${formatAud(price)} each`;
}
