import { toDollars } from './money';

// A booking keeps the prices it was sold at (decision 041): its page, an edit's quote, its bill
// and what is owed back price its package, platters and add-ons (and a hire its add-ons) as they
// were sold, never at the catalogue's prices of the day. An item it did not have costs today's
// price. The one rule the API prices every kept booking by.

/** A line of a booking as it keeps it: the item, and the unit price (and price type) it was sold at. */
export interface KeptLine {
  id: string;
  unitPriceCents: number;
  priceType?: string;
}

/** The catalogue's menu with the booking's own items at the prices (and price types) it keeps; the rest at today's. */
export function atKeptPrices<T extends { id: string; price: number; priceType?: string }>(menu: readonly T[], kept: readonly KeptLine[] = []): T[] {
  return menu.map((item) => {
    const line = kept.find((entry) => entry.id === item.id);
    if (!line) return item;
    return { ...item, price: toDollars(line.unitPriceCents), ...(line.priceType === undefined ? {} : { priceType: line.priceType }) };
  });
}

/** A package's prices as a booking keeps them. */
export interface KeptPackagePrices {
  packagePriceCents: number;
  pricePerChildCents: number;
  minChildren: number;
}

/** The booking's package: the catalogue's name and contents, at the booking's own prices. */
export function atKeptPackagePrices<P extends { pricePackage: number; pricePerChild: number; minChildren: number }>(pkg: P, kept: KeptPackagePrices): P {
  return { ...pkg, pricePackage: toDollars(kept.packagePriceCents), pricePerChild: toDollars(kept.pricePerChildCents), minChildren: kept.minChildren };
}
