import { dollars, isoDateField } from './fields';
import { staffAuditEntrySchema } from './staff-bookings';
import { described, z } from './zod';

// The venue's money and its audit log, for managers and owners (decision 032).

/** GET /api/staff/money: what is owed back, and the balances due in the next 7 days. */
export const staffMoneyAnswer = z.object({
  owedBack: z.array(
    z.object({ kind: z.enum(['party', 'hire']), reference: z.string(), name: z.string(), date: z.string(), status: z.string(), owedBack: dollars }),
  ),
  refundsPending: described(
    z.array(
      z.object({
        kind: z.enum(['party', 'hire']),
        reference: z.string(),
        name: z.string(),
        date: z.string(),
        amount: dollars,
        provider: z.string(),
        sentAt: z.string(),
      }),
    ),
    'Refunds sent through the payment provider that it has not settled yet, oldest first: counted as given back already (they are not in owedBack), and owed back again if they fail.',
  ),
  balancesDue: z.array(
    z.object({ kind: z.enum(['party', 'hire']), reference: z.string(), name: z.string(), date: z.string(), startTime: z.string(), due: dollars }),
  ),
});

/** A date range, both days included (venue dates): the takings and the CSV. */
export const staffDateRangeQuery = z.object({
  from: isoDateField('Send from, written yyyy-MM-dd'),
  to: isoDateField('Send to, written yyyy-MM-dd'),
});

/** GET /api/staff/money/takings?from=&to=: the money taken over a range of days, by method. */
export const staffTakingsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  byMethod: z.array(z.object({ method: described(z.string(), "'online', 'card' or 'cash'."), count: z.number().check(z.int()), amount: dollars })),
  refunds: dollars,
  net: described(dollars, 'Taken less refunded.'),
});

/** GET /api/staff/audit?before=&limit=: the newest entries first, a page at a time. */
export const staffAuditQuery = z.object({
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'Send the id of the last entry shown'))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/, 'Send limit in digits')),
      z.transform((digits: string) => Number(digits)).check(z.minimum(1, 'Send a limit of 1 to 200'), z.maximum(200, 'Send a limit of 1 to 200')),
    ),
  ),
});

export const staffAuditAnswer = z.object({
  entries: z.array(staffAuditEntrySchema),
  /** The `before` of the next page; null on the last. */
  next: z.nullable(z.string()),
});

export type StaffMoneyPage = z.output<typeof staffMoneyAnswer>;
export type StaffTakings = z.output<typeof staffTakingsAnswer>;
export type StaffAuditPage = z.output<typeof staffAuditAnswer>;

/** A link of the audit log's chain: its number and hash, written `{seq}-{hash}` in an address. */
export const auditChainHeadSchema = z.object({ seq: z.number().check(z.int()), hash: z.string() });

/**
 * GET /api/staff/audit/chain?head=: the audit log's chain checked (decision 058), and, given a head
 * recorded earlier (`{seq}-{hash}`), that the chain still holds it: nothing before it removed or rewritten.
 */
export const staffAuditChainQuery = z.object({
  head: z.optional(z.string().check(z.regex(/^\d{1,18}-[0-9a-f]{64}$/, 'Send the head recorded earlier as its number and hash: 1234-9f86d081...'))),
});

export const staffAuditChainAnswer = z.object({
  intact: described(z.boolean(), 'Every entry is linked once, every link follows the one before and matches its entry, and the head sent (if any) is still in the chain.'),
  entries: z.number().check(z.int()),
  head: described(z.nullable(auditChainHeadSchema), 'The newest link: recorded elsewhere (by a monitor, or the owner), it shows later whether anything before it was removed or rewritten.'),
  problems: described(z.array(z.string()), 'The first problems found, oldest first.'),
});

export type StaffAuditChain = z.output<typeof staffAuditChainAnswer>;
