import { MIN_ITEM_QUANTITY, type Addon, type AdultFoodItem, type BookingDraft, type Id } from '@party/domain';

// Step 2's rules for adult food and add-ons (SPEC.md §4): toggling on starts the quantity at 1,
// plus and minus keep it at 1 or more, and a quantity change resets the payment option to deposit.
// (The kids' food rules are the domain's; these work on the draft's lists of chosen items.)

interface Chosen {
  id: Id;
  quantity?: number | null;
}

const sameId = (a: Id, b: Id) => String(a) === String(b);

export function findChosen<T extends Chosen>(list: readonly T[], id: Id): T | undefined {
  return list.find((item) => sameId(item.id, id));
}

/** The quantity of a chosen item (1 when it gives none), or undefined while it is not chosen. */
export function quantityIn(list: readonly Chosen[], id: Id): number | undefined {
  const chosen = findChosen(list, id);
  return chosen ? (chosen.quantity ?? MIN_ITEM_QUANTITY) : undefined;
}

function toggled<T extends Chosen>(list: readonly T[], item: T): T[] {
  return findChosen(list, item.id) ? list.filter((chosen) => !sameId(chosen.id, item.id)) : [...list, item];
}

function withQuantity<T extends Chosen>(list: readonly T[], id: Id, quantity: number): T[] {
  const next = Math.max(MIN_ITEM_QUANTITY, Math.floor(quantity));
  return list.map((item) => (sameId(item.id, id) ? { ...item, quantity: next } : item));
}

export function toggleAdultFood<T extends BookingDraft>(draft: T, item: AdultFoodItem): T {
  return { ...draft, adultsFood: toggled(draft.adultsFood, { ...item, quantity: MIN_ITEM_QUANTITY }) };
}

export function toggleAddon<T extends BookingDraft>(draft: T, item: Addon): T {
  return { ...draft, addons: toggled(draft.addons, { ...item, quantity: MIN_ITEM_QUANTITY }) };
}

export function changeAdultFoodQuantity<T extends BookingDraft>(draft: T, id: Id, quantity: number): T {
  return { ...draft, adultsFood: withQuantity(draft.adultsFood, id, quantity), paymentOption: 'deposit' };
}

export function changeAddonQuantity<T extends BookingDraft>(draft: T, id: Id, quantity: number): T {
  return { ...draft, addons: withQuantity(draft.addons, id, quantity), paymentOption: 'deposit' };
}
