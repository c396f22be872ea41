import { formatAud, type PriceBreakdown, type SelectedKidsFood } from '@party/domain';
import { SummaryList, type SummaryRow } from '../components/summary-list';

export interface PriceBreakdownListProps {
  breakdown: PriceBreakdown;
  kidsFood?: readonly Pick<SelectedKidsFood, 'id' | 'name'>[];
  /** The total shown last; the breakdown's own when not given. */
  total?: number;
}

/**
 * The price, line by line: the package for its minimum kids, additional kids at the per-child
 * price, kids' food (included), adult food, add-ons and the total.
 */
export function PriceBreakdownList({ breakdown, kidsFood = [], total = breakdown.total }: PriceBreakdownListProps) {
  const rows: SummaryRow[] = [
    { key: 'package', label: `Base package (${breakdown.minChildren} kids)`, value: formatAud(breakdown.packagePrice) },
  ];
  if (breakdown.additionalKids > 0) {
    rows.push({
      key: 'additional-kids',
      label: `Additional kids: ${breakdown.additionalKids} × ${formatAud(breakdown.pricePerChild)}`,
      value: formatAud(breakdown.additionalKidsCost),
    });
  }
  for (const food of kidsFood) {
    rows.push({ key: `kids-${food.id}`, label: `${food.name} (kids' food)`, value: 'Included' });
  }
  for (const line of breakdown.adultFood) {
    rows.push({ key: `food-${line.id}`, label: `${line.name} × ${line.quantity}`, value: formatAud(line.cost) });
  }
  for (const line of breakdown.addons) {
    const label = line.perChild
      ? `${line.name} (${line.quantity} kids × ${formatAud(line.unitPrice)})`
      : `${line.name} × ${line.quantity}`;
    rows.push({ key: `addon-${line.id}`, label, value: formatAud(line.cost) });
  }
  rows.push({ key: 'total', label: 'Total', value: formatAud(total), emphasis: true });
  return <SummaryList rows={rows} />;
}
