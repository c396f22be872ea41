import type { StoredQuantities } from '@party/domain';
import type { StoredSelections } from './edit-values';

// SPEC.md §7: the adult food and add-on quantities of an edit in progress are kept in the
// browser's session storage under two keys, each a map from item id to quantity, so that a reload
// or coming back from another page keeps them. The keys carry the booking id, so that editing two
// bookings in one tab never mixes their quantities.

export const QUANTITIES_READ_FAILED = 'Error retrieving quantities from sessionStorage';

export type QuantityList = 'adultsFood' | 'addons';

export function quantitiesKey(bookingId: string, list: QuantityList): string {
  return `edit-booking:${bookingId}:${list === 'adultsFood' ? 'adult-food-quantities' : 'addon-quantities'}`;
}

function sessionStore(): Storage {
  return window.sessionStorage;
}

function isQuantities(value: unknown): value is StoredQuantities {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((quantity) => Number.isInteger(quantity) && (quantity as number) > 0)
  );
}

/**
 * The stored quantities of one list. Nothing stored gives an empty map; when reading fails (no
 * storage, unreadable or malformed contents) it is only logged and the quantities are empty too.
 */
export function readQuantities(bookingId: string, list: QuantityList, storage: () => Storage = sessionStore): StoredQuantities {
  try {
    const text = storage().getItem(quantitiesKey(bookingId, list));
    if (text === null) return {};
    const parsed: unknown = JSON.parse(text);
    if (!isQuantities(parsed)) throw new TypeError('not a map of item ids to quantities');
    return parsed;
  } catch (error) {
    // Logged as a warning, not an error: the page carries on with the booking's own quantities.
    console.warn(QUANTITIES_READ_FAILED, error);
    return {};
  }
}

/** Both lists an edit in progress kept. */
export function readKeptSelections(bookingId: string): StoredSelections {
  return { adultsFood: readQuantities(bookingId, 'adultsFood'), addons: readQuantities(bookingId, 'addons') };
}

/** Keeps the quantities of one list; a browser that refuses (private mode, full) just keeps none. */
export function writeQuantities(
  bookingId: string,
  list: QuantityList,
  quantities: StoredQuantities,
  storage: () => Storage = sessionStore,
): void {
  try {
    storage().setItem(quantitiesKey(bookingId, list), JSON.stringify(quantities));
  } catch {
    // Nothing to do: the edit still works, it just is not restored after a reload.
  }
}

/** Forgets both lists, once the edit is saved. */
export function clearQuantities(bookingId: string, storage: () => Storage = sessionStore): void {
  try {
    storage().removeItem(quantitiesKey(bookingId, 'adultsFood'));
    storage().removeItem(quantitiesKey(bookingId, 'addons'));
  } catch {
    // As above.
  }
}
