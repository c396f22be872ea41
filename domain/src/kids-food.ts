import type { SelectedKidsFood } from './contract/booking-answers';
import type { KidsFoodItem, Package } from './contract/catalogue';
import type { Id } from './types';

/** One portion of a kids' food item serves maxChildComplementory kids (1 when not given). */
export function kidsFoodQuantity(numberOfKids: number, maxChildComplementory: number | null | undefined): number {
  const perPortion =
    typeof maxChildComplementory === 'number' && Number.isFinite(maxChildComplementory) && maxChildComplementory > 0
      ? maxChildComplementory
      : 1;
  const kids = Number.isFinite(numberOfKids) && numberOfKids > 0 ? Math.floor(numberOfKids) : 0;
  return Math.ceil(kids / perPortion);
}

/** How many kids' food items are free with a package (0 without one). */
export function complimentaryLimit(selectedPackage: Pick<Package, 'complementoryMenu'> | null | undefined): number {
  const limit = selectedPackage?.complementoryMenu;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : 0;
}

/** Another kids' food item can be chosen only while fewer than the package's complimentary count are chosen. */
export function canChooseAnotherKidsFood(chosenCount: number, selectedPackage: Pick<Package, 'complementoryMenu'> | null | undefined): boolean {
  return chosenCount < complimentaryLimit(selectedPackage);
}

/** Whether an item's box is disabled: unchosen boxes are disabled once the complimentary count is reached. */
export function isKidsFoodDisabled(
  chosen: readonly { id: Id }[],
  item: { id: Id },
  selectedPackage: Pick<Package, 'complementoryMenu'> | null | undefined,
): boolean {
  const isChosen = chosen.some((c) => String(c.id) === String(item.id));
  return !isChosen && !canChooseAnotherKidsFood(chosen.length, selectedPackage);
}

/**
 * Toggles a kids' food item: a chosen item is removed; an unchosen one is added, with its quantity
 * for the number of kids, only while the complimentary limit allows. Returns a new list.
 */
export function toggleKidsFood(
  chosen: readonly SelectedKidsFood[],
  item: KidsFoodItem,
  selectedPackage: Pick<Package, 'complementoryMenu'> | null | undefined,
  numberOfKids: number,
): SelectedKidsFood[] {
  if (chosen.some((c) => String(c.id) === String(item.id))) {
    return chosen.filter((c) => String(c.id) !== String(item.id));
  }
  if (!canChooseAnotherKidsFood(chosen.length, selectedPackage)) return [...chosen];
  return [...chosen, { ...item, quantity: kidsFoodQuantity(numberOfKids, item.maxChildComplementory) }];
}

/** The chosen kids' food with quantities worked out again, e.g. after the number of kids changed. */
export function withKidsFoodQuantities(chosen: readonly SelectedKidsFood[], numberOfKids: number): SelectedKidsFood[] {
  return chosen.map((c) => ({ ...c, quantity: kidsFoodQuantity(numberOfKids, c.maxChildComplementory) }));
}

/** An add-on the package already includes (its name is one of the package's inclusions): it is not sold again. */
export function isIncludedInPackage(addon: { name?: string }, selectedPackage: { inclusions: readonly string[] } | null | undefined): boolean {
  const name = addon.name?.trim().toLowerCase();
  return Boolean(name) && (selectedPackage?.inclusions ?? []).some((inclusion) => inclusion.trim().toLowerCase() === name);
}
