import { formatAud } from './format';
import type { BillLine, BillLineKind } from './door';
import { toDollars } from './money';

// The final bill's words (decision 064): how its lines are named, on the staff's page, on the
// parent's booking and in the receipt, and what the counter is told when it cannot close or waive.

/** Each line as the bill names it. */
export const BILL_LINE_NAMES: Record<BillLineKind, string> = {
  'extra-child': 'Children beyond those booked',
  'no-show': 'No-show fee',
};

/** A line as the parent reads it among the booking's fees: its name, how many at what, and whether it was waived. */
export function billLineLabel(line: Pick<BillLine, 'kind' | 'quantity' | 'unitCents'> & { waived: unknown }): string {
  const label = `${BILL_LINE_NAMES[line.kind]} (${line.quantity} × ${formatAud(toDollars(line.unitCents))})`;
  return line.waived ? `${label}, waived` : label;
}

export const FINAL_BILL_MESSAGES = {
  title: 'Final bill',
  closeButton: 'Close the party',
  waiveButton: 'Waive',
  payLinkButton: 'Email the pay link',
  reasonRequired: 'Say why the line is waived',
  lineRequired: 'Choose the line to waive',
  /** Refusals, each with the reference. */
  notStarted: (reference: string) => `${reference} has not started yet: its bill is closed at the counter once the party is on.`,
  canceled: (reference: string) => `${reference} is canceled: it has no final bill.`,
  unpaid: (reference: string) => `${reference} was never paid for: it has no final bill.`,
  hire: (reference: string) => `${reference} is an after-hours hire: only parties have a final bill.`,
  closed: (reference: string, by: string) => `The final bill of ${reference} was closed already by ${by}: it cannot be closed twice. Waive a line if it needs mending.`,
  changed: (reference: string, chargedCents: number) =>
    `The bill of ${reference} changed since it was shown: it now adds ${formatAud(toDollars(chargedCents))}. Check it and close again.`,
  notClosed: (reference: string) => `The final bill of ${reference} is not closed yet: close the party first.`,
  noSuchLine: (reference: string, kind: BillLineKind) => `The final bill of ${reference} has no line "${BILL_LINE_NAMES[kind]}".`,
  waivedAlready: (kind: BillLineKind, by: string) => `"${BILL_LINE_NAMES[kind]}" was waived already by ${by}: it charges nothing.`,
  nothingDue: (reference: string) => `Nothing is due on ${reference}: no pay link is sent.`,
} as const;

/** A closed bill's line as stored (migration 026's party_bills.lines): waived with why, by whom and when, or not. */
export interface ClosedBillLine extends BillLine {
  waived: { reason: string; by: string; at: string } | null;
}

/** A party's closed bill as its booking carries it. */
export interface ClosedBill {
  lines: ClosedBillLine[];
  closedAt: string;
}

/**
 * A closed bill's lines as the booking's fees (beside its rebooking fees): each named with how many
 * at what, a waived one at no charge and said to be waived. None before the bill is closed.
 */
export function billFeeLines(bill: ClosedBill | null): Array<{ kind: BillLineKind; label: string; cents: number; at: string }> {
  return (bill?.lines ?? []).map((line) => ({
    kind: line.kind,
    label: billLineLabel(line),
    cents: line.waived ? 0 : line.amountCents,
    at: new Date(line.waived?.at ?? bill!.closedAt).toISOString(),
  }));
}
