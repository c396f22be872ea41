import { FINAL_BILL_MESSAGES } from '../final-bill';
import { LIMITS } from '../limits';
import { dollars, moneyField, requestIdField, requiredText } from './fields';
import { staffMoneySchema } from './staff-day';
import { described, z } from './zod';

// A party's final bill (decisions 061 and 064): read while the party is on (the lines as they
// stand), closed once at the counter (its lines added to the final price), a line waived with a
// reason; and the balance's pay link emailed to the parent.

export const billLineKindSchema = z.enum(['extra-child', 'no-show'], { error: FINAL_BILL_MESSAGES.lineRequired });

export const staffBillLineSchema = z.object({
  kind: billLineKindSchema,
  label: described(z.string(), "As the bill names it: 'Children beyond those booked', 'No-show fee'."),
  quantity: z.number().check(z.int()),
  unit: described(dollars, "Each: the booking's kept per-child price, or the no-show fee."),
  amount: described(dollars, 'quantity × unit; charged unless waived.'),
  waived: z.nullable(
    z.object({
      reason: z.string(),
      by: described(z.string(), 'The staff member who waived it.'),
      at: described(z.string(), 'ISO 8601.'),
    }),
  ),
});

export const staffBillAnswer = z.object({
  reference: z.string(),
  counts: z.object({
    booked: described(z.number().check(z.int()), 'The kids the booking is for.'),
    onList: described(z.number().check(z.int()), "Children on the door's list before the door: the guest of honour's family and each yes."),
    checkedIn: described(z.number().check(z.int()), 'Every child checked in, those not on the list included.'),
    checkedInFromList: z.number().check(z.int()),
    checkedInWalkIns: described(z.number().check(z.int()), 'Children not on the list, met at the door.'),
  }),
  lines: described(z.array(staffBillLineSchema), 'Before it is closed: as they stand now, from the door list. Once closed: as closed, with any waived.'),
  charged: described(dollars, 'What the lines charge, less the waived: added to the final price once closed.'),
  closed: z.nullable(z.object({ at: described(z.string(), 'ISO 8601.'), by: z.string() })),
  notClosable: described(z.nullable(z.string()), 'Why it cannot be closed now (not started, canceled, closed already), in plain words; null when it can.'),
  money: described(staffMoneySchema, "The booking's money now: once closed, the due is the balance the bill leaves."),
});

/**
 * POST .../bill: Close the party, with what the bill adds as it was shown: refused ('bill-changed')
 * when a check-in since changed it, so nothing is charged that the counter did not see.
 */
export const staffBillCloseBody = z.object({ charged: moneyField });

/** POST .../bill/waive: the line and why (kept in the bill and the audit). */
export const staffBillWaiveBody = z.object({
  kind: billLineKindSchema,
  reason: requiredText(FINAL_BILL_MESSAGES.reasonRequired, LIMITS.notes),
});

/** POST .../pay-link: `requestId` names the request: sent again (a double tap, a retry), nothing more is emailed. */
export const staffPayLinkBody = z.object({ requestId: requestIdField });

export const staffPayLinkAnswer = z.object({
  reference: z.string(),
  emailedTo: described(z.string(), "The parent's address the link went to."),
  due: described(dollars, 'The balance the email asks for.'),
  alreadySent: described(z.boolean(), 'This request id sent it before: nothing more was emailed.'),
});

export type StaffBill = z.output<typeof staffBillAnswer>;
export type StaffBillLine = z.output<typeof staffBillLineSchema>;
export type StaffBillWaive = z.input<typeof staffBillWaiveBody>;
export type StaffBillClose = z.input<typeof staffBillCloseBody>;
export type StaffPayLinkSent = z.output<typeof staffPayLinkAnswer>;
