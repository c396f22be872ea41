import { allocateRefund, refundCounts, refundFailureWords, refundStateAfter, REFUND_NOT_SENT, type RefundState } from './refunds';

test.each([
  { name: 'a pending refund counts as given back', status: 'pending' as const, counts: true },
  { name: 'a succeeded refund counts as given back', status: 'succeeded' as const, counts: true },
  { name: 'a failed refund does not count: the money is still owed back', status: 'failed' as const, counts: false },
])('refundCounts: $name', ({ status, counts }) => {
  expect(refundCounts(status)).toBe(counts);
});

const deposit = { paymentId: 1, remainingCents: 10_000 };
const balance = { paymentId: 2, remainingCents: 46_000 };

test.each([
  { name: 'the newest payment first, up to what remains of it', amount: 30_000, payments: [balance, deposit], parts: [{ paymentId: 2, amountCents: 30_000 }], left: 0 },
  { name: 'then the next, when the newest cannot take it all', amount: 50_000, payments: [balance, deposit], parts: [{ paymentId: 2, amountCents: 46_000 }, { paymentId: 1, amountCents: 4_000 }], left: 0 },
  { name: 'more than the payments took: the rest is left owed back', amount: 60_000, payments: [balance, deposit], parts: [{ paymentId: 2, amountCents: 46_000 }, { paymentId: 1, amountCents: 10_000 }], left: 4_000 },
  { name: 'a payment refunded in full already takes nothing', amount: 5_000, payments: [{ ...balance, remainingCents: 0 }, deposit], parts: [{ paymentId: 1, amountCents: 5_000 }], left: 0 },
  { name: 'no online payment (paid at the counter): everything is left owed back', amount: 5_000, payments: [], parts: [], left: 5_000 },
  { name: 'nothing to refund: nothing sent', amount: 0, payments: [deposit], parts: [], left: 0 },
])('allocateRefund: $name', ({ amount, payments, parts, left }) => {
  expect(allocateRefund(amount, payments)).toEqual({ parts, leftCents: left });
});

const pending: RefundState = { status: 'pending', failureReason: '' };
const succeeded: RefundState = { status: 'succeeded', failureReason: '' };
const failed: RefundState = { status: 'failed', failureReason: 'expired_or_canceled_card' };
const notSent: RefundState = { status: 'failed', failureReason: REFUND_NOT_SENT };

test.each([
  { name: 'pending becomes succeeded', current: pending, reported: succeeded, after: succeeded },
  { name: 'pending becomes failed, with the reason', current: pending, reported: failed, after: failed },
  { name: 'pending reported again stays pending', current: pending, reported: pending, after: pending },
  { name: 'succeeded does not go back to pending (a late event)', current: succeeded, reported: pending, after: succeeded },
  { name: 'succeeded can still fail (the card closed meanwhile)', current: succeeded, reported: failed, after: failed },
  { name: 'a failure the provider reported is final', current: failed, reported: succeeded, after: failed },
  { name: 'a failure reported is not undone by a late pending', current: failed, reported: pending, after: failed },
  { name: 'not sent, but the provider did make it (a timeout): pending', current: notSent, reported: pending, after: pending },
  { name: 'not sent, but the provider did make it: succeeded', current: notSent, reported: succeeded, after: succeeded },
])('refundStateAfter: $name', ({ current, reported, after }) => {
  expect(refundStateAfter(current, reported)).toEqual(after);
});

test.each([
  { reason: REFUND_NOT_SENT, words: 'it could not be sent: the payment provider did not take it' },
  { reason: 'expired_or_canceled_card', words: 'the card has expired or was canceled' },
  { reason: 'unknown', words: 'the payment provider did not say why' },
  { reason: '', words: 'the payment provider did not say why' },
])('refundFailureWords: $reason', ({ reason, words }) => {
  expect(refundFailureWords(reason)).toBe(words);
});
