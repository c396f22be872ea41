import { formatAud } from '@party/domain';
import type { SummaryRow } from '../components/summary-list';

/** A coupon's lines in a summary: its discount and the final price, or none without a discount. */
export function discountRows(coupon: string, discount: number, finalPrice: number): SummaryRow[] {
  if (discount <= 0) return [];
  return [
    { key: 'discount', label: `Coupon discount${coupon ? ` (${coupon})` : ''}`, value: `−${formatAud(discount)}` },
    { key: 'final', label: 'Final price', value: formatAud(finalPrice) },
  ];
}
