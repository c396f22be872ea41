// An item of the catalogue as a draft chooses it or a booking holds it: the catalogue's own shape
// (./contract/catalogue.ts) with only the id certain. Field names follow the spec's payloads exactly.

import type { Addon, AdultFoodItem } from './contract/catalogue';
import type { Id } from './types';

/** An adult food item as chosen in a draft or held in a booking: only the id is certain. */
export interface AdultFoodSelection extends Partial<Omit<AdultFoodItem, 'id'>> {
  id: Id;
  quantity?: number | null;
}

/** `per_child` add-ons cost their price per kid; any other price type costs per unit. */
export type AddonPriceType = 'per_child' | (string & {});

/** An add-on as chosen in a draft or held in a booking: only the id is certain. */
export interface AddonSelection extends Partial<Omit<Addon, 'id' | 'priceType'>> {
  id: Id;
  priceType?: AddonPriceType;
  quantity?: number | null;
}
