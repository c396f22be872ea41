/**
 * The kitchen sheet's totals: what to make for one start time, each food's quantity added up
 * across that time's parties. Names keep the order they first appear in, so the cook reads the
 * list in the order the menu gave the first party's food.
 */
export interface FoodLine {
  name: string;
  quantity: number;
}

/** Each food's total across the parties' food lists (one list a party). */
export function kitchenTotals(partiesFood: ReadonlyArray<ReadonlyArray<FoodLine>>): FoodLine[] {
  const totals = new Map<string, number>();
  for (const { name, quantity } of partiesFood.flat()) totals.set(name, (totals.get(name) ?? 0) + quantity);
  return [...totals].map(([name, quantity]) => ({ name, quantity }));
}
