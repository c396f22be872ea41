import { formatAud } from './format';
import type { Id } from './types';

// A party's order (kids' food, adult food, add-ons) told back in words: on the confirmation page's
// emails, and as what an edit changed (decision 028).

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
const isPerChild = (addon: PartyOrder['addons'][number]) => addon.priceType === 'per_child';

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
      amount: isPerChild(item) ? `${plural(order.numberOfKids, 'kid', 'kids')} × ${formatAud(item.unitPrice)}` : `${item.quantity} × ${formatAud(item.unitPrice)}`,
    })),
  ];
}

/** Items by id, with the quantity that is the parent's choice (none for what follows the kids). */
function chosen(order: PartyOrder): Map<string, { name: string; quantity?: number }> {
  const items = new Map<string, { name: string; quantity?: number }>();
  for (const item of order.kidsFood) items.set(`kids-${item.id}`, { name: item.name });
  for (const item of order.adultsFood) items.set(`food-${item.id}`, { name: item.name, quantity: item.quantity });
  for (const item of order.addons) items.set(`addon-${item.id}`, { name: item.name, ...(isPerChild(item) ? {} : { quantity: item.quantity }) });
  return items;
}

const withQuantity = (item: { name: string; quantity?: number }) => (item.quantity === undefined ? item.name : `${item.name} × ${item.quantity}`);

/**
 * What an edit changed, one sentence each: 'Number of kids: 12 → 14.', 'Added Face Painting × 1.',
 * 'Removed Fairy Bread.', 'Sandwich Platter: 1 → 2.' Kids' food portions and per-child add-ons
 * follow the number of kids, so only that change is told for them.
 */
export function orderChanges(before: PartyOrder, after: PartyOrder): string[] {
  const changes: string[] = [];
  if (before.numberOfKids !== after.numberOfKids) changes.push(`Number of kids: ${before.numberOfKids} → ${after.numberOfKids}.`);
  const was = chosen(before);
  const now = chosen(after);
  for (const [key, item] of now) {
    const old = was.get(key);
    if (!old) changes.push(`Added ${withQuantity(item)}.`);
    else if (old.quantity !== item.quantity) changes.push(`${item.name}: ${old.quantity ?? 1} → ${item.quantity ?? 1}.`);
  }
  for (const [key, item] of was) if (!now.has(key)) changes.push(`Removed ${item.name}.`);
  return changes;
}
