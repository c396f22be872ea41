import { priceCents, toDollars } from '../money';
import { DEFAULT_MIN_CHILDREN } from '../limits';
import type { AddonPriceType, AddonSelection, AdultFoodSelection } from '../selections';
import type { Id, StoredQuantities } from '../types';

// Costs of the items a booking holds, in cents. Shared by the main and edit flows.

/** An entry of the server's price list (GET /api/adults-food, GET /api/addons). */
export interface PriceListEntry {
  id: Id;
  price: number;
  priceType?: AddonPriceType;
}

/** One priced item of a booking, in dollars, for the summary. */
export interface PricedLine {
  id: Id;
  name: string;
  /** Units charged: the quantity, or the number of kids for a per_child add-on. */
  quantity: number;
  unitPrice: number;
  cost: number;
  perChild: boolean;
}

/** A quantity is a whole number above 0; anything else counts as not given. */
export function givenQuantity(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A count of people: a whole number, 0 when missing or negative. */
export function headCount(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** A package covers minChildren kids, or 8 when it gives none (a missing or non-positive value). */
export function minChildrenOf(selectedPackage: { minChildren?: number | null } | null | undefined): number {
  return givenQuantity(selectedPackage?.minChildren) ?? DEFAULT_MIN_CHILDREN;
}

function findEntry(list: readonly PriceListEntry[] | undefined, id: Id): PriceListEntry | undefined {
  return list?.find((entry) => String(entry.id) === String(id));
}

function line(id: Id, name: string | undefined, quantity: number, unitCents: number, perChild: boolean) {
  return { id, name: name ?? '', quantity, unitCents, costCents: unitCents * quantity, perChild };
}

export type LineCents = ReturnType<typeof line>;

/**
 * Adult food costs price x quantity. The quantity comes from the item, then the stored quantity,
 * then 1; the price comes from the server list, falling back to the item's own price.
 */
export function adultFoodLine(
  item: AdultFoodSelection,
  prices: readonly PriceListEntry[] | undefined,
  stored: StoredQuantities | undefined,
): LineCents {
  const quantity = givenQuantity(item.quantity) ?? givenQuantity(stored?.[String(item.id)]) ?? 1;
  const price = findEntry(prices, item.id)?.price ?? item.price;
  return line(item.id, item.name, quantity, priceCents(price), false);
}

/**
 * A per_child add-on costs its price x the number of kids; any other costs price x quantity, where
 * the quantity is the stored quantity, then the item's quantity, then 1. The server list, when
 * given, decides the price and price type (the API prices from its own catalogue).
 */
export function addonLine(
  item: AddonSelection,
  prices: readonly PriceListEntry[] | undefined,
  stored: StoredQuantities | undefined,
  perChildCount: number,
): LineCents {
  const entry = findEntry(prices, item.id);
  const perChild = (entry?.priceType ?? item.priceType) === 'per_child';
  const quantity = perChild
    ? headCount(perChildCount)
    : (givenQuantity(stored?.[String(item.id)]) ?? givenQuantity(item.quantity) ?? 1);
  return line(item.id, item.name, quantity, priceCents(entry?.price ?? item.price), perChild);
}

export function sumCents(lines: readonly LineCents[]): number {
  return lines.reduce((sum, l) => sum + l.costCents, 0);
}

export function toPricedLine(l: LineCents): PricedLine {
  return {
    id: l.id,
    name: l.name,
    quantity: l.quantity,
    unitPrice: toDollars(l.unitCents),
    cost: toDollars(l.costCents),
    perChild: l.perChild,
  };
}
