import { formatAud } from './format';
import type { Id } from './types';

// A party's order (kids' food, adult food, add-ons) told back in words: on the confirmation page and
// in the emails (decision 028). What an edit changed is booking-changes.ts's.

interface OrderedItem {
  id: Id;
  name: string;
  quantity: number;
}

/** What a party has ordered, as a booking holds it. A per_child add-on is charged for every kid. */
export interface PartyOrder {
  numberOfKids: number;
  kidsFood: readonly OrderedItem[];
  adultsFood: ReadonlyArray<OrderedItem & { unitPrice: number }>;
  addons: ReadonlyArray<OrderedItem & { unitPrice: number; priceType?: string }>;
}

/** One line of an order: the item and how much of it, in words. */
export interface OrderLine {
  key: string;
  name: string;
  amount: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A kids' food item's portions: '1 portion', '3 portions'. */
export const portionsCount = (count: number) => plural(count, 'portion', 'portions');
/** A per-child add-on is charged for every kid: its quantity follows the number of kids. */
export const isPerChildAddon = (addon: { priceType?: string }) => addon.priceType === 'per_child';

/**
 * The order line by line: 'Chicken Nuggets: 3 portions, included', 'Sandwich Platter: 2 × $65.00',
 * 'Lolly Bags: 12 kids × $5.00'. Empty when nothing is ordered.
 */
export function orderLines(order: PartyOrder): OrderLine[] {
  return [
    ...order.kidsFood.map((item) => ({ key: `kids-${item.id}`, name: item.name, amount: `${portionsCount(item.quantity)}, included` })),
    ...order.adultsFood.map((item) => ({ key: `food-${item.id}`, name: item.name, amount: `${item.quantity} × ${formatAud(item.unitPrice)}` })),
    ...order.addons.map((item) => ({
      key: `addon-${item.id}`,
      name: item.name,
      amount: isPerChildAddon(item) ? `${plural(order.numberOfKids, 'kid', 'kids')} × ${formatAud(item.unitPrice)}` : `${item.quantity} × ${formatAud(item.unitPrice)}`,
    })),
  ];
}
