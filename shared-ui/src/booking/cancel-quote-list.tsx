import { formatAud, type CancelQuote } from '@party/domain';
import { SummaryList } from '../components/summary-list';

/** Who reads a cancellation's figures: the customer in their cancel dialog, or the staff in theirs. */
type CancelQuoteReader = 'customer' | 'staff';

/** Each line's words for each reader (the list's accessible name first). */
const WORDS = {
  list: { customer: 'What canceling means for your money', staff: 'What is kept and refunded' },
  paid: { customer: 'Paid so far', staff: 'Paid (less refunds)' },
  deposit: { customer: 'Non-refundable deposit (kept)', staff: 'Deposit kept' },
  fees: { customer: 'Rebooking fees (kept)', staff: 'Rebooking fees kept' },
  platters: { customer: 'Platters, final once confirmed (kept)', staff: 'Platters kept' },
  refund: { customer: 'Refunded to you', staff: 'Owed back to the customer' },
} as const;

/** The kinds of money a cancellation can keep, in the order they are listed. */
const KEPT = ['deposit', 'fees', 'platters'] as const;

/**
 * What canceling means in money: what was paid, each kind kept (only those that keep something)
 * and the refund, drawn as the total.
 */
export function CancelQuoteList({ quote, reader }: { quote: CancelQuote; reader: CancelQuoteReader }) {
  const kept = KEPT.filter((kind) => quote.kept[kind] > 0).map((kind) => ({ key: kind, label: WORDS[kind][reader], value: formatAud(quote.kept[kind]) }));
  return (
    <SummaryList
      amounts
      label={WORDS.list[reader]}
      rows={[
        { key: 'paid', label: WORDS.paid[reader], value: formatAud(quote.totalPaidAmount) },
        ...kept,
        { key: 'refund', label: WORDS.refund[reader], value: formatAud(quote.refund), emphasis: true },
      ]}
    />
  );
}
