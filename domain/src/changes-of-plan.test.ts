import { cancellationKept, moveFee, type CancellationInput, type MoveFeeInput } from './changes-of-plan';
import { cancellationKeptWords, moveFeeWords } from './changes-of-plan-messages';

const SYDNEY = 'Australia/Sydney';
const party = (overrides: Partial<MoveFeeInput>): MoveFeeInput => ({ kind: 'party', eventDate: '2031-06-20', earlierMoves: 0, by: 'customer', now: new Date('2031-06-01T00:00:00Z'), timeZone: SYDNEY, ...overrides });

// "$100 rebooking fee if rebooked within two weeks; more than one change also costs $100" (decision 052).
test.each([
  { name: 'the first move made 19 days before the party is free', input: party({ now: new Date('2031-06-01T02:00:00+10:00') }), cents: 0, reason: 'free' },
  { name: 'the first move made exactly 14 days before (a minute before Sydney midnight) is free', input: party({ now: new Date('2031-06-06T23:59:00+10:00') }), cents: 0, reason: 'free' },
  { name: 'from Sydney midnight 13 days before, the first move costs $100 (UTC still says the 6th)', input: party({ now: new Date('2031-06-06T14:00:00Z') }), cents: 10000, reason: 'within-two-weeks' },
  { name: 'a move on the day of the party costs $100', input: party({ now: new Date('2031-06-20T08:00:00+10:00') }), cents: 10000, reason: 'within-two-weeks' },
  { name: 'a second move, however early, costs $100', input: party({ earlierMoves: 1 }), cents: 10000, reason: 'not-the-first' },
  { name: 'a third move within two weeks costs $100, not $200', input: party({ earlierMoves: 2, now: new Date('2031-06-15T08:00:00+10:00') }), cents: 10000, reason: 'not-the-first' },
  { name: 'the venue moving a party charges nothing, even a second time within two weeks', input: party({ by: 'venue', earlierMoves: 3, now: new Date('2031-06-19T08:00:00+10:00') }), cents: 0, reason: 'venue' },
  { name: 'an after-hours hire moves free (its page shows no terms)', input: party({ kind: 'hire', earlierMoves: 2, now: new Date('2031-06-19T08:00:00+10:00') }), cents: 0, reason: 'hire' },
  {
    name: 'the days are counted on the venue\'s clock: 00:30 on 6 April in Sydney\'s summer time is 13 days before the 19th (standard time would say the 5th)',
    input: party({ eventDate: '2031-04-19', now: new Date('2031-04-05T13:30:00Z') }),
    cents: 10000,
    reason: 'within-two-weeks',
  },
  { name: 'and 23:30 on 5 April in Sydney is 14 days before: free', input: party({ eventDate: '2031-04-19', now: new Date('2031-04-05T12:30:00Z') }), cents: 0, reason: 'free' },
])('$name', ({ input, cents, reason }) => {
  expect(moveFee(input)).toEqual({ feeCents: cents, reason });
  expect(moveFeeWords(reason as Parameters<typeof moveFeeWords>[0])).not.toBe('');
});

const canceled = (overrides: Partial<CancellationInput>): CancellationInput => ({
  kind: 'party',
  by: 'customer',
  finalCents: 56000,
  paidCents: 56000,
  plattersCents: 13000,
  feesCents: 0,
  eventDate: '2031-06-20',
  now: new Date('2031-06-02T09:00:00+10:00'),
  timeZone: SYDNEY,
  ...overrides,
});

// "$100 non-refundable deposit"; "Platter orders are final once confirmed" (decision 052).
test.each([
  { name: 'paid in full, canceled 18 days ahead: the $100 deposit is kept, the platters are not', input: canceled({}), kept: { depositCents: 10000, feesCents: 0, plattersCents: 0, keptCents: 10000 } },
  { name: 'deposit paid: the deposit is kept, nothing more', input: canceled({ paidCents: 10000 }), kept: { depositCents: 10000, feesCents: 0, plattersCents: 0, keptCents: 10000 } },
  { name: 'nothing paid: nothing is kept (nothing is asked for)', input: canceled({ paidCents: 0 }), kept: { depositCents: 0, feesCents: 0, plattersCents: 0, keptCents: 0 } },
  { name: 'a party cheaper than the deposit keeps its price, no more', input: canceled({ finalCents: 8000, paidCents: 8000, plattersCents: 0 }), kept: { depositCents: 8000, feesCents: 0, plattersCents: 0, keptCents: 8000 } },
  {
    name: 'paid in full, canceled once online changes closed (3 days ahead): the deposit and the platters are kept',
    input: canceled({ now: new Date('2031-06-17T09:00:00+10:00') }),
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 13000, keptCents: 23000 },
  },
  {
    name: 'only the deposit paid, canceled 3 days ahead: the platters are kept only out of what was paid',
    input: canceled({ paidCents: 10000, now: new Date('2031-06-17T09:00:00+10:00') }),
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 0, keptCents: 10000 },
  },
  {
    name: 'the last day online changes are open (5 days ahead): the platters are not final yet',
    input: canceled({ now: new Date('2031-06-15T23:59:00+10:00') }),
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 0, keptCents: 10000 },
  },
  { name: 'the venue canceling keeps nothing', input: canceled({ by: 'venue', now: new Date('2031-06-19T09:00:00+10:00') }), kept: { depositCents: 0, feesCents: 0, plattersCents: 0, keptCents: 0 } },
  { name: 'an after-hours hire keeps nothing', input: canceled({ kind: 'hire' }), kept: { depositCents: 0, feesCents: 0, plattersCents: 0, keptCents: 0 } },
  {
    name: 'a rebooking fee paid is the price of a change made: kept with the deposit',
    input: canceled({ finalCents: 66000, paidCents: 66000, feesCents: 10000 }),
    kept: { depositCents: 10000, feesCents: 10000, plattersCents: 0, keptCents: 20000 },
  },
  {
    name: 'a rebooking fee not yet paid is not asked for',
    input: canceled({ finalCents: 66000, paidCents: 10000, feesCents: 10000 }),
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 0, keptCents: 10000 },
  },
  {
    name: 'a party of $80 moved for $100: its deposit is its $80 price, not the fee too',
    input: canceled({ finalCents: 18000, paidCents: 18000, plattersCents: 0, feesCents: 10000 }),
    kept: { depositCents: 8000, feesCents: 10000, plattersCents: 0, keptCents: 18000 },
  },
])('$name', ({ input, kept }) => {
  expect(cancellationKept(input)).toEqual(kept);
});

test.each([
  {
    name: 'the deposit alone, the rest refunded',
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 0 },
    by: 'customer' as const,
    refund: 46000,
    words: 'The venue keeps the $100.00 non-refundable deposit; the rest of what was paid is refunded.',
  },
  {
    name: 'the deposit alone, nothing more paid',
    kept: { depositCents: 10000, feesCents: 0, plattersCents: 0 },
    by: 'customer' as const,
    refund: 0,
    words: 'The venue keeps the $100.00 non-refundable deposit. Nothing else was paid, so there is nothing to refund.',
  },
  {
    name: 'the deposit, a fee and the platters',
    kept: { depositCents: 10000, feesCents: 10000, plattersCents: 13000 },
    by: 'customer' as const,
    refund: 100,
    words:
      'The venue keeps the $100.00 non-refundable deposit, $100.00 of rebooking fees already charged and $130.00 of platters (platter orders are final once confirmed); the rest of what was paid is refunded.',
  },
  { name: 'nothing paid', kept: { depositCents: 0, feesCents: 0, plattersCents: 0 }, by: 'customer' as const, refund: 0, words: 'Nothing has been paid, so nothing is kept or refunded.' },
  { name: 'the venue cancels', kept: { depositCents: 0, feesCents: 0, plattersCents: 0 }, by: 'venue' as const, refund: 560, words: 'The venue is canceling: everything paid is refunded.' },
])('what is kept, in the terms\' words: $name', ({ kept, by, refund, words }) => {
  expect(cancellationKeptWords(kept, by, refund)).toBe(words);
});
