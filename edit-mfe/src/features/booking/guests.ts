import type { Guest } from '@party/domain';

/**
 * The guests who count on a guest list: entries with a name, email or phone (the list starts with
 * empty rows, and every field is optional). The API counts them the same way for per_child add-ons.
 * Belongs in @party/domain as `guestCount(guestNames)` (the API awaits the same rule).
 */
export function countGuests(guests: ReadonlyArray<Partial<Guest>>): number {
  return guests.filter((guest) => [guest.name, guest.email, guest.phone].some((value) => (value ?? '').trim() !== '')).length;
}
